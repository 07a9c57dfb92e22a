export class GetCartReminderQuery {
  constructor(
    readonly sessionId: string,
    readonly ownerHash: string | null,
  ) {}
}
