import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { OrderingService } from '../../../ordering/ordering.service';
import { PaymentHistoryEntry } from '../../domain/payment-history-entry.entity';
import { PaymentHistoryDto } from '../../dto/payment-history.dto';
import { PaymentRecords } from '../../payment-records';
import { OrderPaymentHistoryQuery } from './order-payment-history.query';

/** Attempts whose state needs a person: money that came in wrong, or could not go back. */
const NEEDS_ATTENTION = new Set(['mismatch', 'refund_failed']);

@Injectable()
export class OrderPaymentHistoryHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderingService,
    private readonly records: PaymentRecords,
  ) {}

  async execute({ orderId }: OrderPaymentHistoryQuery): Promise<PaymentHistoryDto> {
    const order = await this.orders.findForPayment(this.dataSource.manager, { id: orderId });
    if (!order) throw new NotFoundError('Order not found');
    const attempts = await this.records.attemptsOf(orderId);
    const entries = await this.dataSource.manager.find(PaymentHistoryEntry, { where: { orderId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return {
      attempts: attempts.map((attempt) => this.records.toDto(attempt)),
      entries: entries.map(({ kind, reference, detail, createdAt }) => ({ kind, reference, detail, at: createdAt })),
      needsAttention: attempts.some((attempt) => NEEDS_ATTENTION.has(attempt.status)),
    };
  }
}
