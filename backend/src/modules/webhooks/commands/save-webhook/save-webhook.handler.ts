import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { InvalidInputError, NotFoundError } from '../../../../shared/http/domain-errors';
import { WebhookSubscription } from '../../domain/webhook-subscription.entity';
import { WebhookSubscriptionDto, WebhookSubscriptionWithSecretDto } from '../../dto/webhook-subscription.dto';
import { endpointRefusal } from '../../relay/safe-post';
import { newWebhookSecret } from '../../relay/signature';
import { WebhookRelay } from '../../relay/webhook-relay';
import { SaveWebhookCommand } from './save-webhook.command';

@Injectable()
export class SaveWebhookHandler {
  private readonly logger = new Logger('Webhooks');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly relay: WebhookRelay,
  ) {}

  async execute({ id, fields }: SaveWebhookCommand): Promise<WebhookSubscriptionDto | WebhookSubscriptionWithSecretDto> {
    const url = fields.url?.trim();
    if (url !== undefined) {
      const refused = endpointRefusal(url, this.config.webhooks.allowPrivate);
      if (refused) {
        // The admin sees plain words; the operator, who may be testing a receiver on their own machine, gets the setting.
        // The host only: a URL's path or query may hold the receiver's token.
        if (endpointRefusal(url, true) === null) this.logger.warn(`Webhook URL on ${new URL(url).host} refused: WEBHOOK_ALLOW_PRIVATE=on would accept http:// and private addresses (for testing only, docs/webhooks.md)`);
        throw new InvalidInputError({ url: [refused] });
      }
    }
    const repository = this.dataSource.getRepository(WebhookSubscription);
    if (id === null) {
      const created = await repository.save(
        repository.create({ url: url!, eventTypes: fields.eventTypes!, description: fields.description?.trim() || null, active: fields.active ?? true, secret: newWebhookSecret(), disabledReason: null }),
      );
      return { ...WebhookSubscriptionDto.from(created), secret: created.secret };
    }
    const existing = await repository.findOneBy({ id });
    if (!existing) throw new NotFoundError('Webhook not found');
    if (url !== undefined) existing.url = url;
    if (fields.eventTypes !== undefined) existing.eventTypes = fields.eventTypes;
    if (fields.description !== undefined) existing.description = fields.description?.trim() || null;
    const reopened = fields.active === true && !existing.active;
    if (fields.active !== undefined) existing.active = fields.active;
    if (existing.active) existing.disabledReason = null;
    const saved = await repository.save(existing);
    // Back on: what it missed meanwhile goes out now, in order.
    if (reopened) this.relay.wake();
    return WebhookSubscriptionDto.from(saved);
  }
}
