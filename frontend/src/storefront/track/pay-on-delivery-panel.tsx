import { formatCedis } from '@shop/rules';
import type { TrackedOrderDto } from '../../api/generated/model';
import { formatGhanaDateTime } from '../../lib/ghana-time';
import { CheckCircleFilledIcon } from '../icons/check-circle-filled';
import { ClockCircleIcon } from '../icons/clock-circle';
import { CloseCircleIcon } from '../icons/close-circle';
import './payment-panel.css';

/**
 * A pay-on-delivery order's payment block on the tracking page (ADR 054): what is paid at the door,
 * and whether the shopper confirmed it. Loaded only for such orders, in a chunk of its own.
 */
export default function PayOnDeliveryPanel({ order }: { order: TrackedOrderDto }) {
  const cod = order.payOnDelivery;
  const amount = formatCedis(cod?.toCollect ?? order.total);
  const cancelled = order.orderStatus === 'cancelled';
  const tone = cancelled ? 'failed' : cod?.confirmedAt ? 'paid' : 'waiting';
  const title = cancelled ? 'Pay on delivery: cancelled' : `Pay on delivery — ${amount} to pay at the door`;
  const icon = cancelled ? <CloseCircleIcon /> : cod?.confirmedAt ? <CheckCircleFilledIcon /> : <ClockCircleIcon />;
  return (
    <section className={`track-card payment-panel payment-panel--${tone}`} aria-labelledby="payment-title">
      <h3 id="payment-title" className="payment-panel__title">
        <span className="payment-panel__icon" aria-hidden="true">
          {icon}
        </span>
        {title}
      </h3>
      {order.paymentStatus === 'expired' ? (
        <p className="payment-panel__text">This order was not confirmed in time, so it was cancelled and the items went back on sale. No money was taken.</p>
      ) : order.paymentStatus === 'refused' ? (
        <p className="payment-panel__text">This order was refused at delivery and has been cancelled. No money was taken.</p>
      ) : cancelled ? (
        <p className="payment-panel__text">This order was cancelled. No money was taken.</p>
      ) : cod?.confirmedAt ? (
        <>
          <p className="payment-panel__text">
            <strong>Confirmed</strong> {formatGhanaDateTime(cod.confirmedAt)} (Ghana time). Thank you!
          </p>
          <p className="payment-panel__text">Pay the rider {amount} in cash or Mobile Money when your order arrives. Please keep your phone close on the day.</p>
        </>
      ) : (
        <>
          <p className="payment-panel__text">
            <strong>Waiting for your confirmation.</strong> We&apos;ve sent you an SMS (to {order.receiptPhone}) with a link to confirm your order
            {cod?.confirmBy ? ` by ${formatGhanaDateTime(cod.confirmBy)} (Ghana time)` : ''}; an order not confirmed in time is cancelled.
          </p>
          <p className="payment-panel__text">Once it is confirmed we prepare it. Pay the rider {amount} in cash or Mobile Money when it arrives.</p>
        </>
      )}
    </section>
  );
}
