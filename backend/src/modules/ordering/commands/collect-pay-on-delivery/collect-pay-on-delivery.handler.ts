import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatCedis, toPesewas } from '@shop/rules';
import { InvalidInputError } from '../../../../shared/http/domain-errors';
import type { Transactions } from '../../../../shared/transactions';
import { NotificationsService } from '../../../notifications/notifications.service';
import { orderFacts } from '../../domain/order-facts';
import { Order } from '../../domain/order.entity';
import { lockAtTheDoor, withHistory } from '../../domain/pay-on-delivery';
import { OrderStatusChanged } from '../../events/order-status-changed.event';
import { OrderRecords } from '../../order-records';
import { webhookOrder, webhookPayment } from '../../../webhooks/domain/webhook-payloads';
import { WebhookPublisher } from '../../../webhooks/webhook-publisher';
import { CollectPayOnDeliveryCommand } from './collect-pay-on-delivery.command';

/**
 * The money was taken at the door: the order is paid and, handed over, delivered. Exactly the total
 * (anything else is a miscount to settle before recording); who, which way, how much and when are kept.
 */
@Injectable()
export class CollectPayOnDeliveryHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: Transactions,
    @Inject(OrderRecords) private readonly orders: Pick<OrderRecords, 'lockForChange' | 'save'>,
    private readonly events: EventEmitter2,
    @Inject(NotificationsService) private readonly notifications: Pick<NotificationsService, 'payOnDeliveryStep'>,
    @Inject(WebhookPublisher) private readonly webhooks: Pick<WebhookPublisher, 'publish'>,
  ) {}

  async execute({ orderId, via, amount, by }: CollectPayOnDeliveryCommand): Promise<Order> {
    const { order, from } = await this.dataSource.transaction(async (manager) => {
      const order = await lockAtTheDoor(this.orders, manager, orderId, 'marked collected');
      if (toPesewas(amount) !== toPesewas(order.total)) {
        throw new InvalidInputError({ amount: [`amount must be the order's total, ${formatCedis(order.total)}; ${formatCedis(amount)} was entered`] });
      }
      const from = order.orderStatus;
      const now = new Date();
      withHistory(order, 'collected', by, `${formatCedis(order.total)} ${via === 'cash' ? 'in cash' : 'by Mobile Money'}`, now);
      order.payOnDelivery = { ...order.payOnDelivery!, collection: { via, amount: order.total, by, at: now.toISOString() } };
      order.paymentStatus = 'paid';
      order.orderStatus = 'delivered';
      order.deliveredAt = now;
      const saved = await this.orders.save(manager, order);
      await this.notifications.payOnDeliveryStep(manager, orderFacts(saved), 'collected', { via });
      await this.webhooks.publish(manager, 'payment.received', webhookPayment(saved));
      await this.webhooks.publish(manager, 'order.status_changed', { from, to: saved.orderStatus, order: webhookOrder(saved) });
      return { order: saved, from };
    });
    this.events.emit(OrderStatusChanged.eventName, new OrderStatusChanged(order.id, order.orderNumber, from, order.orderStatus, order.trackingNumber));
    return order;
  }
}
