/**
 * The provider told the outcome of a transfer (a supplier payout): its webhook, processed from the
 * inbox. Emitted with emitAsync and awaited: the inbox row counts as processed only once the payout
 * is settled, so a failure leaves the event for reconciliation.
 */
export class TransferReported {
  static readonly eventName = 'payments.transfer-reported';

  constructor(
    /** Our transfer reference (supplier_payouts.reference). */
    readonly reference: string,
    readonly outcome: 'paid' | 'failed' | 'reversed',
    /** A sentence for staff ("Paystack, by webhook: the transfer failed"). */
    readonly detail: string,
  ) {}
}
