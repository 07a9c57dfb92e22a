import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PaymentProviders } from '../payments/payment-providers';
import type { TransferStatus } from '../payments/providers/transfer-provider';
import { SettlePayoutHandler } from './commands/settle-payout.handler';
import { Payout } from './domain/payout.entity';

/** How long one instance's send is left alone before another may send the same reference again. */
export const SEND_CLAIM_SECONDS = 120;

/**
 * Sends a claimed payout's transfer and applies what Paystack answers. Only the instance that claims
 * the send (a conditional update of `sendingAt`) calls Paystack; whatever happens after, the
 * reference is the payout's own, so Paystack never pays it twice.
 */
@Injectable()
export class PayoutTransfers {
  private readonly logger = new Logger(PayoutTransfers.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
    private readonly settle: SettlePayoutHandler,
  ) {}

  async send(payout: Payout): Promise<void> {
    const [claimed]: [{ id: string }[], number] = await this.dataSource.query(
      `UPDATE supplier_payouts SET "sendingAt" = now(), "updatedAt" = now()
        WHERE id = $1 AND status = 'sending' AND ("sendingAt" IS NULL OR "sendingAt" < now() - $2 * interval '1 second') RETURNING id`,
      [payout.id, SEND_CLAIM_SECONDS],
    );
    if (claimed.length === 0) return;
    const transfers = this.providers.transfers();
    if (!transfers) return this.note(payout.id, 'Paystack is not configured: the transfer waits');
    try {
      const sent = await transfers.transfer({ amount: payout.amount, recipientCode: payout.recipientCode, reference: payout.reference, reason: `Payout ${payout.reference}` });
      if (sent.outcome !== 'unknown') return await this.apply(payout.reference, sent);
      // Refused: if Paystack has this reference already, that transfer stands; if it has none, nothing
      // was sent (a recipient it no longer knows, say) and the rows are payable again.
      const known = await transfers.verifyTransfer(payout.reference);
      if (known.outcome === 'unknown') await this.settle.execute(payout.reference, 'failed', sent.detail);
      else await this.apply(payout.reference, known);
    } catch (error) {
      this.logger.warn(`Payout ${payout.reference} left to reconciliation: ${(error as Error).message}`);
      await this.note(payout.id, `Paystack could not be reached; reconciliation asks again (${(error as Error).message.slice(0, 200)})`);
    }
  }

  /** What Paystack said: settled, still on its way, or (never reached it) sent again by reconciliation. */
  async apply(reference: string, status: TransferStatus): Promise<void> {
    if (status.outcome === 'paid' || status.outcome === 'failed' || status.outcome === 'reversed') {
      await this.settle.execute(reference, status.outcome, status.detail, status.transferCode);
      return;
    }
    if (status.outcome === 'pending') {
      await this.dataSource.query(
        `UPDATE supplier_payouts SET status = 'pending', detail = $2, "transferCode" = COALESCE($3, "transferCode"), "updatedAt" = now() WHERE reference = $1 AND status IN ('sending', 'pending')`,
        [reference, status.detail.slice(0, 500), status.transferCode],
      );
      return;
    }
    await this.dataSource.query(`UPDATE supplier_payouts SET detail = $2, "updatedAt" = now() WHERE reference = $1 AND status = 'sending'`, [reference, status.detail.slice(0, 500)]);
  }

  private async note(id: string, detail: string): Promise<void> {
    await this.dataSource.query(`UPDATE supplier_payouts SET detail = $2, "updatedAt" = now() WHERE id = $1 AND status = 'sending'`, [id, detail]);
  }
}
