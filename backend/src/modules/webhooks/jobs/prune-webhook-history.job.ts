import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { hourlyAtARandomMinute } from '../../../shared/scheduled-jobs';
import { countedJobRun } from '../../../shared/metrics/job-runs';

export const PRUNE_WEBHOOK_HISTORY_JOB = 'prune-webhook-history';

/** How long an event, its deliveries and their attempts stay for the console and a resend by hand. */
export const WEBHOOK_HISTORY_DAYS = 30;

/** Events per round: a long-stopped shop catches up over a few hours instead of one long transaction. */
const BATCH = 1000;

/**
 * Every event the shop publishes is kept with each delivery and attempt; without this the three
 * tables only grow. An event goes once it is older than WEBHOOK_HISTORY_DAYS and none of its
 * deliveries is still to be sent. Instances sharing one PostgreSQL may prune at once: each row is
 * deleted by one of them.
 */
@Injectable()
export class PruneWebhookHistoryJob {
  private readonly logger = new Logger('Webhooks');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Cron(hourlyAtARandomMinute(), { name: PRUNE_WEBHOOK_HISTORY_JOB, waitForCompletion: true, unrefTimeout: true })
  async pruneNow(): Promise<void> {
    await countedJobRun(PRUNE_WEBHOOK_HISTORY_JOB, () => this.prune()).catch((error: unknown) => this.logger.warn(`Could not prune the webhook history: ${error instanceof Error ? error.message : error}`));
  }

  /** How many events went. */
  async prune(): Promise<number> {
    const [{ count }]: { count: number }[] = await this.dataSource.query(
      `WITH old AS (
         SELECT e.id FROM webhook_events e
          WHERE e."occurredAt" < now() - make_interval(days => $1)
            AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d."eventId" = e.id AND d.status IN ('pending', 'sending'))
          LIMIT $2
       ), deliveries AS (
         DELETE FROM webhook_deliveries d USING old WHERE d."eventId" = old.id RETURNING d.id
       ), attempts AS (
         DELETE FROM webhook_attempts a USING deliveries WHERE a."deliveryId" = deliveries.id
       ), events AS (
         DELETE FROM webhook_events e USING old WHERE e.id = old.id RETURNING e.id
       )
       SELECT count(*)::int AS count FROM events`,
      [WEBHOOK_HISTORY_DAYS, BATCH],
    );
    return count;
  }
}
