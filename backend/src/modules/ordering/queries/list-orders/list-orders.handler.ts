import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { searchMatching } from '../../../../shared/http/admin-page';
import { Order } from '../../domain/order.entity';
import { ORDER_PAYMENTS, OrderPayments } from '../../ports/order-payments.port';
import { OrderDto } from '../../dto/order.dto';
import { ListOrdersQuery } from './list-orders.query';

/** The admin console's orders, one page at a time, newest first. */
@Injectable()
export class ListOrdersHandler {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @Inject(ORDER_PAYMENTS) private readonly payments: OrderPayments,
  ) {}

  async execute({ page: { search, limit, offset }, paymentStatus }: ListOrdersQuery): Promise<{ orders: OrderDto[]; total: number }> {
    const query = this.orders.createQueryBuilder('o');
    if (search) query.where(...searchMatching(search, [`(o."firstName" || ' ' || o."lastName")`, 'o.email'], 'o."orderNumber"'));
    if (paymentStatus) query.andWhere('o."paymentStatus" = :paymentStatus', { paymentStatus });
    // The id breaks ties so a page never repeats or skips an order placed in the same instant.
    query.orderBy('o.createdAt', 'DESC').addOrderBy('o.id', 'DESC').take(limit).skip(offset);
    const [rows, total] = await query.getManyAndCount();
    const payments = await this.payments.latestFor(rows.map((order) => order.id));
    return { orders: rows.map((order) => ({ ...OrderDto.from(order), payment: payments.get(order.id) ?? null })), total };
  }
}
