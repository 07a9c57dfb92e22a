export class RestoreRemindedCartCommand {
  constructor(
    readonly token: string,
    /** The cart of the browser that opened the link. */
    readonly sessionId: string,
    readonly ownerHash: string,
  ) {}
}
