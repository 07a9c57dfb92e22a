export class ExpireUnpaidOrdersCommand {
  constructor(
    /** Orders placed before `cutoff` and still unpaid lose their hold. */
    readonly cutoff: Date,
    /** Pay-on-delivery orders placed before `codCutoff` and still not confirmed by their shopper lose theirs (ADR 054). */
    readonly codCutoff: Date,
  ) {}
}
