import { formatCedis } from '@shop/rules';
import type { ReactNode } from 'react';
import { useStartPaymentAttempt } from '../../api/generated/endpoints/payments/payments';
import type { TrackedOrderDto } from '../../api/generated/model';
import { LinkButton } from '../../components/link-button';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/api-error';
import { goToPaymentPage } from '../../lib/browser-location';
import { paymentLabel } from '../../lib/order-progress';
import { formatPaymentAmount } from '../../lib/payments';
import { usePaymentWatch } from './use-payment-watch';
import { CheckCircleFilledIcon } from '../icons/check-circle-filled';
import { ClockCircleIcon } from '../icons/clock-circle';
import { CloseCircleIcon } from '../icons/close-circle';
import { RollbackIcon } from '../icons/rollback';
import { Button } from '../components/button';
import './payment-panel.css';

type Tone = 'paid' | 'waiting' | 'failed' | 'refunded';

function Panel({ tone, icon, title, children }: { tone: Tone; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className={`track-card payment-panel payment-panel--${tone}`} aria-labelledby="payment-title">
      <h3 id="payment-title" className="payment-panel__title">
        <span className="payment-panel__icon" aria-hidden="true">
          {icon}
        </span>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** "₵209.55", or for PayPal "US$13.97 (₵209.55)": what the shopper's statement will show first. */
function paidAmount(order: TrackedOrderDto): string {
  const total = formatCedis(order.total);
  const payment = order.payment;
  if (payment && payment.currency !== 'GHS') return `${formatPaymentAmount(payment.amount, payment.currency)} (${total})`;
  return total;
}

/** A new attempt on the order (new reference), and off to its payment page. */
function usePayAgain(orderNumber: string) {
  const notification = useToast();
  const start = useStartPaymentAttempt({
    mutation: {
      onSuccess: ({ data: payment }) => {
        if (payment.redirectUrl) goToPaymentPage(payment.redirectUrl);
        else notification.error({ message: 'Payment could not be started', description: 'The payment service did not answer. Please try again in a moment.' });
      },
      onError: (error) => notification.error({ message: 'Payment could not be started', description: errorMessage(error) }),
    },
  });
  // The answer's redirect keeps the button busy until the browser leaves the page.
  const leaving = start.isSuccess && Boolean(start.data?.data.redirectUrl);
  return {
    busy: start.isPending || leaving,
    pay: () => start.mutate({ orderNumber: encodeURIComponent(orderNumber), data: {} }),
  };
}

function TestModeMark({ order }: { order: TrackedOrderDto }) {
  return order.payment?.testMode ? <p className="payment-panel__test">TEST MODE: no real money moved.</p> : null;
}

function Waiting({ order }: { order: TrackedOrderDto }) {
  const watch = usePaymentWatch(order);
  const again = usePayAgain(order.orderNumber);
  const momo = order.paymentMethod === 'momo';
  return (
    <Panel tone="waiting" icon={<ClockCircleIcon />} title="Waiting for your payment">
      <p className="payment-panel__text">
        {watch.mismatch
          ? 'The payment service reported an amount that does not match this order, so we have not marked it paid. Our team has been told and will contact you.'
          : momo
            ? 'If a payment prompt is on your phone, approve it with your Mobile Money PIN. This page updates by itself.'
            : `We have not received the ${formatCedis(order.total)} for this order yet.`}
      </p>
      {watch.polling ? (
        <p className="payment-panel__status" role="status">
          Checking for your payment…
        </p>
      ) : watch.gaveUp ? (
        <p className="payment-panel__status" role="status">
          Still no word from the payment service. If you have paid, check again in a moment.
        </p>
      ) : null}
      <div className="payment-panel__actions">
        <Button variant="primary" onClick={again.pay} loading={again.busy} disabled={again.busy}>
          Complete payment
        </Button>
        {watch.gaveUp ? (
          <Button onClick={watch.checkAgain} disabled={watch.checking}>
            Check again
          </Button>
        ) : null}
      </div>
      <TestModeMark order={order} />
    </Panel>
  );
}

function TryAgain({ order, title, text }: { order: TrackedOrderDto; title: string; text: string }) {
  const again = usePayAgain(order.orderNumber);
  return (
    <Panel tone="failed" icon={<CloseCircleIcon />} title={title}>
      <p className="payment-panel__text">{text}</p>
      <div className="payment-panel__actions">
        <Button variant="primary" onClick={again.pay} loading={again.busy} disabled={again.busy}>
          Try again
        </Button>
      </div>
      <TestModeMark order={order} />
    </Panel>
  );
}

/** Issue 12 "the tracking page shows the payment state": paid, waiting, failed or expired, refunded. */
export function PaymentPanel({ order }: { order: TrackedOrderDto }) {
  const method = paymentLabel(order.payment?.method ?? order.paymentMethod);
  switch (order.paymentStatus) {
    case 'paid':
      return (
        <Panel tone="paid" icon={<CheckCircleFilledIcon />} title="Paid">
          <p className="payment-panel__text">
            {paidAmount(order)} paid with {method}. Thank you!
          </p>
          <TestModeMark order={order} />
        </Panel>
      );
    case 'refunded':
      return (
        <Panel tone="refunded" icon={<RollbackIcon />} title="Refunded">
          <p className="payment-panel__text">
            We refunded {paidAmount(order)} to your {method}. It can take a few days to show.
          </p>
        </Panel>
      );
    case 'failed':
      if (order.orderStatus === 'cancelled') {
        return (
          <Panel tone="failed" icon={<CloseCircleIcon />} title="Not paid">
            <p className="payment-panel__text">The payment did not go through and the order was cancelled. No money was taken.</p>
          </Panel>
        );
      }
      return <TryAgain order={order} title="Your payment did not go through" text="No money was taken. You can try again; your items are still held for you." />;
    case 'expired':
      // The hold ran out: the order is cancelled and its stock back on sale, so the shop takes no
      // payment for it any more (the server answers 409); a new order is the way to buy them.
      return (
        <Panel tone="failed" icon={<CloseCircleIcon />} title="The time to pay ran out">
          <p className="payment-panel__text">We did not receive the payment in time, so the order was cancelled and its items went back on sale. No money was taken.</p>
          <div className="payment-panel__actions">
            <LinkButton to="/products">Shop again</LinkButton>
          </div>
        </Panel>
      );
    default:
      // An order cancelled before it was paid has nothing left to pay.
      return order.orderStatus === 'cancelled' ? null : <Waiting order={order} />;
  }
}
