import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { toPesewas } from '@shop/rules';
import { EntityManager, Repository } from 'typeorm';
import { CatalogService } from '../catalog/catalog.service';
import { NotificationsService, PaymentOutcome } from '../notifications/notifications.service';
import { orderFacts } from './domain/order-facts';
import { Order, OrderLine } from './domain/order.entity';

export interface OrderForReview {
  id: string;
  orderNumber: string;
  orderStatus: string;
  email: string;
  firstName: string;
  lastName: string;
  userId: string | null;
  items: OrderLine[];
}

export interface OrderForPayment {
  id: string;
  orderNumber: string;
  email: string;
  totalPesewas: number;
  paymentMethod: string;
  paymentStatus: string;
  orderStatus: string;
  createdAt: Date;
}

/**
 * What other modules (reviews, the admin dashboard, payments) may read and do to orders. The
 * payment changes join the caller's transaction and are conditional updates: each says whether
 * it changed anything, so of two racing callers exactly one wins.
 */
@Injectable()
export class OrderingService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly catalog: CatalogService,
    private readonly notifications: NotificationsService,
  ) {}

  async findForPayment(manager: EntityManager, where: { id: string } | { orderNumber: string }): Promise<OrderForPayment | null> {
    const order = await manager.findOneBy(Order, where);
    if (!order) return null;
    const { id, orderNumber, email, paymentMethod, paymentStatus, orderStatus, createdAt } = order;
    return { id, orderNumber, email, totalPesewas: toPesewas(order.total), paymentMethod, paymentStatus, orderStatus, createdAt };
  }

  /** pending|failed -> paid, on an order still going ahead (a cancelled one is refunded by the caller). */
  async markPaid(manager: EntityManager, orderId: string): Promise<boolean> {
    return this.changedAndTold(
      'received',
      manager,
      `UPDATE orders SET "paymentStatus" = 'paid', "updatedAt" = now()
        WHERE id = $1 AND "paymentStatus" IN ('pending', 'failed') AND "orderStatus" <> 'cancelled' RETURNING id`,
      [orderId],
    );
  }

  /** pending -> failed: the shopper may try again while the hold lasts. */
  async markPaymentFailed(manager: EntityManager, orderId: string): Promise<boolean> {
    return this.changedAndTold('failed', manager, `UPDATE orders SET "paymentStatus" = 'failed', "updatedAt" = now() WHERE id = $1 AND "paymentStatus" = 'pending' RETURNING id`, [orderId]);
  }

  /** The hold ran out: pending|failed -> expired, the order cancelled and its units back in stock. */
  async expireUnpaid(manager: EntityManager, orderId: string): Promise<boolean> {
    const [rows]: [{ items: OrderLine[] }[], number] = await manager.query(
      `UPDATE orders SET "paymentStatus" = 'expired', "orderStatus" = 'cancelled', "updatedAt" = now()
        WHERE id = $1 AND "paymentStatus" IN ('pending', 'failed') AND "orderStatus" = 'ordered' RETURNING items`,
      [orderId],
    );
    if (rows.length === 0) return false;
    for (const line of rows[0].items) await this.catalog.releaseStock(manager, line.productId, line.quantity);
    await this.notifications.orderStatusChanged(manager, orderFacts(await manager.findOneByOrFail(Order, { id: orderId })), 'cancelled', { expired: true });
    return true;
  }

  /**
   * A success that arrived after the hold expired: expired -> paid and the order goes ahead again,
   * when its units are still in stock. False (nothing changed) when they were sold meanwhile.
   */
  async reopenExpiredAsPaid(manager: EntityManager, orderId: string): Promise<boolean> {
    const order = await manager.findOne(Order, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
    if (!order || order.paymentStatus !== 'expired' || order.orderStatus !== 'cancelled') return false;
    const taken: OrderLine[] = [];
    for (const line of [...order.items].sort((a, b) => a.productId.localeCompare(b.productId))) {
      if (!(await this.catalog.reserveStock(manager, line.productId, line.quantity))) {
        for (const back of taken) await this.catalog.releaseStock(manager, back.productId, back.quantity);
        return false;
      }
      taken.push(line);
    }
    await manager.query(`UPDATE orders SET "paymentStatus" = 'paid', "orderStatus" = 'ordered', "updatedAt" = now() WHERE id = $1`, [orderId]);
    await this.notifications.paymentChanged(manager, orderFacts(order), 'received');
    return true;
  }

  /** paid -> refunded, once the provider confirmed the refund. */
  async markRefunded(manager: EntityManager, orderId: string): Promise<boolean> {
    return this.changedAndTold('refunded', manager, `UPDATE orders SET "paymentStatus" = 'refunded', "updatedAt" = now() WHERE id = $1 AND "paymentStatus" = 'paid' RETURNING id`, [orderId]);
  }

  /** Orders still waiting for their money (and still going ahead) placed before `cutoff`, oldest first. */
  async unpaidOlderThan(cutoff: Date, limit = 100): Promise<string[]> {
    const rows: { id: string }[] = await this.orders.query(
      `SELECT id FROM orders WHERE "paymentStatus" IN ('pending', 'failed') AND "orderStatus" = 'ordered' AND "createdAt" < $1
        ORDER BY "createdAt" LIMIT $2`,
      [cutoff, limit],
    );
    return rows.map((row) => row.id);
  }

  /** Paid orders that staff cancelled: their money goes back (the refund is due until the provider confirms it). */
  async paidButCancelled(limit = 100): Promise<string[]> {
    const rows: { id: string }[] = await this.orders.query(
      `SELECT id FROM orders WHERE "paymentStatus" = 'paid' AND "orderStatus" = 'cancelled' ORDER BY "updatedAt" LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.id);
  }

  /** A payment change that, when it changed the order, tells the shopper in the same transaction. */
  private async changedAndTold(outcome: PaymentOutcome, manager: EntityManager, sql: string, parameters: [string]): Promise<boolean> {
    if (!(await this.changed(manager, sql, parameters))) return false;
    await this.notifications.paymentChanged(manager, orderFacts(await manager.findOneByOrFail(Order, { id: parameters[0] })), outcome);
    return true;
  }

  private async changed(manager: EntityManager, sql: string, parameters: unknown[]): Promise<boolean> {
    // TypeORM answers an UPDATE ... RETURNING as [rows, affectedCount].
    const [rows]: [unknown[], number] = await manager.query(sql, parameters);
    return rows.length > 0;
  }

  async findForReview(manager: EntityManager, where: { id: string } | { orderNumber: string }): Promise<OrderForReview | null> {
    const order = await manager.findOneBy(Order, where);
    if (!order) return null;
    const { id, orderNumber, orderStatus, email, firstName, lastName, userId, items } = order;
    return { id, orderNumber, orderStatus, email, firstName, lastName, userId, items };
  }

  /**
   * Revenue is money taken: the totals of paid orders (DECISIONS), neither awaiting payment nor
   * refunded, summed by the database in numeric of unbounded precision: a fixed numeric(p,2)
   * overflows (a 500) once enough large orders add up.
   */
  async summary(): Promise<{ totalOrders: number; revenue: string; pendingOrders: number }> {
    const [row]: { count: number; revenue: string; pending: number }[] = await this.orders.query(
      `SELECT count(*)::int AS count, round(coalesce(sum(total) FILTER (WHERE "paymentStatus" = 'paid'), 0), 2)::text AS revenue,
              count(*) FILTER (WHERE "orderStatus" = 'ordered')::int AS pending
         FROM orders`,
    );
    return { totalOrders: row.count, revenue: row.revenue, pendingOrders: row.pending };
  }
}
