import { Inject, Injectable } from '@nestjs/common';
import { cancellingRefunds, cancelRefusedBecause, orderClosedBecause } from '@shop/rules';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { ConflictError, InvalidInputError, NotFoundError } from '../../../../shared/http/domain-errors';
import type { Transactions } from '../../../../shared/transactions';
import { CatalogService } from '../../../catalog/catalog.service';
import { NotificationsService } from '../../../notifications/notifications.service';
import { webhookOrder } from '../../../webhooks/domain/webhook-payloads';
import { WebhookPublisher } from '../../../webhooks/webhook-publisher';
import { orderFacts } from '../../domain/order-facts';
import { CatalogStock, releaseOrderUnits, takeOrderUnits } from '../../domain/order-stock';
import { nameWithChoice } from '../../../catalog/domain/product-variants';
import { ORDER_TIMELINE, OrderStatus, STAGE_TIMESTAMP } from '../../domain/order-status';
import { OrderDto } from '../../dto/order.dto';
import { OrderStatusChanged } from '../../events/order-status-changed.event';
import { OrderRecords } from '../../order-records';
import { ORDER_PAYMENTS, OrderPayments } from '../../ports/order-payments.port';
import { ChangeOrderStatusCommand } from './change-order-status.command';

/**
 * An admin may choose any status (SPEC §4). The stage timestamp is set; cancelling puts the units
 * back in stock and un-cancelling takes them again (409 if they are gone meanwhile). A delivered
 * order is not cancelled (409): its units are with the customer, and a return brings them back. Where money
 * makes that unsafe (ADR 043), a closed order (refunded, being refunded, expired) answers 409, and
 * cancelling a paid order needs a reason, kept in the order's payment history for staff. Both are
 * decided on the locked row, so a payment settling meanwhile is seen. Collaborators are named by
 * the part used, which is all change-order-status.handler.spec.ts fakes.
 */
@Injectable()
export class ChangeOrderStatusHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: Transactions,
    @Inject(OrderRecords) private readonly orders: Pick<OrderRecords, 'lockForChange' | 'save'>,
    @Inject(CatalogService) private readonly catalog: CatalogStock,
    private readonly events: EventEmitter2,
    @Inject(ORDER_PAYMENTS) private readonly payments: OrderPayments,
    @Inject(NotificationsService) private readonly notifications: Pick<NotificationsService, 'orderStatusChanged'>,
    @Inject(WebhookPublisher) private readonly webhooks: Pick<WebhookPublisher, 'publish'>,
  ) {}

  async execute({ orderId, change }: ChangeOrderStatusCommand): Promise<OrderDto> {
    const { order, from } = await this.dataSource.transaction(async (manager) => {
      const order = await this.orders.lockForChange(manager, orderId);
      if (!order) throw new NotFoundError('Order not found');
      const from = order.orderStatus;
      const to = change.status as OrderStatus;
      const closed = orderClosedBecause(order);
      if (closed) throw new ConflictError(closed, { orderStatus: from, paymentStatus: order.paymentStatus });
      const reason = change.reason?.trim() || null;
      const cancelling = to === 'cancelled' && from !== 'cancelled';
      const refused = cancelling && cancelRefusedBecause(order);
      if (refused) throw new ConflictError(refused, { orderStatus: from });
      if (cancelling && cancellingRefunds(order) && !reason) {
        throw new InvalidInputError({ reason: ['reason is required to cancel a paid order: the customer is refunded'] }, 'Give a reason to cancel a paid order');
      }
      if (cancelling) await releaseOrderUnits(this.catalog, manager, order.items);
      if (from === 'cancelled' && to !== 'cancelled') {
        const short = await takeOrderUnits(this.catalog, manager, order.items);
        if (short) throw new ConflictError(`Not enough ${nameWithChoice(short.name, short)} in stock to reopen this order`, { productId: short.productId, variantId: short.variantId ?? null });
      }
      order.orderStatus = to;
      const timeline = ORDER_TIMELINE as readonly string[];
      if (timeline.indexOf(to) >= 0 && timeline.indexOf(to) < timeline.indexOf(from)) {
        // Moved back: the later stages are no longer reached, so their times go (a cancelled order
        // moved back first no longer reads as delivered); reaching one again sets it anew.
        for (const later of ORDER_TIMELINE.slice(timeline.indexOf(to) + 1)) (order as unknown as Record<string, Date | null>)[STAGE_TIMESTAMP[later]] = null;
      }
      if (to === 'ordered') {
        // orderedAt is when the customer placed the order: moving back to 'ordered' keeps it.
        order.orderedAt ??= new Date();
      } else if ((ORDER_TIMELINE as readonly string[]).includes(to)) {
        (order as unknown as Record<string, Date>)[STAGE_TIMESTAMP[to as (typeof ORDER_TIMELINE)[number]]] = new Date();
      }
      if (change.trackingNumber !== undefined && to === 'shipped') order.trackingNumber = change.trackingNumber?.trim() || null;
      const saved = await this.orders.save(manager, order);
      if (cancelling && reason) await this.payments.noteCancellation(manager, order.id, reason);
      if (to !== from) {
        await this.notifications.orderStatusChanged(manager, orderFacts(saved), to);
        await this.webhooks.publish(manager, 'order.status_changed', { from, to, order: webhookOrder(saved) });
      }
      return { order: saved, from };
    });
    this.events.emit(OrderStatusChanged.eventName, new OrderStatusChanged(order.id, order.orderNumber, from, order.orderStatus, order.trackingNumber));
    return { ...OrderDto.from(order), payment: (await this.payments.latestFor([order.id])).get(order.id) ?? null };
  }
}
