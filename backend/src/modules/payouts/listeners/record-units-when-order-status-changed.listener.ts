import { Injectable, Logger } from '@nestjs/common';
import { OnEventInBackground } from '../../../shared/events/background-listeners';
import { OrderingService } from '../../ordering/ordering.service';
import { OrderStatusChanged } from '../../ordering/events/order-status-changed.event';
import { orderItemId } from '../domain/payout-rules';
import { PayoutLedger } from '../payout-ledger';

/**
 * A delivered order's supplier units enter the ledger; an order staff cancel afterwards (and refund)
 * takes them back, as a return of every unit would. A delivered order is moved back a stage before
 * it may be cancelled (ADR 043), so any cancel looks for units to take back; most have none.
 */
@Injectable()
export class RecordUnitsWhenOrderStatusChangedListener {
  private readonly logger = new Logger(RecordUnitsWhenOrderStatusChangedListener.name);

  constructor(
    private readonly ledger: PayoutLedger,
    private readonly ordering: OrderingService,
  ) {}

  @OnEventInBackground(OrderStatusChanged.eventName)
  async handle(event: OrderStatusChanged): Promise<void> {
    try {
      if (event.to === 'delivered') await this.ledger.recordDelivered(event.orderId);
      else if (event.to === 'cancelled') {
        const order = await this.ordering.findForPayouts(this.ledger.manager, event.orderId);
        for (const [index, line] of order?.items.entries() ?? []) {
          await this.ledger.reverseReturnedUnits(orderItemId(event.orderId, index), line.quantity, `cancelled:${event.orderId}`);
        }
      }
    } catch (error) {
      this.logger.error(`Supplier ledger for order ${event.orderNumber} (${event.from} -> ${event.to}) not written: ${(error as Error).message}`);
    }
  }
}
