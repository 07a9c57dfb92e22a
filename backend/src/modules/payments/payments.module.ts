import { Global, Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { ORDER_PAYMENTS } from '../ordering/ports/order-payments.port';
import { OrderingModule } from '../ordering/ordering.module';
import { AdminPaymentsController } from './admin-payments.controller';
import { CheckPaymentHandler } from './commands/check-payment/check-payment.handler';
import { ExpireUnpaidOrdersHandler } from './commands/expire-unpaid-orders/expire-unpaid-orders.handler';
import { ProcessPaymentEventsHandler } from './commands/process-payment-events/process-payment-events.handler';
import { ReceiveWebhookHandler } from './commands/receive-webhook/receive-webhook.handler';
import { ReconcilePaymentsHandler } from './commands/reconcile-payments/reconcile-payments.handler';
import { RequestRefundHandler } from './commands/request-refund/request-refund.handler';
import { RetryPaymentHandler } from './commands/retry-payment/retry-payment.handler';
import { SendRefundsHandler } from './commands/send-refunds/send-refunds.handler';
import { SettlePaymentHandler } from './commands/settle-payment/settle-payment.handler';
import { StartPaymentHandler } from './commands/start-payment/start-payment.handler';
import { ReconcilePaymentsJob } from './jobs/reconcile-payments.job';
import { ProcessEventWhenPaymentWebhookReceivedListener } from './listeners/process-event-when-payment-webhook-received.listener';
import { RefundWhenOrderCancelledListener } from './listeners/refund-when-order-cancelled.listener';
import { OrderPaymentsAdapter } from './order-payments.adapter';
import { PaymentProviders } from './payment-providers';
import { PaymentRecords } from './payment-records';
import { PaymentsController } from './payments.controller';
import { OrderPaymentHistoryHandler } from './queries/order-payment-history/order-payment-history.handler';
import { PaymentOptionsHandler } from './queries/payment-options/payment-options.handler';
import { PartialRefunds } from './partial-refunds';
import { RefundOutcomes } from './refund-outcomes';
import { TestCheckoutsController } from './test-mode/test-checkouts.controller';

/**
 * Owns payments, the webhook inbox and the payment history; changes orders only through
 * OrderingService. Global so that ordering reaches it through its own ORDER_PAYMENTS port
 * without importing this module.
 */
@Global()
@Module({
  imports: [OrderingModule, IdentityModule],
  controllers: [PaymentsController, AdminPaymentsController, TestCheckoutsController],
  providers: [
    PaymentProviders,
    PaymentRecords,
    RefundOutcomes,
    PartialRefunds,
    StartPaymentHandler,
    RetryPaymentHandler,
    SettlePaymentHandler,
    CheckPaymentHandler,
    ReceiveWebhookHandler,
    ProcessPaymentEventsHandler,
    ExpireUnpaidOrdersHandler,
    RequestRefundHandler,
    SendRefundsHandler,
    ReconcilePaymentsHandler,
    PaymentOptionsHandler,
    OrderPaymentHistoryHandler,
    RefundWhenOrderCancelledListener,
    ProcessEventWhenPaymentWebhookReceivedListener,
    ReconcilePaymentsJob,
    OrderPaymentsAdapter,
    { provide: ORDER_PAYMENTS, useExisting: OrderPaymentsAdapter },
  ],
  exports: [ORDER_PAYMENTS, PaymentProviders, ReconcilePaymentsHandler, PartialRefunds],
})
export class PaymentsModule {}
