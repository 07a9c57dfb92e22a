import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { adminPage } from '../../../../shared/http/admin-page';
import { ReturnRequest } from '../../domain/return-request.entity';
import { AdminReturnDto } from '../../dto/return.dto';
import { ListReturnsQueryDto } from './list-returns.dto';

/** The admin console's Returns tab: newest first, optionally one status. */
@Injectable()
export class ListReturnsHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(query: ListReturnsQueryDto): Promise<{ returns: AdminReturnDto[]; total: number }> {
    const { limit, offset } = adminPage(query);
    const [rows, total] = await this.dataSource.manager.findAndCount(ReturnRequest, {
      where: query.status ? { status: query.status } : {},
      order: { createdAt: 'DESC', id: 'ASC' },
      take: limit,
      skip: offset,
    });
    return { returns: rows.map((row) => AdminReturnDto.forStaff(row)), total };
  }
}
