import { formatCedis, toPesewas } from '@shop/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { getPayOnDeliveryConfirmationQueryKey, useConfirmPayOnDelivery, usePayOnDeliveryConfirmation } from '../api/generated/endpoints/pay-on-delivery/pay-on-delivery';
import type { PayOnDeliveryConfirmationDto } from '../api/generated/model';
import { errorMessage, errorStatus } from '../lib/api-error';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { deliveryLabel } from '../lib/order-progress';
import { Button } from './components/button';
import { LinkButton } from './components/link-button';
import { PageHeader } from './components/page-header';
import { StatusPanel } from './components/status-panel';
import { CheckCircleFilledIcon } from './icons/check-circle-filled';
import './confirm-order.css';

function Summary({ order }: { order: PayOnDeliveryConfirmationDto }) {
  return (
    <section className="surface surface--padded confirm-order__summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="confirm-order__number">
        Order {order.orderNumber}
      </h2>
      <ul className="confirm-order__lines">
        {order.items.map((item, index) => (
          <li key={`${item.productId}-${index}`} className="confirm-order__line">
            <span>
              {item.quantity} × {item.name}
              {item.size || item.color ? <span className="confirm-order__choice"> ({[item.size, item.color].filter(Boolean).join(', ')})</span> : null}
            </span>
            <span>{formatCedis(toPesewas(item.price) * item.quantity, { fromPesewas: true })}</span>
          </li>
        ))}
      </ul>
      <dl className="confirm-order__totals">
        <dt>Shipping ({deliveryLabel(order.deliveryType)})</dt>
        <dd>{formatCedis(order.shipping)}</dd>
        <dt>Tax</dt>
        <dd>{formatCedis(order.tax)}</dd>
        <dt className="confirm-order__total">To pay the rider</dt>
        <dd className="confirm-order__total">{formatCedis(order.total)}</dd>
      </dl>
      <p className="confirm-order__where">
        Delivering to {order.city}, {order.region}.
      </p>
    </section>
  );
}

/** "Confirm your order": the public page an SMS link opens for a pay-on-delivery order (ADR 054). */
export default function ConfirmOrderPage() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const query = usePayOnDeliveryConfirmation(token, { query: { retry: false } });
  const confirm = useConfirmPayOnDelivery({
    mutation: {
      onSuccess: (response) => queryClient.setQueryData(getPayOnDeliveryConfirmationQueryKey(token), response),
    },
  });
  const order = query.data?.data;

  return (
    <div className="container page confirm-order">
      <PageHeader title="Confirm your order" subtitle="Pay on delivery: cash or Mobile Money to the rider" />
      {query.isLoading ? (
        <p role="status">Loading your order…</p>
      ) : query.isError ? (
        <div className="surface surface--padded">
          <StatusPanel
            role="alert"
            title={errorStatus(query.error) === 404 ? 'This link is not valid' : 'We couldn’t load your order'}
            text={errorStatus(query.error) === 404 ? 'Please check the link in your SMS, or track your order by its number.' : errorMessage(query.error)}
          >
            <LinkButton to="/track">Track an order</LinkButton>
          </StatusPanel>
        </div>
      ) : order ? (
        <div className="confirm-order__body">
          <Summary order={order} />
          {order.confirmedAt ? (
            <section className="surface surface--padded confirm-order__done" role="status" aria-labelledby="done-title">
              <h2 id="done-title" className="confirm-order__state">
                <CheckCircleFilledIcon aria-hidden="true" /> Your order is confirmed
              </h2>
              <p>
                Confirmed {formatGhanaDateTime(order.confirmedAt)} (Ghana time). We are preparing it. Pay the rider {formatCedis(order.total)} in cash or Mobile Money when it arrives.
              </p>
              <LinkButton to={`/track?order=${encodeURIComponent(order.orderNumber)}`}>Track your order</LinkButton>
            </section>
          ) : order.orderStatus === 'cancelled' ? (
            <section className="surface surface--padded" role="alert">
              <StatusPanel
                title="This order was cancelled"
                text={order.paymentStatus === 'expired' ? 'It was not confirmed in time, so the items went back on sale. You are welcome to order again.' : 'It can no longer be confirmed. You are welcome to order again.'}
              >
                <LinkButton to="/products">Shop again</LinkButton>
              </StatusPanel>
            </section>
          ) : (
            <section className="surface surface--padded confirm-order__ask" aria-labelledby="ask-title">
              <h2 id="ask-title" className="confirm-order__state">
                Hello {order.firstName}, is this your order?
              </h2>
              <p>
                Confirm it{order.confirmBy ? ` by ${formatGhanaDateTime(order.confirmBy)} (Ghana time)` : ''} and we start preparing it. You pay the rider {formatCedis(order.total)} in cash or Mobile
                Money at the door.
              </p>
              {confirm.isError ? (
                <p className="confirm-order__error" role="alert">
                  {errorMessage(confirm.error)}
                </p>
              ) : null}
              <Button variant="primary" size="large" block loading={confirm.isPending} disabled={confirm.isPending} onClick={() => confirm.mutate({ token })}>
                Confirm
              </Button>
            </section>
          )}
        </div>
      ) : null}
    </div>
  );
}
