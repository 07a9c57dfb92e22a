import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Transactions } from '../../../../shared/transactions';
import { CatalogService } from '../../../catalog/catalog.service';
import { NotificationsService } from '../../../notifications/notifications.service';
import { orderFacts } from '../../domain/order-facts';
import { CatalogStock, releaseOrderUnits } from '../../domain/order-stock';
import { Order } from '../../domain/order.entity';
import { lockAtTheDoor, withHistory } from '../../domain/pay-on-delivery';
import { OrderStatusChanged } from '../../events/order-status-changed.event';
import { OrderRecords } from '../../order-records';
import { webhookOrder } from '../../../webhooks/domain/webhook-payloads';
import { WebhookPublisher } from '../../../webhooks/webhook-publisher';
import { RefusePayOnDeliveryCommand } from './refuse-pay-on-delivery.command';

/**
 * Refused at the door: the order is cancelled with its payment `refused` (closed, ADR 043), its units
 * go back on sale, and the refusal counts against the phone (two in 180 days end pay on delivery for it).
 */
@Injectable()
export class RefusePayOnDeliveryHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: Transactions,
    @Inject(OrderRecords) private readonly orders: Pick<OrderRecords, 'lockForChange' | 'save'>,
    @Inject(CatalogService) private readonly catalog: CatalogStock,
    private readonly events: EventEmitter2,
    @Inject(NotificationsService) private readonly notifications: Pick<NotificationsService, 'payOnDeliveryStep'>,
    @Inject(WebhookPublisher) private readonly webhooks: Pick<WebhookPublisher, 'publish'>,
  ) {}

  async execute({ orderId, by, note }: RefusePayOnDeliveryCommand): Promise<Order> {
    const { order, from } = await this.dataSource.transaction(async (manager) => {
      const order = await lockAtTheDoor(this.orders, manager, orderId, 'marked refused');
      const from = order.orderStatus;
      const now = new Date();
      await releaseOrderUnits(this.catalog, manager, order.items);
      withHistory(order, 'refused', by, note, now);
      order.orderStatus = 'cancelled';
      order.paymentStatus = 'refused';
      order.codRefusedAt = now;
      const saved = await this.orders.save(manager, order);
      await this.notifications.payOnDeliveryStep(manager, orderFacts(saved), 'refused');
      await this.webhooks.publish(manager, 'order.status_changed', { from, to: saved.orderStatus, order: webhookOrder(saved) });
      return { order: saved, from };
    });
    this.events.emit(OrderStatusChanged.eventName, new OrderStatusChanged(order.id, order.orderNumber, from, order.orderStatus, order.trackingNumber));
    return order;
  }
}
