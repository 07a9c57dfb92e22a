import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { ConflictError, NotFoundError } from '../../../../shared/http/domain-errors';
import type { Transactions } from '../../../../shared/transactions';
import { NotificationsService } from '../../../notifications/notifications.service';
import { orderFacts } from '../../domain/order-facts';
import { Order } from '../../domain/order.entity';
import { confirmTokenHash, withHistory } from '../../domain/pay-on-delivery';
import { OrderStatusChanged } from '../../events/order-status-changed.event';
import { OrderRecords } from '../../order-records';
import { webhookOrder } from '../../../webhooks/domain/webhook-payloads';
import { WebhookPublisher } from '../../../webhooks/webhook-publisher';
import { ConfirmPayOnDeliveryCommand } from './confirm-pay-on-delivery.command';

/** A confirmation link's token as the shop makes them: 32 random bytes in base64url. */
const CONFIRM_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The shopper (by the link in their SMS) or staff (on the phone) confirms a pay-on-delivery order:
 * it moves from `ordered` to `confirmed`, stops waiting to expire, and its payment stays pending
 * until the rider collects (DECISIONS). Confirming twice changes nothing and tells no one twice.
 */
@Injectable()
export class ConfirmPayOnDeliveryHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: Transactions,
    @Inject(OrderRecords) private readonly orders: Pick<OrderRecords, 'lockForChange' | 'lockByConfirmTokenHash' | 'save'>,
    private readonly events: EventEmitter2,
    @Inject(NotificationsService) private readonly notifications: Pick<NotificationsService, 'payOnDeliveryStep'>,
    @Inject(WebhookPublisher) private readonly webhooks: Pick<WebhookPublisher, 'publish'>,
  ) {}

  async execute({ target, by }: ConfirmPayOnDeliveryCommand): Promise<Order> {
    const { order, from } = await this.dataSource.transaction(async (manager) => {
      const order =
        'token' in target
          ? CONFIRM_TOKEN.test(target.token)
            ? await this.orders.lockByConfirmTokenHash(manager, confirmTokenHash(target.token))
            : null
          : await this.orders.lockForChange(manager, target.orderId);
      if (!order) throw new NotFoundError('Order not found');
      if (order.paymentMethod !== 'cod') throw new ConflictError(`Only a pay-on-delivery order is confirmed this way; this one is paid by ${order.paymentMethod}`, { paymentMethod: order.paymentMethod });
      const from = order.orderStatus;
      if (order.payOnDelivery?.confirmedAt) return { order, from };
      if (order.orderStatus === 'cancelled') {
        const why = order.paymentStatus === 'expired' ? 'it was not confirmed in time' : order.paymentStatus === 'refused' ? 'it was refused at the door' : 'it was cancelled';
        throw new ConflictError(`This order is cancelled: ${why}. Please place a new order if you still want the items.`, { orderStatus: order.orderStatus, paymentStatus: order.paymentStatus });
      }
      const now = new Date();
      withHistory(order, 'token' in target ? 'confirmed' : 'confirmed-by-phone', by, null, now);
      order.payOnDelivery = { ...order.payOnDelivery!, confirmedAt: now.toISOString(), confirmedBy: by };
      if (order.orderStatus === 'ordered') {
        order.orderStatus = 'confirmed';
        order.confirmedAt = now;
      }
      const saved = await this.orders.save(manager, order);
      await this.notifications.payOnDeliveryStep(manager, orderFacts(saved), 'confirmed');
      if (saved.orderStatus !== from) await this.webhooks.publish(manager, 'order.status_changed', { from, to: saved.orderStatus, order: webhookOrder(saved) });
      return { order: saved, from };
    });
    if (order.orderStatus !== from) this.events.emit(OrderStatusChanged.eventName, new OrderStatusChanged(order.id, order.orderNumber, from, order.orderStatus, order.trackingNumber));
    return order;
  }
}
