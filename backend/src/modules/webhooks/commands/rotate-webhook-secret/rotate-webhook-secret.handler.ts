import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { WebhookSubscription } from '../../domain/webhook-subscription.entity';
import { WebhookSubscriptionDto, WebhookSubscriptionWithSecretDto } from '../../dto/webhook-subscription.dto';
import { newWebhookSecret } from '../../relay/signature';
import { RotateWebhookSecretCommand } from './rotate-webhook-secret.command';

/** A new secret signs every send from now on, retries of older events included; the old one stops at once. */
@Injectable()
export class RotateWebhookSecretHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ id }: RotateWebhookSecretCommand): Promise<WebhookSubscriptionWithSecretDto> {
    const repository = this.dataSource.getRepository(WebhookSubscription);
    const subscription = await repository.findOneBy({ id });
    if (!subscription) throw new NotFoundError('Webhook not found');
    subscription.secret = newWebhookSecret();
    const saved = await repository.save(subscription);
    return { ...WebhookSubscriptionDto.from(saved), secret: saved.secret };
  }
}
