import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { Order } from '../../domain/order.entity';
import { ORDER_PAYMENTS, OrderPayments } from '../../ports/order-payments.port';
import { asOrderNumber } from '../../domain/order-number';
import { heldUntil } from '../../domain/payment-hold';
import { TrackedOrderDto } from '../../dto/order.dto';
import { TrackOrderQuery } from './track-order.query';

@Injectable()
export class TrackOrderHandler {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @Inject(ORDER_PAYMENTS) private readonly payments: OrderPayments,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(query: TrackOrderQuery): Promise<TrackedOrderDto> {
    const orderNumber = asOrderNumber(query.orderNumber);
    const order = orderNumber ? await this.orders.findOneBy({ orderNumber }) : null;
    if (!order) throw new NotFoundError('Order not found');
    const payment = (await this.payments.latestFor([order.id])).get(order.id) ?? null;
    return { ...TrackedOrderDto.from(order), payment, heldUntil: heldUntil(order, this.config.payments.holdMinutes) };
  }

}
