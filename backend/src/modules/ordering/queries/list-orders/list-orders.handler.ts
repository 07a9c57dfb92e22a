import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository } from 'typeorm';
import { containsPattern } from '../../../../shared/http/admin-page';
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
    if (search) {
      // Order numbers are read out grouped (GH-7KQ2-M9XD-...) but often typed without the dashes.
      const compact = search.replace(/[\s-]/g, '');
      query.where(
        new Brackets((where) => {
          where
            .where(`(o."firstName" || ' ' || o."lastName") ILIKE :pattern`)
            .orWhere('o.email ILIKE :pattern')
            .orWhere('o."orderNumber" ILIKE :pattern');
          if (compact) where.orWhere(`replace(o."orderNumber", '-', '') ILIKE :compact`);
        }),
        { pattern: containsPattern(search), compact: containsPattern(compact) },
      );
    }
    if (paymentStatus) query.andWhere('o."paymentStatus" = :paymentStatus', { paymentStatus });
    // The id breaks ties so a page never repeats or skips an order placed in the same instant.
    query.orderBy('o.createdAt', 'DESC').addOrderBy('o.id', 'DESC').take(limit).skip(offset);
    const [rows, total] = await query.getManyAndCount();
    const payments = await this.payments.latestFor(rows.map((order) => order.id));
    return { orders: rows.map((order) => ({ ...OrderDto.from(order), payment: payments.get(order.id) ?? null })), total };
  }
}
