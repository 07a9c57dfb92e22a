import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Order } from './domain/order.entity';

/** What placing an order writes; the rest (stage times, tracking, messages sent, ids) starts empty. */
export type NewOrder = Omit<Order, 'id' | 'trackingNumber' | 'confirmedAt' | 'processingAt' | 'shippedAt' | 'outForDeliveryAt' | 'deliveredAt' | 'notificationsSent' | 'createdAt' | 'updatedAt'>;

/** Ordering's own reads and writes of orders for its commands; writes join the caller's transaction. */
@Injectable()
export class OrderRecords {
  constructor(@InjectRepository(Order) private readonly orders: Repository<Order>) {}

  /** The order a checkout's Idempotency-Key placed, if any. */
  byIdempotencyKey(idempotencyKey: string): Promise<Order | null> {
    return this.orders.findOneBy({ idempotencyKey });
  }

  /** Unique order number and Idempotency-Key by constraint: a second order with one key fails (UQ_orders_idempotency_key). */
  insert(manager: EntityManager, order: NewOrder): Promise<Order> {
    return manager.save(manager.create(Order, order));
  }

  /** The order, locked until the caller's transaction ends: two staff changing it take turns. */
  lockForChange(manager: EntityManager, id: string): Promise<Order | null> {
    return manager.findOne(Order, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  save(manager: EntityManager, order: Order): Promise<Order> {
    return manager.save(order);
  }
}
