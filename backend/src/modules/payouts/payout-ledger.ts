import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { costFromSellingPrice, toPesewas } from '@shop/rules';
import { DataSource, EntityManager, In } from 'typeorm';
import { OrderingService } from '../ordering/ordering.service';
import { SuppliersService } from '../suppliers/suppliers.service';
import { LedgerOrder } from './domain/ledger-order.entity';
import { holdDays, orderItemId } from './domain/payout-rules';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the sweep looks: past any outage worth recovering from, short of reading every order ever delivered. */
const SWEEP_DAYS = 30;
/** The listener's turn: a delivery this recent is left to it. */
const SWEEP_AFTER_MS = 2 * 60 * 1000;
/** Orders read per sweep; the next run takes the rest. */
const SWEEP_BATCH = 500;

/**
 * The supplier ledger's writes (ADR 070). Each is one transaction of conditional writes, safe to
 * repeat: a delivery seen twice writes its units once, a return named twice reverses them once.
 */
@Injectable()
export class PayoutLedger {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OrderingService) private readonly ordering: Pick<OrderingService, 'findForPayouts' | 'deliveredBetween'>,
    @Inject(SuppliersService) private readonly suppliers: Pick<SuppliersService, 'termsForCatalogProducts'>,
  ) {}

  /** For reads that join no transaction. */
  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  /**
   * One row per delivered unit of a supplier's product, at the cost the supplier published: the
   * cost behind the line's price by the markup rule, never below the supplier's cost on file (a sale
   * price staff set is the shop's discount; promotions live on the order and never touch a line).
   */
  async recordDelivered(orderId: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const order = await this.ordering.findForPayouts(manager, orderId);
      if (!order || order.orderStatus !== 'delivered' || !order.deliveredAt) return 0;
      await manager.query(`INSERT INTO supplier_ledger_orders ("orderId") VALUES ($1) ON CONFLICT ("orderId") DO NOTHING`, [order.id]);
      const terms = new Map((await this.suppliers.termsForCatalogProducts(manager, [...new Set(order.items.map((line) => line.productId))])).map((term) => [term.catalogProductId, term]));
      let written = 0;
      for (const [index, line] of order.items.entries()) {
        const term = terms.get(line.productId);
        if (!term) continue;
        const cost = Math.max(costFromSellingPrice(toPesewas(line.price), term.markupPercentage), toPesewas(term.costPrice));
        for (let unit = 1; unit <= line.quantity; unit += 1) {
          const rows: unknown[] = await manager.query(
            `INSERT INTO supplier_ledger_entries ("supplierId", kind, "orderId", "orderNumber", "orderItemId", unit, "productName", amount, "deliveredAt", "holdDays")
             VALUES ($1, 'unit', $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT ("orderItemId", unit) DO NOTHING RETURNING id`,
            [term.supplierId, order.id, order.orderNumber, orderItemId(order.id, index), unit, line.name.slice(0, 255), cost, order.deliveredAt, holdDays(term.paymentTerms)],
          );
          written += rows.length;
        }
      }
      return written;
    });
  }

  /**
   * Delivered orders the ledger never read: their listener failed, or the process died between the
   * delivery's commit and the listener (ADR 070). Orders placed and delivered in the last SWEEP_DAYS,
   * at least a couple of minutes ago (the listener's turn first), are recorded now; recording is
   * idempotent, so an order read twice writes its units once.
   */
  async sweepDelivered(): Promise<number> {
    const delivered = await this.ordering.deliveredBetween(this.manager, new Date(Date.now() - SWEEP_DAYS * DAY_MS), new Date(Date.now() - SWEEP_AFTER_MS), SWEEP_BATCH);
    if (delivered.length === 0) return 0;
    const read = new Set((await this.manager.find(LedgerOrder, { select: { orderId: true }, where: { orderId: In(delivered) } })).map((row) => row.orderId));
    let written = 0;
    for (const orderId of delivered.filter((id) => !read.has(id))) written += await this.recordDelivered(orderId);
    return written;
  }

  /**
   * Returned units are owed no more: an unpaid one is reversed; one already paid (or on its way)
   * stays as it was and an adjustment of minus its cost comes off the supplier's next payout.
   * With a `returnId`, the same return named again changes nothing.
   */
  async reverseReturnedUnits(itemId: string, quantity: number, returnId: string | null = null): Promise<{ reversed: number; adjusted: number }> {
    if (!Number.isSafeInteger(quantity) || quantity <= 0) return { reversed: 0, adjusted: 0 };
    return this.dataSource.transaction(async (manager) => {
      const units: { id: string; status: string; unit: number; amount: number; supplierId: string; orderId: string; orderNumber: string; productName: string; returnId: string | null; returnedAt: Date | null }[] = await manager.query(
        `SELECT id, status, unit, amount, "supplierId", "orderId", "orderNumber", "productName", "returnId", "returnedAt" FROM supplier_ledger_entries
          WHERE "orderItemId" = $1 AND kind = 'unit' ORDER BY unit FOR UPDATE`,
        [itemId],
      );
      if (returnId && units.some((unit) => unit.returnId === returnId)) return { reversed: 0, adjusted: 0 };
      // Unpaid units go first: what is taken back from a paid one waits for the next payout.
      const rank = (status: string) => (status === 'open' ? 0 : 1);
      const returning = units
        .filter((unit) => unit.status !== 'reversed' && unit.returnedAt === null)
        .sort((a, b) => rank(a.status) - rank(b.status) || b.unit - a.unit)
        .slice(0, quantity);
      return this.reverse(manager, itemId, returning, returnId);
    });
  }

  private async reverse(
    manager: EntityManager,
    itemId: string,
    units: { id: string; status: string; unit: number; amount: number; supplierId: string; orderId: string; orderNumber: string; productName: string }[],
    returnId: string | null,
  ): Promise<{ reversed: number; adjusted: number }> {
    let reversed = 0;
    let adjusted = 0;
    for (const unit of units) {
      if (unit.status === 'open') {
        await manager.query(`UPDATE supplier_ledger_entries SET status = 'reversed', "returnedAt" = now(), "returnId" = $2 WHERE id = $1`, [unit.id, returnId]);
        reversed += 1;
      } else {
        await manager.query(`UPDATE supplier_ledger_entries SET "returnedAt" = now(), "returnId" = $2 WHERE id = $1`, [unit.id, returnId]);
        await manager.query(
          `INSERT INTO supplier_ledger_entries ("supplierId", kind, "orderId", "orderNumber", "orderItemId", unit, "productName", amount, "deliveredAt", "holdDays", "returnId")
           VALUES ($1, 'adjustment', $2, $3, $4, $5, $6, $7, now(), 0, $8) ON CONFLICT ("orderItemId", unit) DO NOTHING`,
          [unit.supplierId, unit.orderId, unit.orderNumber, itemId, -unit.unit, unit.productName, -unit.amount, returnId],
        );
        adjusted += 1;
      }
    }
    return { reversed, adjusted };
  }
}
