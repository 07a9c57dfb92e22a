export class AddPhoneCommand {
  constructor(
    readonly userId: string,
    /** E.164. */
    readonly phone: string,
    readonly code: string,
  ) {}
}
