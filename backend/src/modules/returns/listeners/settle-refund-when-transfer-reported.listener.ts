import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { TransferReported } from '../../payments/events/transfer-reported.event';
import { MomoRefundTransfers, REFUND_REFERENCE_PREFIX } from '../momo-refund-transfers';

/** Paystack's transfer webhooks settle a pay-on-delivery refund; a failure here leaves the inbox row for the next run. */
@Injectable()
export class SettleRefundWhenTransferReportedListener {
  constructor(private readonly transfers: MomoRefundTransfers) {}

  @OnEvent(TransferReported.eventName, { suppressErrors: false })
  async handle(event: TransferReported): Promise<void> {
    if (event.reference.startsWith(REFUND_REFERENCE_PREFIX)) await this.transfers.settle(event.reference, event.outcome, event.detail);
  }
}
