import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Order } from '../../domain/order.entity';
import { OrderDto } from '../../dto/order.dto';

/** All orders for the admin console, newest first (bounded). */
@Injectable()
export class ListOrdersHandler {
  constructor(@InjectRepository(Order) private readonly orders: Repository<Order>) {}

  async execute(limit = 500): Promise<OrderDto[]> {
    return (await this.orders.find({ order: { createdAt: 'DESC' }, take: limit })).map(OrderDto.from);
  }

  /** Revenue is the sum of every order's total (SPEC §9), summed by the database in numeric. */
  async summary(): Promise<{ totalOrders: number; revenue: string; pendingOrders: number }> {
    const [row]: { count: number; revenue: string; pending: number }[] = await this.orders.query(
      `SELECT count(*)::int AS count, coalesce(sum(total), 0)::numeric(12,2)::text AS revenue,
              count(*) FILTER (WHERE "orderStatus" = 'ordered')::int AS pending
         FROM orders`,
    );
    return { totalOrders: row.count, revenue: row.revenue, pendingOrders: row.pending };
  }
}
