import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { ChangeListener, ChangeNotifications } from '../../../database/change-notifications';
import { addIntervalJob, stopIntervalJob } from '../../../shared/scheduled-jobs';
import { WebhookRelay } from '../relay/webhook-relay';
import { WEBHOOKS_TOPIC } from '../webhook-publisher';

export const RELAY_WEBHOOKS_JOB = 'relay-webhooks';

/**
 * With WEBHOOK_RELAY on (the default) the relay runs at start, at every commit that owes
 * deliveries, and every WEBHOOK_POLL_SECONDS for retries that fall due. Several processes may
 * relay from one PostgreSQL: each delivery is claimed by one of them.
 */
@Injectable()
export class RelayWebhooksJob implements ChangeListener, OnApplicationBootstrap, OnModuleDestroy {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: SchedulerRegistry,
    private readonly changes: ChangeNotifications,
    private readonly relay: WebhookRelay,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.webhooks.relayInProcess) return;
    addIntervalJob(this.registry, RELAY_WEBHOOKS_JOB, this.config.webhooks.pollSeconds * 1000, () => this.relay.wake());
    this.changes.subscribe(this);
    this.relay.wake();
  }

  onModuleDestroy(): void {
    stopIntervalJob(this.registry, RELAY_WEBHOOKS_JOB);
  }

  changed(topic: string): void {
    if (topic === WEBHOOKS_TOPIC) this.relay.wake();
  }

  hearing(): void {
    // The poll covers anything missed while deaf.
  }
}
