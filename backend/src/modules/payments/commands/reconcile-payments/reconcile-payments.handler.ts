import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { OrderingService } from '../../../ordering/ordering.service';
import { Payment } from '../../domain/payment.entity';
import { ExpireUnpaidOrdersCommand } from '../expire-unpaid-orders/expire-unpaid-orders.command';
import { ExpireUnpaidOrdersHandler } from '../expire-unpaid-orders/expire-unpaid-orders.handler';
import { ProcessPaymentEventsCommand } from '../process-payment-events/process-payment-events.command';
import { ProcessPaymentEventsHandler } from '../process-payment-events/process-payment-events.handler';
import { RequestRefundCommand } from '../request-refund/request-refund.command';
import { RequestRefundHandler } from '../request-refund/request-refund.handler';
import { SendRefundsCommand } from '../send-refunds/send-refunds.command';
import { SendRefundsHandler } from '../send-refunds/send-refunds.handler';
import { SettlePaymentCommand } from '../settle-payment/settle-payment.command';
import { SettlePaymentHandler } from '../settle-payment/settle-payment.handler';
import { ReconcilePaymentsCommand } from './reconcile-payments.command';

/** An attempt this old without word from the provider is asked about directly: the webhook may never come. */
export const SILENT_ATTEMPT_MS = 60_000;

export interface ReconciliationReport {
  events: number;
  settled: number;
  expired: number;
  refunds: number;
}

/**
 * The safety net behind every push path, run every PAYMENT_RECONCILE_SECONDS on every instance:
 * inbox events not yet processed (a crash after storing), attempts the provider never told us about,
 * expired holds, and refunds owed but not yet sent (a crash after an admin cancelled). Every step is
 * a conditional update, so two instances running it at once change each thing once.
 */
@Injectable()
export class ReconcilePaymentsHandler {
  private readonly logger = new Logger(ReconcilePaymentsHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrderingService,
    private readonly processEvents: ProcessPaymentEventsHandler,
    private readonly settle: SettlePaymentHandler,
    private readonly expire: ExpireUnpaidOrdersHandler,
    private readonly requestRefund: RequestRefundHandler,
    private readonly sendRefunds: SendRefundsHandler,
  ) {}

  async execute({ now }: ReconcilePaymentsCommand): Promise<ReconciliationReport> {
    const events = await this.processEvents.execute(new ProcessPaymentEventsCommand(null));

    let settled = 0;
    const silent = await this.dataSource.manager
      .createQueryBuilder(Payment, 'p')
      .where(`p.status = 'pending' AND p."createdAt" < :before`, { before: new Date(now.getTime() - SILENT_ATTEMPT_MS) })
      .orderBy('p."createdAt"')
      .take(100)
      .getMany();
    for (const attempt of silent) {
      try {
        const result = await this.settle.execute(new SettlePaymentCommand(attempt.reference, 'reconciliation'));
        if (result !== 'pending' && result !== 'unchanged') settled += 1;
      } catch (error) {
        this.logger.warn(`Could not ask about ${attempt.reference}: ${(error as Error).message}`);
      }
    }

    const expired = await this.expire.execute(new ExpireUnpaidOrdersCommand(new Date(now.getTime() - this.config.payments.holdMinutes * 60_000), new Date(now.getTime() - this.config.payOnDelivery.confirmHours * 3_600_000)));

    for (const orderId of await this.orders.paidButCancelled()) {
      await this.requestRefund.execute(new RequestRefundCommand(orderId, 'The order was cancelled: refund requested'));
    }
    const refunds = await this.sendRefunds.execute(new SendRefundsCommand(null));
    return { events, settled, expired, refunds };
  }
}
