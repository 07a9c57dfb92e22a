export class SendSignInCodeCommand {
  constructor(
    /** E.164. */
    readonly phone: string,
  ) {}
}
