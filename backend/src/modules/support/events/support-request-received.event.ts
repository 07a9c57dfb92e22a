export class SupportRequestReceived {
  static readonly eventName = 'support.request-received';

  constructor(
    readonly requestId: string,
    readonly subject: string,
  ) {}
}
