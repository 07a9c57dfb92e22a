export class ProcessPaymentEventsCommand {
  /** One stored event (right after it arrived), or (null) every event still unprocessed. */
  constructor(readonly eventId: string | null) {}
}
