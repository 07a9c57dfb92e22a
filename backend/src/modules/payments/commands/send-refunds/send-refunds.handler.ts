import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Payment } from '../../domain/payment.entity';
import { PaymentProviders } from '../../payment-providers';
import { PaymentRecords } from '../../payment-records';
import { RefundOutcomes } from '../../refund-outcomes';
import { SendRefundsCommand } from './send-refunds.command';

/**
 * Sends owed refunds (attempts in `refund_pending` not yet sent) to their provider. Each is claimed
 * with a conditional update first, so of two instances only one sends it.
 */
@Injectable()
export class SendRefundsHandler {
  private readonly logger = new Logger(SendRefundsHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
    private readonly records: PaymentRecords,
    private readonly outcomes: RefundOutcomes,
  ) {}

  async execute({ attemptId }: SendRefundsCommand): Promise<number> {
    const [claimed]: [Payment[], number] = await this.dataSource.query(
      `UPDATE payments SET "refundRequestedAt" = now(), "updatedAt" = now()
        WHERE id IN (SELECT id FROM payments WHERE status = 'refund_pending' AND "refundRequestedAt" IS NULL ${attemptId ? 'AND id = $1' : ''} ORDER BY "updatedAt" LIMIT 50)
          AND "refundRequestedAt" IS NULL
        RETURNING *`,
      attemptId ? [attemptId] : [],
    );
    for (const row of claimed) {
      const attempt = this.dataSource.manager.create(Payment, { ...row, amount: Number(row.amount), amountPesewas: Number(row.amountPesewas) });
      const provider = this.providers.byName(attempt.provider);
      if (!provider) continue;
      let result;
      try {
        result = await provider.refund(attempt);
      } catch (error) {
        // Not sent after all: unclaim it for the next run.
        await this.dataSource.query(`UPDATE payments SET "refundRequestedAt" = NULL WHERE id = $1 AND status = 'refund_pending'`, [attempt.id]);
        this.logger.warn(`Refund of ${attempt.reference} not sent: ${(error as Error).message}`);
        continue;
      }
      if (result.outcome === 'refunded') await this.outcomes.refunded(attempt.reference, result.detail);
      else if (result.outcome === 'failed') await this.outcomes.failed(attempt.reference, result.detail);
      else await this.dataSource.transaction((manager) => this.records.record(manager, attempt.orderId, attempt.reference, 'refund-requested', result.detail));
    }
    return claimed.length;
  }
}
