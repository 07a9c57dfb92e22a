export class DeleteWebhookCommand {
  constructor(readonly id: string) {}
}
