import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository } from 'typeorm';
import { containsPattern } from '../../../../shared/http/admin-page';
import { OutboxMessage } from '../../domain/outbox-message.entity';
import { OutboxMessageSummaryDto } from '../../dto/outbox-message.dto';
import { ListMessagesQuery } from './list-messages.query';

@Injectable()
export class ListMessagesHandler {
  constructor(@InjectRepository(OutboxMessage) private readonly messages: Repository<OutboxMessage>) {}

  async execute({ page, filters }: ListMessagesQuery): Promise<{ messages: OutboxMessageSummaryDto[]; total: number }> {
    const query = this.messages.createQueryBuilder('message');
    if (filters.status) query.andWhere('message.status = :status', { status: filters.status });
    if (filters.channel) query.andWhere('message.channel = :channel', { channel: filters.channel });
    if (filters.orderId) query.andWhere('message.orderId = :orderId', { orderId: filters.orderId });
    if (page.search) {
      const pattern = containsPattern(page.search);
      query.andWhere(
        new Brackets((where) =>
          where.where('message.recipient ILIKE :pattern', { pattern }).orWhere('message.subject ILIKE :pattern').orWhere('message.reference ILIKE :pattern'),
        ),
      );
    }
    const [rows, total] = await query.orderBy('message.createdAt', 'DESC').addOrderBy('message.id', 'ASC').take(page.limit).skip(page.offset).getManyAndCount();
    return { messages: rows.map(OutboxMessageSummaryDto.from), total };
  }
}
