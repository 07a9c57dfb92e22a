import { formatCedis, toPesewas } from '@shop/rules';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { OrderLineDto, TrackedOrderDto } from '../../api/generated/model';
import { formatGhanaDate, formatGhanaDateTime } from '../../lib/ghana-time';
import { deliveryLabel, isShipped, paymentLabel } from '../../lib/order-progress';
import { OrderReviewSection } from './order-review-section';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { PaymentPanel } from './payment-panel';
import { DiscountRows, discountLines } from '../../components/discount-rows';
import { OrderTotalsList } from '../../components/order-totals-list';
import { ProductImage } from '../../components/product-image';
import { RiderDirections } from '../../components/rider-directions';
import { orderTotalsInPesewas } from '../../lib/order-totals';
import { CustomerServiceIcon } from '../icons/customer-service';

// Only pay-on-delivery orders need it: a chunk of its own, off every other order's page.
const PayOnDeliveryPanel = lazy(() => import('./pay-on-delivery-panel'));
// Only delivered orders can be returned: the form is a chunk of its own (ADR 069).
const ReturnSection = lazy(() => import('./return-section'));

function lineTotal(item: OrderLineDto): string {
  return formatCedis(toPesewas(item.price) * item.quantity, { fromPesewas: true });
}

function OrderLine({ item }: { item: OrderLineDto }) {
  const details = [item.size ? `Size: ${item.size}` : null, item.color ? `Colour: ${item.color}` : null, `Qty: ${item.quantity}`].filter(Boolean);
  return (
    <li className="order-line">
      <ProductImage path={item.image ?? undefined} alt="" sizes="72px" className="order-line__image" />
      <div className="order-line__text">
        <Link to={`/products/${item.productId}`} className="product-name-link order-line__name">
          {item.name}
        </Link>
        <p className="order-line__details">{details.join(' · ')}</p>
        {item.quantity > 1 ? <p className="order-line__unit">{formatCedis(item.price)} each</p> : null}
      </div>
      <p className="order-line__price">{lineTotal(item)}</p>
    </li>
  );
}

function Delivery({ order }: { order: TrackedOrderDto }) {
  const { shippingAddress: address } = order;
  const delivered = order.orderStatus === 'delivered';
  // The promise checkout made, in its words (a range when it gave one); older orders carry one date.
  const estimate = order.deliveryEstimate?.text ?? formatGhanaDate(order.estimatedDeliveryDate);
  const pickup = order.pickupPoint;
  return (
    <section className="surface surface--padded" aria-labelledby="delivery-title">
      <h3 id="delivery-title" className="track-card__title">
        Delivery
      </h3>
      <dl className="delivery-facts">
        {delivered && order.deliveredAt ? (
          <div>
            <dt>Delivered</dt>
            <dd>{formatGhanaDateTime(order.deliveredAt)}</dd>
          </div>
        ) : order.orderStatus !== 'cancelled' && estimate ? (
          <div>
            <dt>{pickup ? 'Ready to collect' : 'Estimated delivery'}</dt>
            <dd className="delivery-facts__estimate">{estimate}</dd>
          </div>
        ) : null}
        <div>
          <dt>Method</dt>
          <dd>{deliveryLabel(order.deliveryType)}</dd>
        </div>
        {isShipped(order.orderStatus) && order.trackingNumber ? (
          <div>
            <dt>Tracking number</dt>
            <dd className="delivery-facts__tracking">{order.trackingNumber}</dd>
          </div>
        ) : null}
        {pickup ? (
          <div>
            <dt>Collect from</dt>
            <dd>
              <address className="delivery-facts__address">
                {pickup.name}
                <br />
                {pickup.address}
                {pickup.digitalAddress ? (
                  <>
                    <br />
                    {pickup.digitalAddress}
                  </>
                ) : null}
                <br />
                {pickup.openingHours}
                <br />
                <a href={`tel:${pickup.phone.replace(/\s+/g, '')}`}>{pickup.phone}</a>
              </address>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{pickup ? 'Customer' : 'Ship to'}</dt>
          <dd>
            <address className="delivery-facts__address">
              {order.firstName} {order.lastName}
              <br />
              {address.address}
              <br />
              {address.city}, {address.region}
              <br />
              {address.country}
            </address>
            <RiderDirections address={address} />
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{paymentLabel(order.paymentMethod)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** SPEC §2 "Order tracking": status, timeline, delivery, items and totals, reviews once delivered, help. */
export function TrackedOrder({ order }: { order: TrackedOrderDto }) {
  const cancelled = order.orderStatus === 'cancelled';
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <article className="tracked-order" aria-labelledby="tracked-order-title">
      <header className="surface surface--padded tracked-order__head">
        <div>
          <p className="tracked-order__eyebrow">Order number</p>
          <h2 id="tracked-order-title" className="tracked-order__number">
            {order.orderNumber}
          </h2>
          <p className="tracked-order__placed">Placed {formatGhanaDateTime(order.orderedAt ?? order.createdAt)} (Ghana time)</p>
        </div>
        <OrderStatusBadge order={order} />
      </header>

      {order.paymentMethod === 'cod' && order.paymentStatus !== 'paid' && order.paymentStatus !== 'refunded' ? (
        <Suspense fallback={null}>
          <PayOnDeliveryPanel order={order} />
        </Suspense>
      ) : (
        <PaymentPanel order={order} />
      )}

      {cancelled ? (
        <section className="surface surface--padded tracked-order__cancelled" aria-label="Order progress">
          {/* Paid at the door and never paid: nothing was charged, so the shopper is not asked whether they were. */}
          <p>
            This order has been cancelled. If you did not expect this{order.paymentMethod === 'cod' && order.paymentStatus !== 'paid' ? '' : ', or you were charged'}, please contact us and we will sort it out.
          </p>
        </section>
      ) : (
        <section className="surface surface--padded" aria-labelledby="progress-title">
          <h3 id="progress-title" className="track-card__title">
            Order progress
          </h3>
          <OrderTimeline order={order} />
        </section>
      )}

      {order.orderStatus === 'delivered' ? <OrderReviewSection order={order} /> : null}
      {order.orderStatus === 'delivered' && order.paymentStatus === 'paid' ? (
        <Suspense fallback={null}>
          <ReturnSection order={order} />
        </Suspense>
      ) : null}

      <div className="tracked-order__columns">
        <section className="surface surface--padded" aria-labelledby="items-title">
          <h3 id="items-title" className="track-card__title">
            Items ({itemCount})
          </h3>
          <ul className="order-lines">
            {order.items.map((item, index) => (
              <OrderLine key={`${item.productId}-${item.size ?? ''}-${item.color ?? ''}-${index}`} item={item} />
            ))}
          </ul>
          <OrderTotalsList totals={orderTotalsInPesewas(order)} discountRows={<DiscountRows lines={discountLines(order.discounts)} />} className="order-totals--track" />
        </section>
        <div className="tracked-order__side">
          <Delivery order={order} />
          <section className="surface surface--padded track-help" aria-label="Help with this order">
            <CustomerServiceIcon className="track-help__icon" aria-hidden="true" />
            <div>
              <Link to={`/support?order=${encodeURIComponent(order.orderNumber)}`} className="track-help__link">
                Need help with this order?
              </Link>
              <p className="track-help__text">Send us a message and we'll reply within 24 hours.</p>
            </div>
          </section>
        </div>
      </div>
    </article>
  );
}
