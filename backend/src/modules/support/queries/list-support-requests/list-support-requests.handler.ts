import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { searchMatching } from '../../../../shared/http/admin-page';
import { SupportRequest } from '../../domain/support-request.entity';
import { SupportRequestDto } from '../../dto/support-request.dto';
import { ListSupportRequestsQuery } from './list-support-requests.query';

/** The admin console's support requests, one page at a time, newest first. */
@Injectable()
export class ListSupportRequestsHandler {
  constructor(@InjectRepository(SupportRequest) private readonly requests: Repository<SupportRequest>) {}

  async execute({ page: { search, limit, offset } }: ListSupportRequestsQuery): Promise<{ requests: SupportRequestDto[]; total: number }> {
    const query = this.requests.createQueryBuilder('r');
    if (search) query.where(...searchMatching(search, ['r.subject', `(r."firstName" || ' ' || r."lastName")`, 'r.email'], 'r."orderNumber"'));
    // The id breaks ties so a page never repeats or skips a request sent in the same instant.
    query.orderBy('r.createdAt', 'DESC').addOrderBy('r.id', 'DESC').take(limit).skip(offset);
    const [rows, total] = await query.getManyAndCount();
    return { requests: rows.map(SupportRequestDto.from), total };
  }
}
