import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Order } from '../../domain/order.entity';
import { OrderDto } from '../../dto/order.dto';
import { ListMyOrdersQuery } from './list-my-orders.query';

/** A signed-in shopper's own orders, newest first. */
@Injectable()
export class ListMyOrdersHandler {
  constructor(@InjectRepository(Order) private readonly orders: Repository<Order>) {}

  async execute({ userId }: ListMyOrdersQuery): Promise<OrderDto[]> {
    const orders = await this.orders.find({ where: { userId }, order: { createdAt: 'DESC' }, take: 100 });
    return orders.map(OrderDto.from);
  }
}
