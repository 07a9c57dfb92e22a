export class ReconcilePaymentsCommand {
  /** "Now" for the job's clock (tests move it forward instead of waiting). */
  constructor(readonly now: Date = new Date()) {}
}
