import { toPesewas } from '@shop/rules';
import { OrderFacts } from '../../notifications/domain/message-facts';
import { OrderDeliveryEstimateDto, OrderPickupPointDto } from '../dto/order.dto';
import type { OrderToPay } from '../ports/order-payments.port';
import { Order } from './order.entity';
import { heldUntil } from './payment-hold';

/** What an order's messages need, handed to notifications as plain data; with `holdMinutes`, until when its items are held. */
export function orderFacts(order: Order, holdMinutes?: number): OrderFacts {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    email: order.email,
    phone: order.phone,
    firstName: order.firstName,
    items: order.items.map(({ name, quantity, price, size, color }) => ({ name, quantity, price, size, color })),
    discounts: (order.discounts ?? []).map((discount) => ({ label: discount.code ? `Promo ${discount.code}` : discount.name, amount: discount.amount })),
    total: order.total,
    deliveryType: order.deliveryType,
    estimatedDeliveryDate: order.estimatedDeliveryDate,
    deliveryEstimate: OrderDeliveryEstimateDto.from(order)?.text ?? null,
    pickupPoint: OrderPickupPointDto.from(order.pickupPoint ?? null),
    trackingNumber: order.trackingNumber,
    deliverTo: {
      address: order.shippingAddress.address,
      city: order.shippingAddress.city,
      region: order.shippingAddress.region,
      digitalAddress: order.shippingAddress.digitalAddress ?? null,
      landmark: order.shippingAddress.landmark ?? null,
      lat: order.shippingAddress.lat ?? null,
      lng: order.shippingAddress.lng ?? null,
    },
    updatesBy: order.updatesBy === 'whatsapp' ? 'whatsapp' : 'sms',
    heldUntil: holdMinutes === undefined ? null : heldUntil(order, holdMinutes),
  };
}

/** What starting its payment needs, handed to payments as plain data (the total in pesewas). */
export function orderToPay(order: Order): OrderToPay {
  const { id, orderNumber, email, paymentMethod, paymentStatus, orderStatus } = order;
  return { id, orderNumber, email, totalPesewas: toPesewas(order.total), paymentMethod, paymentStatus, orderStatus };
}
