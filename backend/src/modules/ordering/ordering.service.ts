import { Inject, Injectable } from '@nestjs/common';
import { fromPesewas, toPesewas } from '@shop/rules';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ReplicaReads } from '../../database/replica-reads';
import type { GhanaDays } from '../../shared/ghana-time';
import { NotFoundError } from '../../shared/http/domain-errors';
import { CatalogService } from '../catalog/catalog.service';
import { PromotionsService } from '../promotions/promotions.service';
import { NotificationsService, PaymentOutcome } from '../notifications/notifications.service';
import { OrderFacts } from '../notifications/domain/message-facts';
import { orderFacts, orderToPay } from './domain/order-facts';
import { OrderForDelivery, orderForDelivery } from './domain/order-for-delivery';
import { asOrderNumber } from './domain/order-number';
import { releaseOrderUnits, takeOrderUnits } from './domain/order-stock';
import { Order, OrderLine } from './domain/order.entity';
import { withHistory } from './domain/pay-on-delivery';
import type { OrderToPay } from './ports/order-payments.port';
import { webhookOrder, webhookPayment } from '../webhooks/domain/webhook-payloads';
import { WebhookPublisher } from '../webhooks/webhook-publisher';

/** What a return needs of its order (ADR 069): its lines, money, contact and where it went. */
export interface OrderForReturn {
  id: string;
  orderNumber: string;
  userId: string | null;
  email: string;
  phone: string;
  phoneE164: string | null;
  orderStatus: string;
  paymentMethod: string;
  paymentStatus: string;
  deliveredAt: Date | null;
  items: OrderLine[];
  subtotal: string;
  shipping: string;
  /** The delivery fee less a free-delivery promotion: what the shopper paid to have it brought. */
  shippingPaid: string;
  total: string;
  refunded: string;
  region: string;
  facts: OrderFacts;
}

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

export interface OrderForPayouts {
  id: string;
  orderNumber: string;
  orderStatus: string;
  deliveredAt: Date | null;
  items: OrderLine[];
}

/** One Ghana calendar day of the sales chart. */
export interface DailySales {
  date: string;
  /** Orders placed that day that were not cancelled, paid or not yet. */
  orders: number;
  /** Totals of that day's orders that count as revenue (COUNTS_AS_REVENUE). */
  revenuePesewas: number;
}

export interface BestSeller {
  productId: string;
  /** The name and image the product had on its latest order line (the product may be gone since). */
  name: string;
  image: string | null;
  units: number;
  /** Line prices times quantities: item sales, before shipping and tax. */
  revenuePesewas: number;
}

/**
 * DECISIONS "figures staff read": revenue is money taken and kept: paid orders, neither cancelled
 * (a paid order staff cancel is refunded) nor refunded (a refund leaves 'paid' for 'refunded').
 */
const COUNTS_AS_REVENUE = `o."paymentStatus" = 'paid' AND o."orderStatus" <> 'cancelled'`;

/** A paid order's money kept: its total less what returns gave back (ADR 069). */
const KEPT = `(o.total - o.refunded)`;

/**
 * Paid and not yet confirmed: what staff must act on. An unpaid order is the shopper's to pay, not
 * staff's to confirm; a pay-on-delivery order waits for its shopper's confirmation (which moves it to
 * `confirmed` itself) and is never counted as paid before the rider collects (ADR 054).
 */
const AWAITS_CONFIRMATION = `o."orderStatus" = 'ordered' AND o."paymentStatus" = 'paid'`;

/** Orders placed within the Ghana calendar days $1..$2 (inclusive), the zone named in $3. */
const PLACED_WITHIN = `o."createdAt" >= ($1::date::timestamp AT TIME ZONE $3) AND o."createdAt" < (($2::date + 1)::timestamp AT TIME ZONE $3)`;

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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly webhooks: WebhookPublisher,
    private readonly promotions: PromotionsService,
    private readonly reads: ReplicaReads,
  ) {}

  async findForPayment(manager: EntityManager, where: { id: string } | { orderNumber: string }): Promise<OrderToPay | null> {
    const order = await manager.findOneBy(Order, where);
    return order && orderToPay(order);
  }

  /** The order a shopper names by its number as typed (the first 50 characters, normalised); 404 when there is none. */
  async findForPaymentByNumber(orderNumber: string): Promise<OrderToPay> {
    const wanted = asOrderNumber(orderNumber.slice(0, 50));
    const order = wanted ? await this.findForPayment(this.orders.manager, { orderNumber: wanted }) : null;
    if (!order) throw new NotFoundError('Order not found');
    return order;
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

  /**
   * The hold ran out: pending|failed -> expired, the order cancelled and its units back in stock.
   * Says why (a pay-on-delivery order was not confirmed), or false when nothing changed.
   */
  async expireUnpaid(manager: EntityManager, orderId: string): Promise<false | 'not-paid' | 'not-confirmed'> {
    const [rows]: [{ items: OrderLine[] }[], number] = await manager.query(
      `UPDATE orders SET "paymentStatus" = 'expired', "orderStatus" = 'cancelled', "updatedAt" = now()
        WHERE id = $1 AND "paymentStatus" IN ('pending', 'failed') AND "orderStatus" = 'ordered' RETURNING items`,
      [orderId],
    );
    if (rows.length === 0) return false;
    await releaseOrderUnits(this.catalog, manager, rows[0].items);
    await this.promotions.releaseUses(manager, orderId);
    const order = await manager.findOneByOrFail(Order, { id: orderId });
    if (order.paymentMethod === 'cod') {
      // Not confirmed in time: its shopper hears that, not that a payment failed to arrive.
      await manager.update(Order, { id: orderId }, { payOnDelivery: withHistory(order, 'expired', 'shop', 'Not confirmed in time: cancelled, items back in stock').payOnDelivery });
      await this.notifications.payOnDeliveryStep(manager, orderFacts(order), 'expired');
    } else {
      await this.notifications.orderStatusChanged(manager, orderFacts(order), 'cancelled', { expired: true });
    }
    await this.webhooks.publish(manager, 'order.status_changed', { from: 'ordered', to: 'cancelled', order: webhookOrder(order) });
    return order.paymentMethod === 'cod' ? 'not-confirmed' : 'not-paid';
  }

  /**
   * A success that arrived after the hold expired: expired -> paid and the order goes ahead again,
   * when its units are still in stock. False (nothing changed) when they were sold meanwhile.
   */
  async reopenExpiredAsPaid(manager: EntityManager, orderId: string): Promise<boolean> {
    const order = await manager.findOne(Order, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
    if (!order || order.paymentStatus !== 'expired' || order.orderStatus !== 'cancelled') return false;
    if (await takeOrderUnits(this.catalog, manager, order.items)) return false;
    await manager.query(`UPDATE orders SET "paymentStatus" = 'paid', "orderStatus" = 'ordered', "updatedAt" = now() WHERE id = $1`, [orderId]);
    await this.notifications.paymentChanged(manager, orderFacts(order), 'received');
    const reopened = await manager.findOneByOrFail(Order, { id: orderId });
    await this.webhooks.publish(manager, 'order.status_changed', { from: 'cancelled', to: 'ordered', order: webhookOrder(reopened) });
    await this.webhooks.publish(manager, 'payment.received', webhookPayment(reopened));
    return true;
  }

  /**
   * paid -> refunded, once the provider confirmed the refund. Also pending|failed -> refunded on a
   * cancelled order: its money arrived after (or while) staff cancelled it, so it was never marked
   * paid, yet it was taken and given back.
   */
  async markRefunded(manager: EntityManager, orderId: string): Promise<boolean> {
    return this.changedAndTold(
      'refunded',
      manager,
      `UPDATE orders SET "paymentStatus" = 'refunded', "updatedAt" = now()
        WHERE id = $1 AND ("paymentStatus" = 'paid' OR ("paymentStatus" IN ('pending', 'failed') AND "orderStatus" = 'cancelled')) RETURNING id`,
      [orderId],
    );
  }

  /**
   * Orders still waiting for their money (and still going ahead) placed before `cutoff`, oldest first;
   * pay-on-delivery orders still waiting for their shopper's confirmation placed before `codCutoff`.
   */
  async unpaidOlderThan(cutoff: Date, codCutoff: Date, limit = 100): Promise<string[]> {
    const rows: { id: string }[] = await this.orders.query(
      `SELECT id FROM orders WHERE "paymentStatus" IN ('pending', 'failed') AND "orderStatus" = 'ordered'
          AND (("paymentMethod" <> 'cod' AND "createdAt" < $1) OR ("paymentMethod" = 'cod' AND "createdAt" < $2))
        ORDER BY "createdAt" LIMIT $3`,
      [cutoff, codCutoff, limit],
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
    const order = await manager.findOneByOrFail(Order, { id: parameters[0] });
    await this.notifications.paymentChanged(manager, orderFacts(order, this.config.payments.holdMinutes), outcome);
    if (outcome === 'received') await this.webhooks.publish(manager, 'payment.received', webhookPayment(order));
    if (outcome === 'refunded') await this.webhooks.publish(manager, 'payment.refunded', webhookPayment(order));
    return true;
  }

  private async changed(manager: EntityManager, sql: string, parameters: unknown[]): Promise<boolean> {
    // TypeORM answers an UPDATE ... RETURNING as [rows, affectedCount].
    const [rows]: [unknown[], number] = await manager.query(sql, parameters);
    return rows.length > 0;
  }

  /** What supplier payouts read of an order: its lines, its status and when it was delivered (ADR 070). */
  /** Ids of orders delivered in [from, to), oldest first: what the supplier ledger sweeps (the created index bounds the scan: an order is delivered after it is made). */
  async deliveredBetween(manager: EntityManager, from: Date, to: Date, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await manager.query(
      `SELECT id FROM orders WHERE "createdAt" >= $1 AND "orderStatus" = 'delivered' AND "deliveredAt" >= $1 AND "deliveredAt" < $2 ORDER BY "deliveredAt" LIMIT $3`,
      [from, to, limit],
    );
    return rows.map((row) => row.id);
  }

  async findForPayouts(manager: EntityManager, orderId: string): Promise<OrderForPayouts | null> {
    const order = await manager.findOne(Order, { where: { id: orderId }, select: ['id', 'orderNumber', 'orderStatus', 'deliveredAt', 'items'] });
    return order && { id: order.id, orderNumber: order.orderNumber, orderStatus: order.orderStatus, deliveredAt: order.deliveredAt, items: order.items };
  }

  async findForReview(manager: EntityManager, where: { id: string } | { orderNumber: string }): Promise<OrderForReview | null> {
    const order = await manager.findOneBy(Order, where);
    if (!order) return null;
    const { id, orderNumber, orderStatus, email, firstName, lastName, userId, items } = order;
    return { id, orderNumber, orderStatus, email, firstName, lastName, userId, items };
  }

  /** By id, or by order number (as typed: normalised here); null when there is none. `lock` holds the row for the caller's transaction. */
  async findForReturn(manager: EntityManager, where: { id: string } | { orderNumber: string }, lock = false): Promise<OrderForReturn | null> {
    const wantedNumber = 'orderNumber' in where ? asOrderNumber(where.orderNumber) : undefined;
    if (wantedNumber === null) return null;
    const key = wantedNumber ? { orderNumber: wantedNumber } : where;
    const order = await manager.findOne(Order, { where: key, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!order) return null;
    const { id, orderNumber, userId, email, phone, phoneE164, orderStatus, paymentMethod, paymentStatus, deliveredAt, items, subtotal, shipping, total, refunded } = order;
    const freeDelivery = (order.discounts ?? []).filter((entry) => entry.kind === 'free-delivery').reduce((sum, entry) => sum + toPesewas(entry.amount), 0);
    const shippingPaid = fromPesewas(Math.max(0, toPesewas(shipping) - freeDelivery));
    return { id, orderNumber, userId, email, phone, phoneE164, orderStatus, paymentMethod, paymentStatus, deliveredAt, items, subtotal, shipping, shippingPaid, total, refunded, region: order.shippingAddress.region, facts: orderFacts(order) };
  }

  /** An approved exchange's units ship as new lines of the order at no charge (ADR 069), in the caller's transaction. */
  async addExchangeLines(manager: EntityManager, orderId: string, lines: OrderLine[]): Promise<void> {
    await manager.query(`UPDATE orders SET items = items || $2::jsonb, "updatedAt" = now() WHERE id = $1`, [orderId, JSON.stringify(lines)]);
  }

  /** A return's refund was sent (ADR 069): the dashboard's revenue counts it off, in the caller's transaction. */
  async recordRefund(manager: EntityManager, orderId: string, pesewas: number): Promise<void> {
    await manager.query(`UPDATE orders SET refunded = refunded + $2::numeric / 100, "updatedAt" = now() WHERE id = $1`, [orderId, pesewas]);
  }

  /** The orders of a delivery round, in no particular order; ids with no order are left out. */
  async findForDelivery(ids: string[]): Promise<OrderForDelivery[]> {
    if (ids.length === 0) return [];
    const orders = await this.orders.findBy({ id: In(ids) });
    return orders.map(orderForDelivery);
  }

  /**
   * Revenue is money taken (COUNTS_AS_REVENUE), summed by the database in numeric of unbounded
   * precision: a fixed numeric(p,2) overflows (a 500) once enough large orders add up. For the
   * admin dashboard only: a report, read on the replica when it is current (ADR 075).
   */
  async summary(): Promise<{ totalOrders: number; revenue: string; pendingOrders: number }> {
    const [row]: { count: number; revenue: string; pending: number }[] = await this.reads.query(
      `SELECT count(*)::int AS count, round(coalesce(sum(${KEPT}) FILTER (WHERE ${COUNTS_AS_REVENUE}), 0), 2)::text AS revenue,
              count(*) FILTER (WHERE ${AWAITS_CONFIRMATION})::int AS pending
         FROM orders o`,
    );
    return { totalOrders: row.count, revenue: row.revenue, pendingOrders: row.pending };
  }

  /** Every day of the period in order, a day without orders as zeros, cut at Ghana midnight. A report, like summary. */
  async dailySales(period: GhanaDays): Promise<DailySales[]> {
    const rows: { date: string; orders: number; revenue: string }[] = await this.reads.query(
      `SELECT day::date::text AS date,
              count(o.id) FILTER (WHERE o."orderStatus" <> 'cancelled')::int AS orders,
              coalesce(sum(${KEPT} * 100) FILTER (WHERE ${COUNTS_AS_REVENUE}), 0)::bigint::text AS revenue
         FROM generate_series($1::date, $2::date, interval '1 day') AS day
         LEFT JOIN orders o ON o."createdAt" >= (day::date::timestamp AT TIME ZONE $3) AND o."createdAt" < ((day::date + 1)::timestamp AT TIME ZONE $3)
        GROUP BY day ORDER BY day`,
      [period.from, period.to, period.timeZone],
    );
    return rows.map((row) => ({ date: row.date, orders: row.orders, revenuePesewas: Number(row.revenue) }));
  }

  /** The products most units were sold of in the period's revenue orders; ties by sales, then name. A report, like summary. */
  async bestSellers(period: GhanaDays, limit: number): Promise<BestSeller[]> {
    const rows: { productId: string; name: string; image: string | null; units: number; revenue: string }[] = await this.reads.query(
      `SELECT line->>'productId' AS "productId",
              (array_agg(line->>'name' ORDER BY o."createdAt" DESC))[1] AS name,
              (array_agg(line->>'image' ORDER BY o."createdAt" DESC))[1] AS image,
              sum((line->>'quantity')::int)::int AS units,
              sum((line->>'price')::numeric * 100 * (line->>'quantity')::int)::bigint::text AS revenue
         FROM orders o CROSS JOIN LATERAL jsonb_array_elements(o.items) AS line
        WHERE ${PLACED_WITHIN} AND ${COUNTS_AS_REVENUE}
        GROUP BY line->>'productId'
        ORDER BY units DESC, sum((line->>'price')::numeric * (line->>'quantity')::int) DESC, name
        LIMIT $4`,
      [period.from, period.to, period.timeZone, limit],
    );
    return rows.map((row) => ({ productId: row.productId, name: row.name, image: row.image, units: row.units, revenuePesewas: Number(row.revenue) }));
  }
}
