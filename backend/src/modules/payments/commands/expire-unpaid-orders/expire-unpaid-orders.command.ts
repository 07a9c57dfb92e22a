export class ExpireUnpaidOrdersCommand {
  /** Orders placed before `cutoff` and still unpaid lose their hold. */
  constructor(readonly cutoff: Date) {}
}
