import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { PayoutAccount } from '../domain/payout-account.entity';
import { maskedAccount } from '../../payments/providers/mobile-money';
import { DUE, payoutReference } from '../domain/payout-rules';
import { Payout } from '../domain/payout.entity';
import { PayoutTransfers } from '../payout-transfers';

export class RunPayoutsCommand {
  constructor(
    /** Chosen by the console for one press of "Pay": the same id on a retry. */
    readonly runId: string,
    readonly startedBy: string,
  ) {}
}

export interface RunPayoutsResult {
  payouts: Payout[];
  skipped: { supplierId: string; reason: 'no-payout-account' | 'payout-on-its-way' | 'nothing-payable' }[];
}

class NothingPayable extends Error {}

/**
 * Pays every supplier what is payable: one transfer per supplier per run. Claiming is per supplier,
 * under the lock of its payout account row: the run's payout row (unique per run and supplier), then
 * the due rows (open -> in-payout, each row once). A supplier with a transfer still on its way waits
 * for it. The transfer is sent after the commit with the payout's deterministic reference: a retried
 * run finds its rows and sends (if at all) under that same reference; a second run, here or on
 * another instance, finds the rows taken.
 */
@Injectable()
export class RunPayoutsHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transfers: PayoutTransfers,
  ) {}

  async execute({ runId, startedBy }: RunPayoutsCommand): Promise<RunPayoutsResult> {
    const owed: { supplierId: string }[] = await this.dataSource.query(
      `SELECT "supplierId" FROM supplier_ledger_entries WHERE status = 'open' AND ${DUE} GROUP BY "supplierId" HAVING sum(amount) > 0
       UNION SELECT "supplierId" FROM supplier_payouts WHERE "runId" = $1 ORDER BY 1`,
      [runId],
    );
    const skipped: RunPayoutsResult['skipped'] = [];
    for (const { supplierId } of owed) {
      const reason = await this.claim(runId, supplierId, startedBy);
      if (reason) skipped.push({ supplierId, reason });
    }
    const payouts = await this.dataSource.getRepository(Payout).find({ where: { runId }, order: { createdAt: 'ASC' } });
    for (const payout of payouts) if (payout.status === 'sending') await this.transfers.send(payout);
    return { payouts: await this.dataSource.getRepository(Payout).find({ where: { runId }, order: { createdAt: 'ASC' } }), skipped };
  }

  private async claim(runId: string, supplierId: string, startedBy: string): Promise<RunPayoutsResult['skipped'][number]['reason'] | null> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const account = await manager.findOne(PayoutAccount, { where: { supplierId }, lock: { mode: 'pessimistic_write' } });
        if (!account) return 'no-payout-account';
        if (await manager.existsBy(Payout, { runId, supplierId })) return null;
        const [{ onItsWay }]: { onItsWay: boolean }[] = await manager.query(`SELECT EXISTS (SELECT 1 FROM supplier_payouts WHERE "supplierId" = $1 AND status IN ('sending', 'pending')) AS "onItsWay"`, [supplierId]);
        if (onItsWay) return 'payout-on-its-way';
        await this.claimRows(manager, runId, supplierId, account, startedBy);
        return null;
      });
    } catch (error) {
      if (error instanceof NothingPayable) return 'nothing-payable';
      throw error;
    }
  }

  private async claimRows(manager: EntityManager, runId: string, supplierId: string, account: PayoutAccount, startedBy: string): Promise<void> {
    const payout = await manager.save(
      manager.create(Payout, {
        runId,
        supplierId,
        reference: payoutReference(runId, supplierId),
        amount: 0,
        status: 'sending',
        recipientCode: account.recipientCode,
        destination: `${account.bankName} ${maskedAccount(account.accountNumber)}`,
        startedBy: startedBy.slice(0, 255),
      }),
    );
    const [claimed]: [{ amount: number }[], number] = await manager.query(
      `UPDATE supplier_ledger_entries SET status = 'in-payout', "payoutId" = $2 WHERE "supplierId" = $1 AND status = 'open' AND ${DUE} RETURNING amount`,
      [supplierId, payout.id],
    );
    const amount = claimed.reduce((sum, row) => sum + row.amount, 0);
    // Adjustments for returns may outweigh what is due: it waits for more deliveries (all rolled back).
    if (amount <= 0) throw new NothingPayable();
    await manager.update(Payout, { id: payout.id }, { amount });
  }
}
