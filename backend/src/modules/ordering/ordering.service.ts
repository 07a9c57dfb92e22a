import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
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

/** What other modules (reviews, the admin dashboard) may read of orders. */
@Injectable()
export class OrderingService {
  constructor(@InjectRepository(Order) private readonly orders: Repository<Order>) {}

  async findForReview(manager: EntityManager, where: { id: string } | { orderNumber: string }): Promise<OrderForReview | null> {
    const order = await manager.findOneBy(Order, where);
    if (!order) return null;
    const { id, orderNumber, orderStatus, email, firstName, lastName, userId, items } = order;
    return { id, orderNumber, orderStatus, email, firstName, lastName, userId, items };
  }

  /**
   * Revenue is the sum of every order's total (SPEC §9), summed by the database in numeric of
   * unbounded precision: a fixed numeric(p,2) overflows (a 500) once enough large orders add up.
   */
  async summary(): Promise<{ totalOrders: number; revenue: string; pendingOrders: number }> {
    const [row]: { count: number; revenue: string; pending: number }[] = await this.orders.query(
      `SELECT count(*)::int AS count, round(coalesce(sum(total), 0), 2)::text AS revenue,
              count(*) FILTER (WHERE "orderStatus" = 'ordered')::int AS pending
         FROM orders`,
    );
    return { totalOrders: row.count, revenue: row.revenue, pendingOrders: row.pending };
  }
}
