import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { addIntervalJob, stopIntervalJob } from '../../../shared/scheduled-jobs';
import { ReconcilePaymentsCommand } from '../commands/reconcile-payments/reconcile-payments.command';
import { ReconcilePaymentsHandler } from '../commands/reconcile-payments/reconcile-payments.handler';
import { countedJobRun } from '../../../shared/metrics/job-runs';

export const RECONCILE_PAYMENTS_JOB = 'reconcile-payments';

/** Every PAYMENT_RECONCILE_SECONDS, one run at a time per process (instances may overlap: every step of the run is safe for that). */
@Injectable()
export class ReconcilePaymentsJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ReconcilePaymentsJob.name);
  private running: Promise<unknown> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: SchedulerRegistry,
    private readonly reconcile: ReconcilePaymentsHandler,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.jobsInProcess) return;
    addIntervalJob(this.registry, RECONCILE_PAYMENTS_JOB, this.config.payments.reconcileSeconds * 1000, () => this.tick());
  }

  /** Before the database closes: a run in flight finishes, and none starts behind it. */
  async onModuleDestroy(): Promise<void> {
    stopIntervalJob(this.registry, RECONCILE_PAYMENTS_JOB);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = countedJobRun(RECONCILE_PAYMENTS_JOB, () => this.reconcile.execute(new ReconcilePaymentsCommand()))
      .catch((error) => this.logger.warn(`Payment reconciliation failed: ${(error as Error).message}`))
      .finally(() => (this.running = null));
  }
}
