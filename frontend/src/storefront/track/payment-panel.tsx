import { formatCedis } from '@shop/rules';
import { useId, useState, type ReactNode } from 'react';
import { usePaymentOptions, useStartPaymentAttempt } from '../../api/generated/endpoints/payments/payments';
import type { StartPaymentDtoMethod, TrackedOrderDto } from '../../api/generated/model';
import { LinkButton } from '../components/link-button';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/api-error';
import { PAYMENT_OPTIONS } from '../../lib/checkout-form';
import { formatGhanaTime } from '../../lib/ghana-time';
import { goToPaymentPage } from '../../lib/browser-location';
import { paymentPageUrl } from '../../lib/payment-page-url';
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
        const url = paymentPageUrl(payment);
        if (url) goToPaymentPage(url);
        else notification.error({ message: 'Payment could not be started', description: 'The payment service did not answer. Please try again in a moment.' });
      },
      onError: (error) => notification.error({ message: 'Payment could not be started', description: errorMessage(error) }),
    },
  });
  // The answer's redirect keeps the button busy until the browser leaves the page.
  const leaving = start.isSuccess && Boolean(start.data?.data.redirectUrl);
  return {
    busy: start.isPending || leaving,
    /** With no method, the one chosen at checkout; with one, that method from now on (the API takes another). */
    pay: (method?: StartPaymentDtoMethod) => start.mutate({ orderNumber: encodeURIComponent(orderNumber), data: method ? { method } : {} }),
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
        <Button variant="primary" onClick={() => again.pay()} loading={again.busy} disabled={again.busy}>
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

/** "held until 14:35 (Ghana time)", or a vaguer word when the shop did not say. */
function heldText(order: TrackedOrderDto): string {
  const until = formatGhanaTime(order.heldUntil);
  return until ? `Your items are held for you until ${until} (Ghana time).` : 'Your items are still held for you for a while.';
}

/**
 * A declined payment: every method the shop takes now (GET /api/payments/options; pay on delivery
 * among them once the shop offers it), the one used last chosen, and until when the items wait.
 */
function TryAgain({ order }: { order: TrackedOrderDto }) {
  const again = usePayAgain(order.orderNumber);
  const options = usePaymentOptions({ query: { staleTime: 60_000 } }).data?.data;
  const last = (order.payment?.method ?? order.paymentMethod) as StartPaymentDtoMethod;
 // Paying again is online: pay on delivery is chosen at checkout, not after a payment fails.
  const offered = PAYMENT_OPTIONS.filter((option) => option.value !== 'cod').filter((option) => (options ? options.methods.some((method) => method.method === option.value && method.available) : option.value === last));
  const [method, setMethod] = useState<StartPaymentDtoMethod>(last);
  const chosen = offered.some((option) => option.value === method) ? method : (offered[0]?.value ?? last);
  const legendId = useId();
  return (
    <Panel tone="failed" icon={<CloseCircleIcon />} title="Your payment did not go through">
      <p className="payment-panel__text">No money was taken. {heldText(order)}</p>
      {offered.length > 1 ? (
        <fieldset className="payment-panel__methods" aria-labelledby={legendId}>
          <legend id={legendId} className="payment-panel__legend">
            Try again with
          </legend>
          {offered.map((option) => (
            <label key={option.value} className="payment-panel__method">
              <input type="radio" name={`retry-method-${order.orderNumber}`} value={option.value} checked={chosen === option.value} onChange={() => setMethod(option.value)} />
              <span>
                <span className="payment-panel__method-name">{option.label}</span> <span className="payment-panel__method-detail">{option.detail}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="payment-panel__actions">
        <Button variant="primary" onClick={() => again.pay(chosen === (order.payment?.method ?? order.paymentMethod) ? undefined : chosen)} loading={again.busy} disabled={again.busy}>
          Try again
        </Button>
      </div>
      <TestModeMark order={order} />
    </Panel>
  );
}

/** Where the receipt went (masked as the tracking answer carries them) and the way back to the shop. */
function Receipt({ order }: { order: TrackedOrderDto }) {
  return (
    <>
      <p className="payment-panel__text">
        Your receipt was sent to <strong>{order.receiptEmail}</strong> and {order.updatesBy === 'whatsapp' ? 'on WhatsApp' : 'by SMS'} to <strong>{order.receiptPhone}</strong>.
      </p>
      <div className="payment-panel__actions">
        <LinkButton to="/products">Continue shopping</LinkButton>
      </div>
    </>
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
            {/* Taken by the rider (ADR 054): "paid with Pay on delivery" would not say where the money went. */}
            {order.payOnDelivery?.collectedAt ? `${paidAmount(order)} paid to the rider at delivery. Thank you!` : `${paidAmount(order)} paid with ${method}. Thank you!`}
          </p>
          <Receipt order={order} />
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
      return <TryAgain order={order} />;
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
