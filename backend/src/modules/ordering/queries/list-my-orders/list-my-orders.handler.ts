import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Order } from '../../domain/order.entity';
import { ORDER_PAYMENTS, OrderPayments } from '../../ports/order-payments.port';
import { OrderDto } from '../../dto/order.dto';
import { ListMyOrdersQuery } from './list-my-orders.query';

/** A signed-in shopper's own orders, newest first. */
@Injectable()
export class ListMyOrdersHandler {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @Inject(ORDER_PAYMENTS) private readonly payments: OrderPayments,
  ) {}

  async execute({ userId }: ListMyOrdersQuery): Promise<OrderDto[]> {
    const orders = await this.orders.find({ where: { userId }, order: { createdAt: 'DESC' }, take: 100 });
    const payments = await this.payments.latestFor(orders.map((order) => order.id));
    return orders.map((order) => ({ ...OrderDto.from(order), payment: payments.get(order.id) ?? null }));
  }
}
