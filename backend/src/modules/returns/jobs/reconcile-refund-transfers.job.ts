import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { addIntervalJob, stopIntervalJob } from '../../../shared/scheduled-jobs';
import { MomoRefundTransfers } from '../momo-refund-transfers';
import { countedJobRun } from '../../../shared/metrics/job-runs';

export const RECONCILE_REFUND_TRANSFERS_JOB = 'reconcile-refund-transfers';

/** With the payments' reconciliation (PAYMENT_RECONCILE_SECONDS), one run at a time per process; every step is safe on several instances. */
@Injectable()
export class ReconcileRefundTransfersJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ReconcileRefundTransfersJob.name);
  private running: Promise<unknown> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: SchedulerRegistry,
    private readonly transfers: MomoRefundTransfers,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.jobsInProcess) return;
    addIntervalJob(this.registry, RECONCILE_REFUND_TRANSFERS_JOB, this.config.payments.reconcileSeconds * 1000, () => this.tick());
  }

  async onModuleDestroy(): Promise<void> {
    stopIntervalJob(this.registry, RECONCILE_REFUND_TRANSFERS_JOB);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = countedJobRun(RECONCILE_REFUND_TRANSFERS_JOB, () => this.transfers.reconcile())
      .catch((error) => this.logger.warn(`Refund transfer reconciliation failed: ${(error as Error).message}`))
      .finally(() => (this.running = null));
  }
}
