import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { addIntervalJob, stopIntervalJob } from '../../../shared/scheduled-jobs';
import { SendDueCartRemindersHandler } from '../commands/send-due-cart-reminders/send-due-cart-reminders.handler';
import { countedJobRun } from '../../../shared/metrics/job-runs';

export const SEND_DUE_CART_REMINDERS_JOB = 'send-due-cart-reminders';

/** How often to look: a quarter of the first delay, between a second and a minute (a reminder an hour on goes within a minute of its time). */
export function cartReminderCheckMs([first]: readonly [number, number]): number {
  return Math.min(60_000, Math.max(1000, Math.floor((first * 1000) / 4)));
}

@Injectable()
export class SendDueCartRemindersJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('CartReminders');
  private running: Promise<unknown> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: SchedulerRegistry,
    private readonly handler: SendDueCartRemindersHandler,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.jobsInProcess) return;
    addIntervalJob(this.registry, SEND_DUE_CART_REMINDERS_JOB, cartReminderCheckMs(this.config.cartReminderAfterSeconds), () => this.tick());
  }

  /** Before the database closes: a run in flight finishes, and none starts behind it. */
  async onModuleDestroy(): Promise<void> {
    stopIntervalJob(this.registry, SEND_DUE_CART_REMINDERS_JOB);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = countedJobRun(SEND_DUE_CART_REMINDERS_JOB, () => this.handler.execute())
      .catch((error: unknown) => this.logger.warn(`Could not send cart reminders: ${error instanceof Error ? error.message : error}`))
      .finally(() => (this.running = null));
  }
}
