import { Injectable } from '@nestjs/common';
import { OnEventInBackground } from '../../../shared/events/background-listeners';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OrderStatusChanged } from '../../ordering/events/order-status-changed.event';
import { PromotionsService } from '../promotions.service';

/**
 * Staff cancelled an order: its promotions' uses come back (the last use of a code is not lost to
 * an order that never went ahead). An order delivered was paid at the door if not before.
 * Expired holds give theirs back in the transaction that cancels them (OrderingService.expireUnpaid).
 */
@Injectable()
export class ReleaseUseWhenOrderStatusChangedListener {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly promotions: PromotionsService,
  ) {}

  @OnEventInBackground(OrderStatusChanged.eventName)
  async handle(event: OrderStatusChanged): Promise<void> {
    if (event.to === 'cancelled') await this.dataSource.transaction((manager) => this.promotions.releaseUses(manager, event.orderId));
    if (event.to === 'delivered') await this.dataSource.query(`UPDATE promotion_uses SET "paidAt" = now() WHERE "orderId" = $1 AND "paidAt" IS NULL AND "cancelledAt" IS NULL`, [event.orderId]);
  }
}
