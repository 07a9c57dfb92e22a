export class SendRefundsCommand {
  /** One attempt's refund, or (null) every refund still to send. */
  constructor(readonly attemptId: string | null) {}
}
