import { SchedulerRegistry } from '@nestjs/schedule';
import { createTestApp, TestApp } from '../test-support/test-app';
import { RECONCILE_PAYMENTS_JOB } from '../modules/payments/jobs/reconcile-payments.job';
import { RECONCILE_PAYOUTS_JOB } from '../modules/payouts/jobs/reconcile-payouts.job';
import { RECONCILE_REFUND_TRANSFERS_JOB } from '../modules/returns/jobs/reconcile-refund-transfers.job';
import { SEND_DUE_CART_REMINDERS_JOB } from '../modules/cart/jobs/send-due-cart-reminders.job';
import { PRUNE_EXPIRED_SESSIONS_JOB } from '../modules/identity/jobs/prune-expired-sessions.job';
import { SWEEP_UNUSED_PHOTOS_JOB } from '../modules/media/jobs/sweep-unused-photos.job';
import { SEND_UNSEEN_CHAT_ANSWERS_JOB } from '../modules/support/jobs/send-unseen-chat-answers.job';
import { PRUNE_WEBHOOK_HISTORY_JOB } from '../modules/webhooks/jobs/prune-webhook-history.job';
import { RELAY_OUTBOX_JOB } from '../modules/notifications/jobs/relay-outbox.job';
import { RELAY_WEBHOOKS_JOB } from '../modules/webhooks/jobs/relay-webhooks.job';

const CRON_JOBS = [PRUNE_EXPIRED_SESSIONS_JOB, SWEEP_UNUSED_PHOTOS_JOB, SEND_UNSEEN_CHAT_ANSWERS_JOB, PRUNE_WEBHOOK_HISTORY_JOB];
const INTERVAL_JOBS = [RECONCILE_PAYMENTS_JOB, RECONCILE_PAYOUTS_JOB, RECONCILE_REFUND_TRANSFERS_JOB, SEND_DUE_CART_REMINDERS_JOB];

/** JOBS=off (ADR 074): a web instance beside a worker schedules nothing; the default schedules everything. */
describe('the JOBS switch', () => {
  let shop: TestApp | undefined;
  afterEach(async () => {
    await shop?.close();
    shop = undefined;
  });

  function scheduled(app: TestApp): { crons: string[]; intervals: string[] } {
    const registry = app.app.get(SchedulerRegistry);
    return { crons: [...registry.getCronJobs().keys()].sort(), intervals: registry.getIntervals().sort() };
  }

  it('with the default, every cron and interval job is scheduled in the process', async () => {
    shop = await createTestApp();
    const { crons, intervals } = scheduled(shop);
    expect(crons).toEqual([...CRON_JOBS].sort());
    expect(intervals).toEqual(expect.arrayContaining(INTERVAL_JOBS));
  });

  it('with JOBS=off, none is: no reconciliation, sweep, reminder, prune or relay', async () => {
    shop = await createTestApp({ jobsInProcess: false });
    const { crons, intervals } = scheduled(shop);
    expect(crons).toEqual([]);
    expect(intervals).toEqual([]);
    expect(intervals).not.toContain(RELAY_OUTBOX_JOB);
    expect(intervals).not.toContain(RELAY_WEBHOOKS_JOB);
  });
});
