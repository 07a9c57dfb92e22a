import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository } from 'typeorm';
import { containsPattern } from '../../../../shared/http/admin-page';
import { SupportRequest } from '../../domain/support-request.entity';
import { SupportRequestDto } from '../../dto/support-request.dto';
import { ListSupportRequestsQuery } from './list-support-requests.query';

/** The admin console's support requests, one page at a time, newest first. */
@Injectable()
export class ListSupportRequestsHandler {
  constructor(@InjectRepository(SupportRequest) private readonly requests: Repository<SupportRequest>) {}

  async execute({ page: { search, limit, offset } }: ListSupportRequestsQuery): Promise<{ requests: SupportRequestDto[]; total: number }> {
    const query = this.requests.createQueryBuilder('r');
    if (search) {
      // An order number as the list shows it (GH-7KQ2-M9XD-...) or typed without its dashes, as the orders list takes it.
      const compact = search.replace(/[\s-]/g, '');
      query.where(
        new Brackets((where) => {
          where
            .where('r.subject ILIKE :pattern')
            .orWhere(`(r."firstName" || ' ' || r."lastName") ILIKE :pattern`)
            .orWhere('r.email ILIKE :pattern')
            .orWhere('r."orderNumber" ILIKE :pattern');
          if (compact) where.orWhere(`replace(r."orderNumber", '-', '') ILIKE :compact`);
        }),
        { pattern: containsPattern(search), compact: containsPattern(compact) },
      );
    }
    // The id breaks ties so a page never repeats or skips a request sent in the same instant.
    query.orderBy('r.createdAt', 'DESC').addOrderBy('r.id', 'DESC').take(limit).skip(offset);
    const [rows, total] = await query.getManyAndCount();
    return { requests: rows.map(SupportRequestDto.from), total };
  }
}
