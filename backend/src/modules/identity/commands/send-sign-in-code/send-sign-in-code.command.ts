export class SendSignInCodeCommand {
  constructor(
    /** E.164. */
    readonly phone: string,
    /** The channel the code goes by (ADR 067). */
    readonly via: 'sms' | 'whatsapp' = 'sms',
  ) {}
}
