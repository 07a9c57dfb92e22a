export class RetryMessageCommand {
  constructor(readonly messageId: string) {}
}
