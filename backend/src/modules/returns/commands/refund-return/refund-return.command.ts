export class RefundReturnCommand {
  constructor(
    readonly returnId: string,
    readonly by: string,
  ) {}
}

/** A pay-on-delivery return's refund, sent by hand by Mobile Money (ADR 069), marked paid. */
export class MarkRefundPaidCommand {
  constructor(
    readonly returnId: string,
    readonly by: string,
  ) {}
}
