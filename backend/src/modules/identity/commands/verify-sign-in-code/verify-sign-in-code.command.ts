export class VerifySignInCodeCommand {
  constructor(
    /** E.164. */
    readonly phone: string,
    readonly code: string,
  ) {}
}
