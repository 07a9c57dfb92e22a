import { DELIVERY_OPTIONS, type DeliveryType } from '@shop/rules';
import type { TrackedOrderDto } from '../api/generated/model';

/** SPEC §4 order statuses; `cancelled` only gets a badge, never a place on the timeline. */
export type OrderStatus = TrackedOrderDto['orderStatus'];
export type TimelineStatus = Exclude<OrderStatus, 'cancelled'>;

type StampField = 'orderedAt' | 'confirmedAt' | 'processingAt' | 'shippedAt' | 'outForDeliveryAt' | 'deliveredAt';

interface TimelineStep {
  status: TimelineStatus;
  label: string;
  stamp: StampField;
  /** Shown under the step while it is the current one. */
  note?: string;
}

/** SPEC §4: the timeline order, each stage with the timestamp the server sets when it is reached. */
export const TIMELINE_STEPS: readonly TimelineStep[] = [
  { status: 'ordered', label: 'Order Placed', stamp: 'orderedAt' },
  { status: 'confirmed', label: 'Confirmed', stamp: 'confirmedAt', note: 'Your order has been confirmed and is being prepared' },
  { status: 'processing', label: 'Processing', stamp: 'processingAt', note: 'Your items are being packed with care' },
  { status: 'shipped', label: 'Shipped', stamp: 'shippedAt' },
  { status: 'out-for-delivery', label: 'Out for Delivery', stamp: 'outForDeliveryAt', note: 'Your order is out for delivery today' },
  { status: 'delivered', label: 'Delivered', stamp: 'deliveredAt' },
];

/** Index of the current step, or -1 for a cancelled (or unknown) status. */
export function currentStepIndex(status: string): number {
  return TIMELINE_STEPS.findIndex((step) => step.status === status);
}

/** SPEC §4: the tracking number appears once `shipped` is complete. */
export function isShipped(status: string): boolean {
  return currentStepIndex(status) >= currentStepIndex('shipped');
}

export const STATUS_LABELS: Record<OrderStatus, string> = {
  ordered: 'Ordered',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  'out-for-delivery': 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** SPEC §4 badge colours: delivered green, processing blue, shipped purple, anything else neutral. */
export type StatusTone = 'green' | 'blue' | 'purple' | 'neutral';
export function statusTone(status: string): StatusTone {
  if (status === 'delivered') return 'green';
  if (status === 'processing') return 'blue';
  if (status === 'shipped') return 'purple';
  return 'neutral';
}

const PAYMENT_LABELS: Record<string, string> = { momo: 'Mobile Money', card: 'Card', paypal: 'PayPal', cod: 'Pay on delivery' };
export function paymentLabel(method: string): string {
  return PAYMENT_LABELS[method] ?? method;
}

/** "Standard Delivery", from the shared pricing rules (the checkout offers the same labels). */
export function deliveryLabel(type: string): string {
  if (type === 'pickup') return 'Pickup (free)';
  return type in DELIVERY_OPTIONS ? DELIVERY_OPTIONS[type as DeliveryType].label : type;
}
