import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { TransferReported } from '../../payments/events/transfer-reported.event';
import { SettlePayoutHandler } from '../commands/settle-payout.handler';

/** Paystack's transfer webhooks settle payouts; a failure here leaves the inbox row for the next run. */
@Injectable()
export class SettlePayoutWhenTransferReportedListener {
  constructor(private readonly settle: SettlePayoutHandler) {}

  @OnEvent(TransferReported.eventName, { suppressErrors: false })
  async handle(event: TransferReported): Promise<void> {
    await this.settle.execute(event.reference, event.outcome, event.detail);
  }
}
