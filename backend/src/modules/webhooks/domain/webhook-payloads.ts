import type { WebhookAddressDto, WebhookOrderDto } from '../dto/webhook-payloads.dto';

/** The parts of an order a webhook carries (the ordering module's Order satisfies it). */
export interface OrderForWebhook {
  id: string;
  orderNumber: string;
  orderStatus: string;
  paymentStatus: string;
  paymentMethod: string;
  deliveryType: string;
  subtotal: string;
  shipping: string;
  tax: string;
  total: string;
  items: { productId: string; name: string; price: string; quantity: number; size: string | null; color: string | null }[];
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  shippingAddress: WebhookAddressDto;
  trackingNumber: string | null;
  orderedAt: Date | null;
  estimatedDeliveryDate: Date | string | null;
}

export function webhookOrder(order: OrderForWebhook): WebhookOrderDto {
  const { address, city, region, country, digitalAddress, landmark, lat, lng } = order.shippingAddress;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    deliveryType: order.deliveryType,
    currency: 'GHS',
    subtotal: order.subtotal,
    shipping: order.shipping,
    tax: order.tax,
    total: order.total,
    items: order.items.map(({ productId, name, price, quantity, size, color }) => ({ productId, name, unitPrice: price, quantity, size, color })),
    customer: { firstName: order.firstName, lastName: order.lastName, email: order.email, phone: order.phone },
    shippingAddress: { address, city, region, country, ...(digitalAddress ? { digitalAddress } : {}), ...(landmark ? { landmark } : {}), ...(lat != null && lng != null ? { lat, lng } : {}) },
    trackingNumber: order.trackingNumber,
    placedAt: order.orderedAt ? new Date(order.orderedAt).toISOString() : null,
    estimatedDeliveryDate: order.estimatedDeliveryDate ? new Date(order.estimatedDeliveryDate).toISOString() : null,
  };
}

export interface SupplierForWebhook {
  id: string;
  businessName: string;
  country: string;
  email: string;
  isApproved: boolean;
  faceVerificationStatus: string;
}

export function webhookSupplier(supplier: SupplierForWebhook) {
  return {
    supplierId: supplier.id,
    businessName: supplier.businessName,
    country: supplier.country,
    email: supplier.email,
    isApproved: supplier.isApproved,
    faceVerificationStatus: supplier.faceVerificationStatus,
  };
}

/** What a payment webhook says of its order: the amount is the order's total, taken or given back whole. */
export function webhookPayment(order: { id: string; orderNumber: string; paymentMethod: string; total: string }) {
  return { orderId: order.id, orderNumber: order.orderNumber, paymentMethod: order.paymentMethod, amount: order.total, currency: 'GHS' };
}
