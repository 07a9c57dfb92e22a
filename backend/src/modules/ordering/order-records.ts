import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { lockKeysInOrder } from '../../database/advisory-locks';
import { entitiesFromRows, insertEntity } from '../../database/entity-rows';
import { Order } from './domain/order.entity';

/** Who an order counts against for what unpaid orders may hold: any key left null is not counted. */
export interface HoldKeys {
  clientKey: string | null;
  email: string;
  /** The phone's last 9 digits (Ghana's national number), so `+233 24…` and `024…` are one phone. */
  phoneDigits: string;
}

/** Units and pesewas held by unpaid orders, per key. */
export type Holdings = Record<keyof HoldKeys, { units: number; total: number }>;

const PHONE_DIGITS_SQL = `right(regexp_replace(o.phone, '[^0-9]', '', 'g'), 9)`;

/** The phone's digits as the holdings query matches them. */
export function holdPhoneDigits(phone: string): string {
  return phone.replace(/\D/g, '').slice(-9);
}

/** What placing an order writes; the rest (stage times, tracking, messages sent, ids) starts empty. */
export type NewOrder = Omit<Order, 'id' | 'trackingNumber' | 'confirmedAt' | 'processingAt' | 'shippedAt' | 'outForDeliveryAt' | 'deliveredAt' | 'notificationsSent' | 'createdAt' | 'updatedAt' | 'codRefusedAt' | 'refunded'>;

/** Ordering's own reads and writes of orders for its commands; writes join the caller's transaction. */
@Injectable()
export class OrderRecords {
  constructor(@InjectRepository(Order) private readonly orders: Repository<Order>) {}

  /** The order a checkout's Idempotency-Key placed, if any: asked before every checkout, in plain SQL (entity-rows.ts). */
  async byIdempotencyKey(idempotencyKey: string): Promise<Order | null> {
    const rows: Record<string, unknown>[] = await this.orders.manager.query(`SELECT * FROM orders WHERE "idempotencyKey" = $1`, [idempotencyKey]);
    return entitiesFromRows(this.orders.manager, Order, rows)[0] ?? null;
  }

  /**
   * Unique order number and Idempotency-Key by constraint: a second order with one key fails (UQ_orders_idempotency_key).
   * One INSERT answered as `save` answers it, without its machinery (entity-rows.ts).
   */
  insert(manager: EntityManager, order: NewOrder): Promise<Order> {
    return insertEntity<Order>(manager, Order, order);
  }

  /**
   * What orders still holding stock unpaid (pending or failed, not yet expired or cancelled) hold per
   * key. Takes a lock per key first, in one order, until the caller's transaction ends: two checkouts
   * of one client, on any instance, count one after the other and cannot both slip under the cap.
   */
  async lockAndSumHoldings(manager: EntityManager, keys: HoldKeys): Promise<Holdings> {
    const lockKeys = [keys.clientKey && `hold:client:${keys.clientKey}`, `hold:email:${keys.email}`, `hold:phone:${keys.phoneDigits}`].filter((key): key is string => !!key).sort();
    await lockKeysInOrder(manager, lockKeys);
    const [row]: Record<string, string>[] = await manager.query(
      `WITH held AS (
         SELECT o."clientKey" AS client, o.email, ${PHONE_DIGITS_SQL} AS phone, o.total,
                (SELECT coalesce(sum((line->>'quantity')::int), 0) FROM jsonb_array_elements(o.items) line) AS units
           FROM orders o
          WHERE o."paymentStatus" IN ('pending', 'failed') AND o."orderStatus" = 'ordered'
            AND (o."clientKey" = $1 OR o.email = $2 OR ${PHONE_DIGITS_SQL} = $3))
       SELECT coalesce(sum(units) FILTER (WHERE client = $1), 0)::text AS "clientUnits",
              coalesce(round(sum(total) FILTER (WHERE client = $1) * 100), 0)::text AS "clientTotal",
              coalesce(sum(units) FILTER (WHERE email = $2), 0)::text AS "emailUnits",
              coalesce(round(sum(total) FILTER (WHERE email = $2) * 100), 0)::text AS "emailTotal",
              coalesce(sum(units) FILTER (WHERE phone = $3), 0)::text AS "phoneUnits",
              coalesce(round(sum(total) FILTER (WHERE phone = $3) * 100), 0)::text AS "phoneTotal"
         FROM held`,
      [keys.clientKey, keys.email, keys.phoneDigits],
    );
    const of = (name: string) => ({ units: Number(row[`${name}Units`]), total: Number(row[`${name}Total`]) });
    return { clientKey: of('client'), email: of('email'), phoneDigits: of('phone') };
  }

  /** Pay-on-delivery orders this phone (E.164) refused at the door since `since`. */
  async refusalsSince(manager: EntityManager, codPhone: string, since: Date): Promise<number> {
    const [row]: { count: number }[] = await manager.query(`SELECT count(*)::int AS count FROM orders WHERE "codPhone" = $1 AND "codRefusedAt" >= $2`, [codPhone, since]);
    return row.count;
  }

  /** The pay-on-delivery order whose confirmation link carries this token's hash, locked like lockForChange. */
  lockByConfirmTokenHash(manager: EntityManager, codConfirmTokenHash: string): Promise<Order | null> {
    return manager.findOne(Order, { where: { codConfirmTokenHash }, lock: { mode: 'pessimistic_write' } });
  }

  byConfirmTokenHash(codConfirmTokenHash: string): Promise<Order | null> {
    return this.orders.findOneBy({ codConfirmTokenHash });
  }

  /** The order, locked until the caller's transaction ends: two staff changing it take turns. */
  lockForChange(manager: EntityManager, id: string): Promise<Order | null> {
    return manager.findOne(Order, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  save(manager: EntityManager, order: Order): Promise<Order> {
    return manager.save(order);
  }
}
