import { SchedulerRegistry } from '@nestjs/schedule';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { PRUNE_WEBHOOK_HISTORY_JOB, PruneWebhookHistoryJob, WEBHOOK_HISTORY_DAYS } from './prune-webhook-history.job';

describe('pruning the webhook history', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const ids = async (table: string, column = 'id') => (await shop.dataSource.query(`SELECT "${column}" AS id FROM ${table} ORDER BY 1`)).map((row: { id: string }) => row.id);

  it(`removes events older than ${WEBHOOK_HISTORY_DAYS} days with their deliveries and attempts, once nothing of them is left to send`, async () => {
    const [subscription]: { id: string }[] = await shop.dataSource.query(
      `INSERT INTO webhook_subscriptions (url, "eventTypes", secret) VALUES ('https://books.example.com/hooks', '{order.placed}', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw') RETURNING id`,
    );
    const event = async (id: string, daysAgo: number, status: string) => {
      await shop.dataSource.query(`INSERT INTO webhook_events (id, type, version, data, "occurredAt") VALUES ($1, 'order.placed', 1, '{}', now() - make_interval(days => $2))`, [id, daysAgo]);
      const [delivery]: { id: string }[] = await shop.dataSource.query(
        `INSERT INTO webhook_deliveries ("subscriptionId", "eventId", status, attempts) VALUES ($1, $2, $3, 1) RETURNING id`,
        [subscription.id, id, status],
      );
      await shop.dataSource.query(`INSERT INTO webhook_attempts ("deliveryId", "attemptedAt", "durationMs", "statusCode") VALUES ($1, now(), 120, 200)`, [delivery.id]);
    };
    await event('evt_old_delivered', WEBHOOK_HISTORY_DAYS + 1, 'delivered');
    await event('evt_old_failed', WEBHOOK_HISTORY_DAYS + 5, 'failed');
    // Still to be sent (the endpoint was switched off and on again): kept whatever its age.
    await event('evt_old_pending', WEBHOOK_HISTORY_DAYS + 2, 'pending');
    await event('evt_recent', WEBHOOK_HISTORY_DAYS - 1, 'delivered');

    expect(await shop.app.get(PruneWebhookHistoryJob).prune()).toBe(2);
    expect(await ids('webhook_events')).toEqual(['evt_old_pending', 'evt_recent']);
    expect(await ids('webhook_deliveries', 'eventId')).toEqual(['evt_old_pending', 'evt_recent']);
    expect(await shop.dataSource.query(`SELECT count(*)::int AS count FROM webhook_attempts`)).toEqual([{ count: 2 }]);
    expect(await shop.app.get(PruneWebhookHistoryJob).prune()).toBe(0);
  });

  it('runs every hour', () => {
    expect(shop.app.get(SchedulerRegistry).getCronJob(PRUNE_WEBHOOK_HISTORY_JOB)).toBeDefined();
  });
});
