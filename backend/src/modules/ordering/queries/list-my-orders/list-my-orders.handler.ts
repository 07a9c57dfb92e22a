import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { Order } from '../../domain/order.entity';
import { ORDER_PAYMENTS, OrderPayments } from '../../ports/order-payments.port';
import { OrderDto } from '../../dto/order.dto';
import { ListMyOrdersQuery } from './list-my-orders.query';

/** A signed-in shopper's own orders, newest first: placed signed in, or as a guest with the phone they verified. */
@Injectable()
export class ListMyOrdersHandler {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @Inject(ORDER_PAYMENTS) private readonly payments: OrderPayments,
  ) {}

  async execute({ userId, verifiedPhone }: ListMyOrdersQuery): Promise<OrderDto[]> {
    const where = verifiedPhone ? [{ userId }, { userId: IsNull(), phoneE164: verifiedPhone }] : [{ userId }];
    const orders = await this.orders.find({ where, order: { createdAt: 'DESC' }, take: 100 });
    const payments = await this.payments.latestFor(orders.map((order) => order.id));
    return orders.map((order) => ({ ...OrderDto.from(order), payment: payments.get(order.id) ?? null }));
  }
}
