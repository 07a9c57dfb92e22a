import { formatCedis, toPesewas } from '@shop/rules';
import { Button, Drawer } from 'antd';
import type { OrderDto } from '../api/generated/model';
import { DiscountRows, discountLines } from '../components/discount-rows';
import { OrderTotalsList } from '../components/order-totals-list';
import { ProductImage } from '../components/product-image';
import { RiderDirections } from '../components/rider-directions';
import { orderTotalsInPesewas } from '../lib/order-totals';
import { formatGhanaDate, formatGhanaDateTime } from '../lib/ghana-time';
import { deliveryLabel, paymentLabel } from '../lib/order-progress';
import { OrderPaymentTag, OrderStatusTag } from './admin-badges';
import { DrawerFeedback } from './drawer-feedback';
import { OrderMessages } from './order-messages';
import { OrderMessagesSent } from './order-messages-sent';
import { OrderPayments } from './order-payments';
import { OrderRider } from './order-rider';
import { PayOnDeliverySection } from './pay-on-delivery';
import { fullName } from './admin-labels';
import { OrderStatusControl, StageDates } from './order-status-control';
import { TableHead } from './table-head';

function lineTotal(price: string, quantity: number): string {
  return formatCedis(toPesewas(price) * quantity, { fromPesewas: true });
}

/**
 * One order: what to pack and where it goes (SPEC's view button, made useful), with what staff do
 * to it on a phone (issue 40): change its status, ship it, cancel it. What those changes answer is
 * said inside the drawer, not in a toast over its title.
 */
export function OrderDetails({ order, onClose }: { order: OrderDto | null; onClose: () => void }) {
  return (
    <Drawer
      open={order !== null}
      onClose={onClose}
      title={order ? `Order ${order.orderNumber}` : 'Order'}
      width="min(720px, 100vw)"
      footer={<Button onClick={onClose}>Close</Button>}
      destroyOnHidden
    >
      {order ? (
        <DrawerFeedback>
          <div className="admin-order">
            <p className="admin-order__meta">
              <OrderStatusTag status={order.orderStatus} /> Placed {formatGhanaDateTime(order.createdAt)}
            </p>

            <section className="admin-order__actions" aria-labelledby="order-actions-title">
              <h3 id="order-actions-title" className="admin-order__heading">
                Status
              </h3>
              <OrderStatusControl order={order} actions stages={false} />
            </section>

            <OrderRider order={order} />
            <PayOnDeliverySection order={order} />

            <div className="admin-order__grid">
              <section>
                <h3 className="admin-order__heading">Customer</h3>
                <p>{fullName(order)}</p>
                <p>
                  <a href={`mailto:${order.email}`}>{order.email}</a>
                </p>
                <p>
                  <a href={`tel:${order.phone.replace(/\s+/g, '')}`}>{order.phone}</a>
                </p>
              </section>
              <section>
                <h3 className="admin-order__heading">Ship to</h3>
                <address className="admin-order__address">
                  {order.shippingAddress.address}
                  <br />
                  {order.shippingAddress.city}, {order.shippingAddress.region}
                  <br />
                  {order.shippingAddress.country}
                </address>
                <RiderDirections address={order.shippingAddress} />
              </section>
              <section>
                <h3 className="admin-order__heading">Delivery and payment</h3>
                <p>{deliveryLabel(order.deliveryType)}</p>
                {order.deliveryEstimate || order.estimatedDeliveryDate ? <p>Expected {order.deliveryEstimate?.text ?? formatGhanaDate(order.estimatedDeliveryDate)}</p> : null}
                {order.pickupPoint ? (
                  <p>
                    Collect from <strong>{order.pickupPoint.name}</strong>, {order.pickupPoint.address}
                    {order.pickupPoint.digitalAddress ? ` (${order.pickupPoint.digitalAddress})` : ''} · {order.pickupPoint.openingHours} · <a href={`tel:${order.pickupPoint.phone.replace(/\s+/g, '')}`}>{order.pickupPoint.phone}</a>
                  </p>
                ) : null}
                <p>
                  {paymentLabel(order.payment?.method ?? order.paymentMethod)} <OrderPaymentTag order={order} />
                </p>
              </section>
              <section>
                <h3 className="admin-order__heading">Progress</h3>
                <StageDates order={order} />
                <OrderMessagesSent sent={order.notificationsSent} />
              </section>
            </div>

            <h3 className="admin-order__heading">Items</h3>
            <div className="admin-order__items-scroll">
              <table className="admin-order__items">
                <TableHead columns={['Item', 'Qty', 'Price', 'Total']} numeric={['Price', 'Total']} />
                <tbody>
                  {order.items.map((item, index) => (
                    <tr key={`${item.productId}-${item.size ?? ''}-${item.color ?? ''}-${index}`}>
                      <td>
                        <div className="admin-order__item">
                          <ProductImage path={item.image ?? undefined} alt="" sizes="40px" className="admin-thumb admin-thumb--small" />
                          <div>
                            <div className="admin-order__item-name">{item.name}</div>
                            <div className="admin-order__item-options">{[item.size && `Size ${item.size}`, item.color].filter(Boolean).join(' · ') || '—'}</div>
                          </div>
                        </div>
                      </td>
                      <td>{item.quantity}</td>
                      <td className="admin-num">{formatCedis(item.price)}</td>
                      <td className="admin-num">{lineTotal(item.price, item.quantity)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>

            <OrderTotalsList totals={orderTotalsInPesewas(order)} discountRows={<DiscountRows lines={discountLines(order.discounts)} />} taxLabel="Tax" className="admin-order__totals" />

            <OrderPayments order={order} />

            <OrderMessages orderId={order.id} />

            {order.notes ? (
              <>
                <h3 className="admin-order__heading">Notes</h3>
                <p className="admin-pre">{order.notes}</p>
              </>
            ) : null}
          </div>
        </DrawerFeedback>
      ) : null}
    </Drawer>
  );
}
