import { Inject, Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Transactions } from '../../../../shared/transactions';
import { NotificationsService } from '../../../notifications/notifications.service';
import { OrderingService } from '../../../ordering/ordering.service';
import { Payment, PaymentAttemptStatus } from '../../domain/payment.entity';
import { PaymentReceived } from '../../events/payment-received.event';
import { PaymentProviders } from '../../payment-providers';
import { displayName, money, PaymentRecords } from '../../payment-records';
import type { VerifiedPayment } from '../../providers/payment-provider';
import { SendRefundsCommand } from '../send-refunds/send-refunds.command';
import { SendRefundsHandler } from '../send-refunds/send-refunds.handler';
import { SettlePaymentCommand, SettlementTrigger } from './settle-payment.command';

/** Attempts whose money may still arrive: a declined Paystack page can be retried, an expired hold can still be paid. */
const UNSETTLED: PaymentAttemptStatus[] = ['pending', 'failed', 'expired'];

export type SettlementResult = 'paid' | 'failed' | 'pending' | 'mismatch' | 'refunding' | 'unchanged' | 'unknown';

/**
 * THE settlement: the shopper's return, every webhook and the reconciliation job all come here.
 * It believes only the provider's own answer to verify (never a webhook's body), then flips the
 * attempt with a conditional update, so whichever path gets there first wins and the others change
 * nothing. Amount and currency must match the attempt exactly, or it is a mismatch for staff.
 * Collaborators are named by the part used, which is all settle-payment.handler.spec.ts fakes.
 */
@Injectable()
export class SettlePaymentHandler {
  private readonly logger = new Logger(SettlePaymentHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: Transactions,
    @Inject(OrderingService) private readonly orders: Pick<OrderingService, 'findForPayment' | 'markPaid' | 'markPaymentFailed' | 'reopenExpiredAsPaid'>,
    @Inject(PaymentProviders) private readonly providers: Pick<PaymentProviders, 'byName'>,
    @Inject(PaymentRecords) private readonly records: Pick<PaymentRecords, 'byReference' | 'changeStatus' | 'pendingCount' | 'record'>,
    private readonly events: EventEmitter2,
    @Inject(SendRefundsHandler) private readonly sendRefunds: Pick<SendRefundsHandler, 'execute'>,
    @Inject(NotificationsService) private readonly notifications: Pick<NotificationsService, 'paymentMismatch'>,
  ) {}

  /** Throws ProviderUnavailableError when the provider cannot be asked (nothing changes then). */
  async execute({ reference, trigger }: SettlePaymentCommand): Promise<SettlementResult> {
    const attempt = await this.records.byReference(reference);
    if (!attempt) return 'unknown';
    if (!UNSETTLED.includes(attempt.status)) return 'unchanged';
    const provider = this.providers.byName(attempt.provider);
    if (!provider) return 'unchanged';

    // Over the network, outside any transaction: a slow provider holds no lock.
    const verified = await provider.verify(attempt);

    if (verified.outcome === 'pending') return 'pending';
    if (verified.outcome === 'failed') return this.fail(attempt, verified, trigger);
    if (verified.amount !== attempt.amount || verified.currency !== attempt.currency) return this.mismatch(attempt, verified, trigger);

    let received: PaymentReceived | null = null;
    let refunding = false;
    const won = await this.dataSource.transaction(async (manager) => {
      if (!(await this.records.changeStatus(manager, attempt.id, UNSETTLED, 'paid', verified))) return false;
      const said = `${money(verified.amount, verified.currency)} received (${via(trigger)}): ${verified.detail}`;
      await this.records.record(manager, attempt.orderId, attempt.reference, 'paid', said);

      if (await this.orders.markPaid(manager, attempt.orderId)) {
        received = new PaymentReceived(attempt.orderId, attempt.orderNumber, attempt.reference, attempt.provider, attempt.amount, attempt.currency);
        return true;
      }
      const order = await this.orders.findForPayment(manager, { id: attempt.orderId });
      if (order?.paymentStatus === 'expired' && (await this.orders.reopenExpiredAsPaid(manager, attempt.orderId))) {
        await this.records.record(manager, attempt.orderId, attempt.reference, 'late-success-honoured', 'The payment arrived after the hold expired; the items were still in stock, so the order goes ahead');
        received = new PaymentReceived(attempt.orderId, attempt.orderNumber, attempt.reference, attempt.provider, attempt.amount, attempt.currency);
        return true;
      }
      // Money for an order that cannot take it: paid by another attempt already, or cancelled/resold.
      const paidTwice = order?.paymentStatus === 'paid' || order?.paymentStatus === 'refunded';
      await this.records.changeStatus(manager, attempt.id, ['paid'], 'refund_pending');
      await this.records.record(
        manager,
        attempt.orderId,
        attempt.reference,
        paidTwice ? 'paid-twice-refunded' : 'late-success-refunded',
        paidTwice
          ? 'The order was already paid by another attempt: this payment is refunded automatically'
          : order?.paymentStatus === 'expired'
            ? 'The payment arrived after the hold expired and the items were sold meanwhile: it is refunded automatically'
            : 'The payment arrived for an order that was cancelled: it is refunded automatically',
      );
      refunding = true;
      return true;
    });
    if (received) this.events.emit(PaymentReceived.eventName, received);
    if (refunding) {
      // Sent now when possible; the reconciliation job sends it if this process dies first.
      await this.sendRefunds.execute(new SendRefundsCommand(attempt.id)).catch((error) => this.logger.warn(`Refund of ${reference} not sent yet: ${(error as Error).message}`));
      return 'refunding';
    }
    return won ? 'paid' : 'unchanged';
  }

  private async fail(attempt: Payment, verified: VerifiedPayment, trigger: SettlementTrigger): Promise<SettlementResult> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.records.changeStatus(manager, attempt.id, ['pending'], 'failed', verified))) return 'unchanged';
      await this.records.record(manager, attempt.orderId, attempt.reference, 'failed', `Payment not made (${via(trigger)}): ${verified.detail}`);
      // The order shows failed only when no newer attempt is still open.
      if ((await this.records.pendingCount(manager, attempt.orderId)) === 0) await this.orders.markPaymentFailed(manager, attempt.orderId);
      return 'failed';
    });
  }

  private async mismatch(attempt: Payment, verified: VerifiedPayment, trigger: SettlementTrigger): Promise<SettlementResult> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.records.changeStatus(manager, attempt.id, UNSETTLED, 'mismatch', verified))) return 'unchanged';
      const detail = `${displayName(attempt.provider)} says ${money(verified.amount, verified.currency)} was paid, the attempt is for ${money(attempt.amount, attempt.currency)} (${via(trigger)}): not marked paid; check with the provider`;
      await this.records.record(manager, attempt.orderId, attempt.reference, 'mismatch', detail);
      await this.notifications.paymentMismatch(manager, { orderId: attempt.orderId, orderNumber: attempt.orderNumber, detail });
      return 'mismatch';
    });
  }
}

function via(trigger: SettlementTrigger): string {
  return trigger === 'return' ? 'checked when the shopper came back' : trigger === 'webhook' ? 'confirmed by webhook' : 'found by reconciliation';
}
