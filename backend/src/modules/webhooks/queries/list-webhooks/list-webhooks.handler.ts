import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { WebhookSubscription } from '../../domain/webhook-subscription.entity';
import { WebhookSubscriptionDto } from '../../dto/webhook-subscription.dto';

@Injectable()
export class ListWebhooksHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(): Promise<WebhookSubscriptionDto[]> {
    const subscriptions = await this.dataSource.getRepository(WebhookSubscription).find({ order: { createdAt: 'ASC', id: 'ASC' } });
    return subscriptions.map(WebhookSubscriptionDto.from);
  }
}
