import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Transactions } from '../../../../shared/transactions';
import { OrderingService } from '../../../ordering/ordering.service';
import { PaymentRecords } from '../../payment-records';
import { SettlePaymentCommand } from '../settle-payment/settle-payment.command';
import { SettlePaymentHandler } from '../settle-payment/settle-payment.handler';
import { ExpireUnpaidOrdersCommand } from './expire-unpaid-orders.command';

class NothingToExpire extends Error {}

/**
 * Holds run out: each unpaid order's open attempts are verified once more (a late success is
 * honoured), then the order is cancelled as `expired` and its stock goes back. An order whose
 * provider cannot be asked keeps its hold until it can: it might have been paid. Collaborators
 * are named by the part used, which is all expire-unpaid-orders.handler.spec.ts fakes.
 */
@Injectable()
export class ExpireUnpaidOrdersHandler {
  private readonly logger = new Logger(ExpireUnpaidOrdersHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: Transactions,
    @Inject(OrderingService) private readonly orders: Pick<OrderingService, 'unpaidOlderThan' | 'expireUnpaid'>,
    @Inject(PaymentRecords) private readonly records: Pick<PaymentRecords, 'openAttemptsOf' | 'expireOpenAttempts' | 'record'>,
    @Inject(SettlePaymentHandler) private readonly settle: Pick<SettlePaymentHandler, 'execute'>,
  ) {}

  async execute({ cutoff, codCutoff }: ExpireUnpaidOrdersCommand): Promise<number> {
    let expired = 0;
    for (const orderId of await this.orders.unpaidOlderThan(cutoff, codCutoff)) {
      const open = await this.records.openAttemptsOf(orderId);
      try {
        for (const attempt of open) await this.settle.execute(new SettlePaymentCommand(attempt.reference, 'reconciliation'));
      } catch (error) {
        this.logger.warn(`Order ${orderId} keeps its hold for now: ${(error as Error).message}`);
        continue;
      }
      const done = await this.dataSource
        .transaction(async (manager) => {
          // Attempts first, then the order: the lock order settlement takes too, so the two never deadlock.
          const references = await this.records.expireOpenAttempts(manager, orderId);
          const expiry = await this.orders.expireUnpaid(manager, orderId);
          if (!expiry) throw new NothingToExpire();
          await this.records.record(
            manager,
            orderId,
            references.at(-1) ?? null,
            'expired',
            // A pay-on-delivery order ran out waiting for its shopper's confirmation, not for money.
            `Not ${expiry === 'not-confirmed' ? 'confirmed' : 'paid'} in time: the order was cancelled and its items went back in stock`,
          );
          return true;
        })
        .catch((error) => {
          // Paid, cancelled or expired meanwhile (another instance): the attempts' change is rolled back.
          if (error instanceof NothingToExpire) return false;
          throw error;
        });
      if (done) expired += 1;
    }
    return expired;
  }
}
