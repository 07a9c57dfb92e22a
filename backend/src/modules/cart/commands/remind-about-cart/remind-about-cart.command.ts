export class RemindAboutCartCommand {
  constructor(
    readonly sessionId: string,
    /** Hash of the browser's cart-owner token: only the cart's own browser may ask. */
    readonly ownerHash: string | null,
    /** E.164, already checked. */
    readonly phone: string,
  ) {}
}
