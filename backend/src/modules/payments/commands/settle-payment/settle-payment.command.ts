/** Which path asks: the shopper's return (or poll), a webhook, or the reconciliation job. */
export type SettlementTrigger = 'return' | 'webhook' | 'reconciliation';

export class SettlePaymentCommand {
  constructor(
    readonly reference: string,
    readonly trigger: SettlementTrigger,
  ) {}
}
