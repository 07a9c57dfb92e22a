import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/**
 * A transfer's outcome, from its webhook, the answer to sending it, or reconciliation. Conditional
 * updates: a repeated webhook, or two instances settling at once, change the payout once.
 * Paid: its rows are paid. Failed or reversed: its rows are payable again (a unit returned meanwhile
 * is reversed instead, and the adjustment that waited for it dropped).
 */
@Injectable()
export class SettlePayoutHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(reference: string, outcome: 'paid' | 'failed' | 'reversed', detail: string, transferCode: string | null = null): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const from = outcome === 'reversed' ? ['sending', 'pending', 'paid'] : ['sending', 'pending'];
      const [rows]: [{ id: string }[], number] = await manager.query(
        `UPDATE supplier_payouts SET status = $2, detail = $3, "transferCode" = COALESCE($4, "transferCode"), "settledAt" = now(), "updatedAt" = now()
          WHERE reference = $1 AND status = ANY($5::varchar[]) RETURNING id`,
        [reference, outcome, detail.slice(0, 500), transferCode, from],
      );
      if (rows.length === 0) return false;
      const payoutId = rows[0].id;
      if (outcome === 'paid') {
        await manager.query(`UPDATE supplier_ledger_entries SET status = 'paid' WHERE "payoutId" = $1 AND status = 'in-payout'`, [payoutId]);
        return true;
      }
      await manager.query(
        `UPDATE supplier_ledger_entries a SET status = 'reversed'
          WHERE a.kind = 'adjustment' AND a.status = 'open' AND EXISTS (
            SELECT 1 FROM supplier_ledger_entries u WHERE u."payoutId" = $1 AND u."returnedAt" IS NOT NULL AND u."orderItemId" = a."orderItemId" AND u.unit = -a.unit)`,
        [payoutId],
      );
      await manager.query(
        `UPDATE supplier_ledger_entries SET status = CASE WHEN "returnedAt" IS NULL THEN 'open' ELSE 'reversed' END, "payoutId" = NULL
          WHERE "payoutId" = $1 AND status IN ('in-payout', 'paid')`,
        [payoutId],
      );
      return true;
    });
  }
}
