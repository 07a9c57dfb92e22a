import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { WebhookAttemptDto, WebhookDeliveryDto } from '../../dto/webhook-subscription.dto';
import { ListWebhookDeliveriesQuery } from './list-webhook-deliveries.query';

const ATTEMPTS_SHOWN = 20;

/** A subscription's latest deliveries, newest first, each with its latest attempts. */
@Injectable()
export class ListWebhookDeliveriesHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ subscriptionId, limit }: ListWebhookDeliveriesQuery): Promise<WebhookDeliveryDto[]> {
    const [exists] = await this.dataSource.query(`SELECT 1 FROM webhook_subscriptions WHERE id = $1`, [subscriptionId]);
    if (!exists) throw new NotFoundError('Webhook not found');
    const rows: (Omit<WebhookDeliveryDto, 'attemptLog'> & { attemptLog: WebhookAttemptDto[] | null })[] = await this.dataSource.query(
      `SELECT d.id, d."eventId", e.type, d.status, d.attempts, d."createdAt",
              CASE WHEN d.status IN ('pending', 'sending') THEN d."nextAttemptAt" END AS "nextAttemptAt", d."deliveredAt", d."lastError",
              (SELECT json_agg(a ORDER BY a."attemptedAt" DESC) FROM (
                 SELECT "attemptedAt", "durationMs", "statusCode", excerpt, error FROM webhook_attempts
                  WHERE "deliveryId" = d.id ORDER BY "attemptedAt" DESC LIMIT $3) a) AS "attemptLog"
         FROM webhook_deliveries d JOIN webhook_events e ON e.id = d."eventId"
        WHERE d."subscriptionId" = $1
        ORDER BY d.sequence DESC LIMIT $2`,
      [subscriptionId, limit, ATTEMPTS_SHOWN],
    );
    return rows.map((row) => ({
      ...row,
      createdAt: new Date(row.createdAt),
      nextAttemptAt: row.nextAttemptAt && new Date(row.nextAttemptAt),
      deliveredAt: row.deliveredAt && new Date(row.deliveredAt),
      attemptLog: (row.attemptLog ?? []).map((attempt) => ({ ...attempt, attemptedAt: new Date(attempt.attemptedAt) })),
    }));
  }
}
