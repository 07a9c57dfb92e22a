import { Injectable, Logger } from '@nestjs/common';
import { OnEventInBackground } from '../../../shared/events/background-listeners';
import { OrderLinesReturned } from '../../returns/events/order-lines-returned.event';
import { orderItemId } from '../domain/payout-rules';
import { PayoutLedger } from '../payout-ledger';

/**
 * A return's parcel reached the shop (ADR 069): its units leave the supplier's ledger, unpaid ones
 * reversed, paid ones taken off the next payout (ADR 070). The return's id makes a repeat a no-op.
 * Returns name a line by its index in the order's items, as the ledger does.
 */
@Injectable()
export class ReverseUnitsWhenOrderLinesReturnedListener {
  private readonly logger = new Logger(ReverseUnitsWhenOrderLinesReturnedListener.name);

  constructor(private readonly ledger: PayoutLedger) {}

  @OnEventInBackground(OrderLinesReturned.eventName)
  async handle(event: OrderLinesReturned): Promise<void> {
    for (const line of event.lines) {
      const index = Number(line.orderItemId);
      if (!Number.isSafeInteger(index)) continue;
      try {
        await this.ledger.reverseReturnedUnits(orderItemId(event.orderId, index), line.quantity, event.returnId);
      } catch (error) {
        this.logger.error(`Supplier ledger for return ${event.returnId} (line ${line.orderItemId}) not reversed: ${(error as Error).message}`);
      }
    }
  }
}
