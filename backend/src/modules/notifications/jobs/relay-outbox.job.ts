import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { ChangeListener, ChangeNotifications } from '../../../database/change-notifications';
import { addIntervalJob, stopIntervalJob } from '../../../shared/scheduled-jobs';
import { OUTBOX_TOPIC } from '../outbox';
import { OutboxRelay } from '../relay/outbox-relay';

export const RELAY_OUTBOX_JOB = 'relay-outbox';

/**
 * With OUTBOX_RELAY on (the default, and always in `npm run worker`) the relay runs at start, at
 * every commit that wrote messages, and every OUTBOX_POLL_SECONDS for retries that fall due.
 * Several processes may relay from one PostgreSQL: each row is claimed by one of them (ADR 016).
 */
@Injectable()
export class RelayOutboxJob implements ChangeListener, OnApplicationBootstrap, OnModuleDestroy {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: SchedulerRegistry,
    private readonly changes: ChangeNotifications,
    private readonly relay: OutboxRelay,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.notifications.relayInProcess) return;
    addIntervalJob(this.registry, RELAY_OUTBOX_JOB, this.config.notifications.pollSeconds * 1000, () => this.relay.wake());
    this.changes.subscribe(this);
    this.relay.wake();
  }

  onModuleDestroy(): void {
    stopIntervalJob(this.registry, RELAY_OUTBOX_JOB);
  }

  changed(topic: string): void {
    if (topic === OUTBOX_TOPIC) this.relay.wake();
  }

  hearing(): void {
    // The poll covers anything missed while deaf.
  }
}
