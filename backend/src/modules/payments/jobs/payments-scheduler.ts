import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { ReconcilePaymentsCommand } from '../commands/reconcile-payments/reconcile-payments.command';
import { ReconcilePaymentsHandler } from '../commands/reconcile-payments/reconcile-payments.handler';

/** Runs reconciliation every PAYMENT_RECONCILE_SECONDS, one run at a time per process (instances may overlap: the job is safe for that). */
@Injectable()
export class PaymentsScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PaymentsScheduler.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reconcile: ReconcilePaymentsHandler,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), this.config.payments.reconcileSeconds * 1000);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private tick(): void {
    if (this.running || !this.timer) return;
    this.running = this.reconcile
      .execute(new ReconcilePaymentsCommand())
      .catch((error) => this.logger.warn(`Payment reconciliation failed: ${(error as Error).message}`))
      .finally(() => (this.running = null));
  }
}
