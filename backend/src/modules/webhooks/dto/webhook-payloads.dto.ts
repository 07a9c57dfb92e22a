import { ApiProperty } from '@nestjs/swagger';

/**
 * What integrators receive: one class per payload, read by the Swagger plugin into
 * components.schemas and listed per event type under `x-webhooks` (ADR 055). Money is cedis as
 * decimal strings ("112.00"), times are ISO 8601 in UTC. Nothing here carries a password hash, a
 * secret, or a supplier's selfie or ID image.
 */
export class WebhookAddressDto {
  address: string;
  city: string;
  region: string;
  country: string;
  /** GhanaPostGPS digital address, when the shopper gave one. */
  digitalAddress?: string;
  landmark?: string;
  lat?: number;
  lng?: number;
}

export class WebhookOrderLineDto {
  productId: string;
  name: string;
  /** The unit price charged, in cedis. */
  unitPrice: string;
  quantity: number;
  size: string | null;
  color: string | null;
}

/** The shopper's contact details: a courier or accounting tool needs them to deliver and invoice the order. */
export class WebhookCustomerDto {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export class WebhookOrderDto {
  id: string;
  orderNumber: string;
  orderStatus: string;
  paymentStatus: string;
  paymentMethod: string;
  deliveryType: string;
  @ApiProperty({ example: 'GHS' })
  currency: string;
  subtotal: string;
  shipping: string;
  tax: string;
  total: string;
  items: WebhookOrderLineDto[];
  customer: WebhookCustomerDto;
  shippingAddress: WebhookAddressDto;
  trackingNumber: string | null;
  placedAt: string | null;
  estimatedDeliveryDate: string | null;
}

export class OrderPlacedDataDto {
  order: WebhookOrderDto;
}

export class OrderStatusChangedDataDto {
  @ApiProperty({ example: 'ordered' })
  from: string;
  @ApiProperty({ example: 'shipped' })
  to: string;
  order: WebhookOrderDto;
}

export class PaymentDataDto {
  orderId: string;
  orderNumber: string;
  paymentMethod: string;
  /** The order's total, in cedis: what was taken (payment.received) or given back (payment.refunded). */
  amount: string;
  @ApiProperty({ example: 'GHS' })
  currency: string;
}

export class StockLowDataDto {
  productId: string;
  productName: string;
  variantId: string;
  size: string | null;
  color: string | null;
  /** Units left of this size and colour. */
  stock: number;
  /** The dashboard's low-stock line: this many units or fewer. */
  threshold: number;
}

export class ProductPublishedDataDto {
  productId: string;
  name: string;
  category: string;
  /** Selling price in cedis. */
  price: string;
  /** Set when the product came from a supplier's listing. */
  supplierProductId: string | null;
}

export class SupplierDataDto {
  supplierId: string;
  businessName: string;
  country: string;
  /** The supplier's own e-mail: what a back office needs to reach it. */
  email: string;
  isApproved: boolean;
  faceVerificationStatus: string;
}

export class SupplierFaceVerifiedDataDto extends SupplierDataDto {
  @ApiProperty({ enum: ['verified', 'rejected'] })
  verdict: 'verified' | 'rejected';
}

export class ReviewSubmittedDataDto {
  reviewId: string;
  productId: string;
  /** 1 to 5. */
  rating: number;
  comment: string;
}

export class SupportRequestReceivedDataDto {
  requestId: string;
  subject: string;
  /** The order the request is about, when the sender named one. */
  orderNumber: string | null;
  priority: string;
}

/** The body of every webhook: the Standard Webhooks envelope with the shop's id and version. */
export class WebhookEnvelopeDto {
  /** The event id, also sent as the Webhook-Id header; the same on every retry. */
  @ApiProperty({ example: 'evt_5f0c2d7e9a4b4c1f8e2d3a6b7c8d9e0f' })
  id: string;
  @ApiProperty({ example: 'order.placed' })
  type: string;
  /** Payload version of this type; a change that could break a receiver comes as a new version. */
  version: number;
  /** When the change happened (ISO 8601, UTC). */
  timestamp: string;
  @ApiProperty({ description: 'The payload of this type: see x-webhooks for which schema' })
  data: object;
}
