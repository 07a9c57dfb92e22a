import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Payment } from '../../domain/payment.entity';
import { PaymentRecords } from '../../payment-records';
import { SendRefundsCommand } from '../send-refunds/send-refunds.command';
import { SendRefundsHandler } from '../send-refunds/send-refunds.handler';
import { RequestRefundCommand } from './request-refund.command';

/** A paid order was cancelled: its paid attempt owes a refund (recorded first, then sent). */
@Injectable()
export class RequestRefundHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly records: PaymentRecords,
    private readonly sendRefunds: SendRefundsHandler,
  ) {}

  async execute({ orderId, reason }: RequestRefundCommand): Promise<number> {
    const owed = await this.dataSource.transaction(async (manager) => {
      const [rows]: [Payment[], number] = await manager.query(
        `UPDATE payments SET status = 'refund_pending', "refundRequestedAt" = NULL, "updatedAt" = now() WHERE "orderId" = $1 AND status = 'paid' RETURNING id, reference`,
        [orderId],
      );
      for (const row of rows) await this.records.record(manager, orderId, row.reference, 'refund-requested', reason);
      return rows;
    });
    for (const row of owed) await this.sendRefunds.execute(new SendRefundsCommand(row.id));
    return owed.length;
  }
}
