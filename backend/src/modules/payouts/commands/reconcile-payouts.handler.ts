import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PaymentProviders } from '../../payments/payment-providers';
import { Payout } from '../domain/payout.entity';
import { PayoutTransfers, SEND_CLAIM_SECONDS } from '../payout-transfers';

/** A transfer Paystack accepted but has not reported on for this long is asked about. */
export const SILENT_TRANSFER_MINUTES = 10;

/**
 * Transfers that went quiet: one never accepted (the process died, Paystack was down) is asked
 * about and, when Paystack never had it, sent again under its own reference; one accepted but with
 * no webhook after SILENT_TRANSFER_MINUTES is verified and settled as Paystack says.
 */
@Injectable()
export class ReconcilePayoutsHandler {
  private readonly logger = new Logger(ReconcilePayoutsHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
    private readonly transfers: PayoutTransfers,
  ) {}

  async execute(silentMinutes = SILENT_TRANSFER_MINUTES): Promise<number> {
    const transfers = this.providers.transfers();
    if (!transfers) return 0;
    const quiet: Payout[] = await this.dataSource
      .getRepository(Payout)
      .createQueryBuilder('p')
      .where(`(p.status = 'sending' AND (p."sendingAt" IS NULL OR p."sendingAt" < now() - :claim * interval '1 second'))`, { claim: SEND_CLAIM_SECONDS })
      .orWhere(`(p.status = 'pending' AND p."updatedAt" <= now() - :silent * interval '1 minute')`, { silent: silentMinutes })
      .orderBy('p."createdAt"', 'ASC')
      .take(100)
      .getMany();
    let settled = 0;
    for (const payout of quiet) {
      try {
        const status = await transfers.verifyTransfer(payout.reference);
        if (status.outcome === 'unknown' && payout.status === 'sending') await this.transfers.send(payout);
        else await this.transfers.apply(payout.reference, status);
        settled += 1;
      } catch (error) {
        this.logger.warn(`Payout ${payout.reference} not reconciled: ${(error as Error).message}`);
      }
    }
    return settled;
  }
}
