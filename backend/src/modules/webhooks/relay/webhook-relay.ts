import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { DrainRuns } from '../../../shared/drain-runs';
import { NotificationsService } from '../../notifications/notifications.service';
import { PostOutcome, safePost, WEBHOOK_TIMEOUT_MS } from './safe-post';
import { signWebhook } from './signature';
import { WEBHOOK_CLOCK, WebhookClock } from './webhook-clock';
import { countedJobRun } from '../../../shared/metrics/job-runs';

const BATCH_SIZE = 10;
/** A claim outlives any send: when it lapses, the relay that held it has died and another takes the row. */
export const WEBHOOK_LEASE_SECONDS = Math.ceil((WEBHOOK_TIMEOUT_MS * 4) / 1000);
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 6 * 3600;
/** An endpoint failing this long is turned off and staff are told. */
export const GIVE_UP_AFTER_MS = 3 * 24 * 3600 * 1000;

/** 30 s after the first failure, doubling each time, at most 6 h; failures for 3 days end it. */
export function webhookRetryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_SECONDS);
}

interface ClaimedDelivery {
  id: string;
  subscriptionId: string;
  attempts: number;
  failingSince: Date | null;
  url: string;
  secret: string;
  eventId: string;
  type: string;
  version: number;
  data: unknown;
  occurredAt: Date;
}

/**
 * Sends webhook deliveries. A claim takes, per active subscription, only its earliest delivery
 * still owed (so a subscription receives its events in order, a later one waiting for an earlier
 * one that keeps failing), in a short transaction with FOR UPDATE SKIP LOCKED, as the e-mail
 * relay does (ADR 016): relays on several instances never send the same row at once, a relay
 * killed mid-send leaves a lease that another takes when it lapses, and the receiver may see an
 * event twice (at least once; it dedupes by Webhook-Id). Sends happen outside any transaction.
 */
@Injectable()
export class WebhookRelay implements OnModuleDestroy {
  private readonly logger = new Logger(WebhookRelay.name);
  // Counted under the job's name, RELAY_WEBHOOKS_JOB (not imported: the job's file imports this one).
  private readonly runs = new DrainRuns(
    () => countedJobRun('relay-webhooks', () => this.drain()),
    (error) => this.logger.warn(`Sending webhooks failed: ${error.message}`),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(WEBHOOK_CLOCK) private readonly clock: WebhookClock,
    private readonly notifications: NotificationsService,
  ) {}

  async onModuleDestroy(): Promise<void> {
    await this.runs.stop();
  }

  /** Sends everything due now, batch after batch; returns how many sends it tried. One run at a time per process. */
  runOnce(): Promise<number> {
    return this.runs.runOnce();
  }

  /** Starts a run in the background when this process relays, or another right after the one running. */
  wake(): void {
    if (this.config.webhooks.relayInProcess) this.runs.wake();
  }

  private async drain(): Promise<number> {
    let tried = 0;
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0) return tried;
      tried += claimed.length;
      await Promise.all(claimed.map((delivery) => this.deliver(delivery)));
    }
  }

  /** Takes due deliveries, at most one per subscription: its earliest still owed. */
  async claim(): Promise<ClaimedDelivery[]> {
    const now = this.clock.now();
    const [rows]: [ClaimedDelivery[], number] = await this.dataSource.query(
      `WITH claimed AS (
         UPDATE webhook_deliveries d SET status = 'sending', attempts = d.attempts + 1,
                "nextAttemptAt" = $1::timestamptz + make_interval(secs => $3), "updatedAt" = now()
          WHERE d.id IN (
            SELECT h.id FROM webhook_deliveries h JOIN webhook_subscriptions s ON s.id = h."subscriptionId" AND s.active
             WHERE h.status IN ('pending', 'sending') AND h."nextAttemptAt" <= $1
               AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e
                                WHERE e."subscriptionId" = h."subscriptionId" AND e.status IN ('pending', 'sending') AND e.sequence < h.sequence)
             ORDER BY h.sequence LIMIT $2 FOR UPDATE OF h SKIP LOCKED)
          RETURNING d.id, d."subscriptionId", d."eventId", d.attempts, d."failingSince")
       SELECT c.*, s.url, s.secret, e.type, e.version, e.data, e."occurredAt"
         FROM claimed c JOIN webhook_subscriptions s ON s.id = c."subscriptionId" JOIN webhook_events e ON e.id = c."eventId"`,
      [now, BATCH_SIZE, WEBHOOK_LEASE_SECONDS],
    ).then((result: ClaimedDelivery[] | [ClaimedDelivery[], number]) => (isUpdateResult(result) ? result : [result, result.length]));
    return rows.map((row) => ({ ...row, failingSince: row.failingSince && new Date(row.failingSince), occurredAt: new Date(row.occurredAt) }));
  }

  /** The envelope sent, byte for byte what is signed. */
  static body(delivery: Pick<ClaimedDelivery, 'eventId' | 'type' | 'version' | 'occurredAt' | 'data'>): string {
    return JSON.stringify({ id: delivery.eventId, type: delivery.type, version: delivery.version, timestamp: delivery.occurredAt.toISOString(), data: delivery.data });
  }

  private async deliver(delivery: ClaimedDelivery): Promise<void> {
    const attemptedAt = this.clock.now();
    const timestamp = Math.floor(attemptedAt.getTime() / 1000);
    const body = WebhookRelay.body(delivery);
    const outcome = await safePost(
      delivery.url,
      body,
      {
        'content-type': 'application/json',
        'user-agent': 'KenteAndCo-Webhooks/1',
        'webhook-id': delivery.eventId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(delivery.secret, delivery.eventId, timestamp, body),
      },
      { allowPrivate: this.config.webhooks.allowPrivate, timeoutMs: this.config.webhooks.timeoutMs },
    );
    await this.record(delivery, attemptedAt, outcome);
  }

  private async record(delivery: ClaimedDelivery, attemptedAt: Date, outcome: PostOutcome): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO webhook_attempts ("deliveryId", "attemptedAt", "durationMs", "statusCode", excerpt, error) VALUES ($1, $2, $3, $4, $5, $6)`,
        [delivery.id, attemptedAt, outcome.durationMs, outcome.statusCode, outcome.excerpt, outcome.error],
      );
      if (outcome.error === null) {
        await manager.query(
          `UPDATE webhook_deliveries SET status = 'delivered', "deliveredAt" = $2, "lastError" = NULL, "failingSince" = NULL, "updatedAt" = now()
            WHERE id = $1 AND status = 'sending'`,
          [delivery.id, attemptedAt],
        );
        return;
      }
      const failingSince = delivery.failingSince ?? attemptedAt;
      if (attemptedAt.getTime() - failingSince.getTime() < GIVE_UP_AFTER_MS) {
        await manager.query(
          `UPDATE webhook_deliveries SET status = 'pending', "failingSince" = $2, "nextAttemptAt" = $3::timestamptz + make_interval(secs => $4), "lastError" = $5, "updatedAt" = now()
            WHERE id = $1 AND status = 'sending'`,
          [delivery.id, failingSince, attemptedAt, webhookRetryDelaySeconds(delivery.attempts), outcome.error],
        );
        return;
      }
      const [given]: [{ id: string }[], number] = await manager.query(
        `UPDATE webhook_deliveries SET status = 'failed', "failingSince" = $2, "lastError" = $3, "updatedAt" = now() WHERE id = $1 AND status = 'sending' RETURNING id`,
        [delivery.id, failingSince, outcome.error],
      );
      if (given.length === 0) return;
      const reason = `Turned off on ${attemptedAt.toISOString()}: every attempt since ${failingSince.toISOString()} failed (last: ${outcome.error})`;
      const [disabled]: [{ id: string }[], number] = await manager.query(
        `UPDATE webhook_subscriptions SET active = false, "disabledReason" = $2, "updatedAt" = now() WHERE id = $1 AND active RETURNING id`,
        [delivery.subscriptionId, reason],
      );
      if (disabled.length > 0) await this.notifications.webhookEndpointDisabled(manager, { subscriptionId: delivery.subscriptionId, url: delivery.url, reason });
    });
  }
}

function isUpdateResult<T>(result: T[] | [T[], number]): result is [T[], number] {
  return result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number';
}
