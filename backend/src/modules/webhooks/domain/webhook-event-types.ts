import type { Type } from '@nestjs/common';
import {
  OrderPlacedDataDto,
  OrderStatusChangedDataDto,
  PaymentDataDto,
  ProductPublishedDataDto,
  ReviewSubmittedDataDto,
  StockLowDataDto,
  SupplierDataDto,
  SupplierFaceVerifiedDataDto,
  SupportRequestReceivedDataDto,
} from '../dto/webhook-payloads.dto';

/**
 * Every event an integrator may subscribe to: its version and payload class (documented under
 * `x-webhooks` in openapi.json). A type's payload changes only additively within a version.
 */
export const WEBHOOK_EVENTS = {
  'order.placed': { version: 1, payload: OrderPlacedDataDto, summary: 'A shopper placed an order (payment still pending).' },
  'order.status_changed': { version: 1, payload: OrderStatusChangedDataDto, summary: 'Staff (or an expired payment hold) moved an order to another status.' },
  'payment.received': { version: 1, payload: PaymentDataDto, summary: "An order's money arrived and was checked with the provider." },
  'payment.refunded': { version: 1, payload: PaymentDataDto, summary: "An order's money went back to the shopper." },
  'stock.low': { version: 1, payload: StockLowDataDto, summary: 'A size and colour dropped to the low-stock line the admin dashboard uses.' },
  'product.published': { version: 1, payload: ProductPublishedDataDto, summary: 'A product went on sale in the catalog (created by staff, published from a supplier listing, or a hidden one put back on sale).' },
  'supplier.registered': { version: 1, payload: SupplierDataDto, summary: 'A supplier applied to sell through the shop.' },
  'supplier.face_verified': { version: 1, payload: SupplierFaceVerifiedDataDto, summary: "Staff reviewed a supplier's selfie against its ID (verdict verified or rejected)." },
  'supplier.approved': { version: 1, payload: SupplierDataDto, summary: 'Staff approved a supplier: it may now list products.' },
  'review.submitted': { version: 1, payload: ReviewSubmittedDataDto, summary: 'A shopper reviewed a product of a delivered order.' },
  'support.request_received': { version: 1, payload: SupportRequestReceivedDataDto, summary: 'Someone sent the shop a support request.' },
} satisfies Record<string, { version: number; payload: Type<unknown>; summary: string }>;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEventType[];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
