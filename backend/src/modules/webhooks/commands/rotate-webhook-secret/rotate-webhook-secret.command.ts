export class RotateWebhookSecretCommand {
  constructor(readonly id: string) {}
}
