import type { CreateWebhookDto, UpdateWebhookDto } from '../../dto/webhook-subscription.dto';

/** A new subscription (no id) or a change to one. */
export class SaveWebhookCommand {
  constructor(
    readonly id: string | null,
    readonly fields: CreateWebhookDto | UpdateWebhookDto,
  ) {}
}
