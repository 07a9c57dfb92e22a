import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { DeleteWebhookCommand } from './delete-webhook.command';

/** The subscription goes with its delivery log; the events stay for the other subscriptions. */
@Injectable()
export class DeleteWebhookHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ id }: DeleteWebhookCommand): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [gone]: [{ id: string }[], number] = await manager.query(`DELETE FROM webhook_subscriptions WHERE id = $1 RETURNING id`, [id]);
      if (gone.length === 0) throw new NotFoundError('Webhook not found');
      await manager.query(`DELETE FROM webhook_attempts WHERE "deliveryId" IN (SELECT id FROM webhook_deliveries WHERE "subscriptionId" = $1)`, [id]);
      await manager.query(`DELETE FROM webhook_deliveries WHERE "subscriptionId" = $1`, [id]);
    });
  }
}
