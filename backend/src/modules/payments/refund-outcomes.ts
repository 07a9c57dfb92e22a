import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Not } from 'typeorm';
import { OrderingService } from '../ordering/ordering.service';
import { Payment } from './domain/payment.entity';
import { PaymentRecords } from './payment-records';

/** What the provider said about a refund (its answer to the request, or its webhook later), recorded once. */
@Injectable()
export class RefundOutcomes {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderingService,
    private readonly records: PaymentRecords,
  ) {}

  async refunded(reference: string, detail: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [rows]: [Payment[], number] = await manager.query(
        `UPDATE payments SET status = 'refunded', "updatedAt" = now() WHERE reference = $1 AND status = 'refund_pending' RETURNING "orderId"`,
        [reference],
      );
      if (rows.length === 0) return false;
      const orderId = rows[0].orderId;
      await this.records.record(manager, orderId, reference, 'refunded', detail);
      // A refund of a second payment leaves the order paid by the first.
      const stillPaid = await manager.countBy(Payment, { orderId, status: 'paid', reference: Not(reference) });
      if (stillPaid === 0) await this.orders.markRefunded(manager, orderId);
      return true;
    });
  }

  async failed(reference: string, detail: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [rows]: [Payment[], number] = await manager.query(
        `UPDATE payments SET status = 'refund_failed', "updatedAt" = now() WHERE reference = $1 AND status = 'refund_pending' RETURNING "orderId"`,
        [reference],
      );
      if (rows.length === 0) return false;
      await this.records.record(manager, rows[0].orderId, reference, 'refund-failed', `${detail}: refund it by hand at the provider`);
      return true;
    });
  }
}
