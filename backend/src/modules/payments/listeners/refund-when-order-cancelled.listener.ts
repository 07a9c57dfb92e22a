import { Injectable, Logger } from '@nestjs/common';
import { OnEventInBackground } from '../../../shared/events/background-listeners';
import { OrderStatusChanged } from '../../ordering/events/order-status-changed.event';
import { RequestRefundCommand } from '../commands/request-refund/request-refund.command';
import { RequestRefundHandler } from '../commands/request-refund/request-refund.handler';

/** Staff cancelled an order: a paid attempt is refunded. If this process dies first, reconciliation finds the order (paid and cancelled). */
@Injectable()
export class RefundWhenOrderCancelledListener {
  private readonly logger = new Logger(RefundWhenOrderCancelledListener.name);

  constructor(private readonly requestRefund: RequestRefundHandler) {}

  @OnEventInBackground(OrderStatusChanged.eventName)
  async handle(event: OrderStatusChanged): Promise<void> {
    if (event.to !== 'cancelled' || event.from === 'cancelled') return;
    try {
      await this.requestRefund.execute(new RequestRefundCommand(event.orderId, 'The order was cancelled by staff: refund requested'));
    } catch (error) {
      this.logger.warn(`Refund for order ${event.orderNumber} left to reconciliation: ${(error as Error).message}`);
    }
  }
}
