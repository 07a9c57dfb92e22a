import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Transactions } from '../../../../shared/transactions';
import { NotificationsService } from '../../../notifications/notifications.service';
import { orderFacts, orderToPay } from '../../domain/order-facts';
import { Order } from '../../domain/order.entity';
import { lockAtTheDoor, withHistory } from '../../domain/pay-on-delivery';
import { OrderRecords } from '../../order-records';
import { ORDER_PAYMENTS, OrderPayments } from '../../ports/order-payments.port';
import type { OrderPaymentDto } from '../../ports/order-payment.dto';
import { RequestMomoAtDoorCommand } from './request-momo-at-door.command';

/**
 * A Mobile Money payment through the shop's usual provider (Paystack), its link texted to the
 * shopper's phone: the provider's webhook then settles it like any prepaid payment, exactly once.
 * The attempt is started outside a transaction (a provider call never holds the order's lock).
 */
@Injectable()
export class RequestMomoAtDoorHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: Transactions,
    @Inject(OrderRecords) private readonly orders: Pick<OrderRecords, 'lockForChange' | 'save'>,
    @Inject(ORDER_PAYMENTS) private readonly payments: Pick<OrderPayments, 'requestMomo'>,
    @Inject(NotificationsService) private readonly notifications: Pick<NotificationsService, 'payOnDeliveryMomoRequested'>,
  ) {}

  async execute({ orderId, by, origin }: RequestMomoAtDoorCommand): Promise<{ order: Order; payment: OrderPaymentDto }> {
    const order = await this.dataSource.transaction((manager) => lockAtTheDoor(this.orders, manager, orderId, 'sent a Mobile Money request'));
    const payment = await this.payments.requestMomo(orderToPay(order), origin);
    if (!payment.redirectUrl) throw new ServiceUnavailableException('The payment provider could not be reached: try again in a moment, or collect cash');
    const saved = await this.dataSource.transaction(async (manager) => {
      // Paid, refused or moved on while the provider answered: the request is not sent.
      const current = await lockAtTheDoor(this.orders, manager, orderId, 'sent a Mobile Money request');
      const saved = await this.orders.save(manager, withHistory(current, 'momo-requested', by, `Mobile Money request ${payment.reference}`));
      await this.notifications.payOnDeliveryMomoRequested(manager, orderFacts(saved), payment.redirectUrl!, payment.reference);
      return saved;
    });
    return { order: saved, payment };
  }
}
