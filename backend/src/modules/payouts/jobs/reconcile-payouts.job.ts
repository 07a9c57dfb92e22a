import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { addIntervalJob, stopIntervalJob } from '../../../shared/scheduled-jobs';
import { ReconcilePayoutsHandler } from '../commands/reconcile-payouts.handler';
import { PayoutLedger } from '../payout-ledger';
import { countedJobRun } from '../../../shared/metrics/job-runs';

export const RECONCILE_PAYOUTS_JOB = 'reconcile-payouts';

/** With the payments' reconciliation (PAYMENT_RECONCILE_SECONDS): silent transfers, and delivered orders the ledger missed; one run at a time per process, every step safe on several instances. */
@Injectable()
export class ReconcilePayoutsJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ReconcilePayoutsJob.name);
  private running: Promise<unknown> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: SchedulerRegistry,
    private readonly reconcile: ReconcilePayoutsHandler,
    private readonly ledger: PayoutLedger,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.jobsInProcess) return;
    addIntervalJob(this.registry, RECONCILE_PAYOUTS_JOB, this.config.payments.reconcileSeconds * 1000, () => this.tick());
  }

  async onModuleDestroy(): Promise<void> {
    stopIntervalJob(this.registry, RECONCILE_PAYOUTS_JOB);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    // One run of the job, failed when either half fails; each half logs its own failure.
    this.running = countedJobRun(RECONCILE_PAYOUTS_JOB, async () => {
      const outcomes = await Promise.allSettled([
        this.reconcile.execute().catch((error) => {
          this.logger.warn(`Payout reconciliation failed: ${(error as Error).message}`);
          throw error;
        }),
        this.ledger.sweepDelivered().catch((error) => {
          this.logger.warn(`Supplier ledger sweep failed: ${(error as Error).message}`);
          throw error;
        }),
      ]);
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
    })
      .catch(() => undefined)
      .finally(() => (this.running = null));
  }
}
