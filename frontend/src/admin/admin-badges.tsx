import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { OrderDto } from '../api/generated/model';
import { attemptStatusLabel, paymentStatusLabel } from '../lib/payments';
import { orderStatusLabel, priorityLabel, supportStatusLabel } from './admin-labels';
import { messageStatusLabel } from './message-labels';

/** Every badge of the console: an antd Tag in the console's tag style. */
export function AdminTag({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Tag color={color} className="admin-tag">
      {children}
    </Tag>
  );
}

/** A badge whose colour (grey for one the map lacks) and words both follow a status. */
function statusTag(colors: Record<string, string>, label: (status: string) => string) {
  return function StatusTag({ status }: { status: string }) {
    return <AdminTag color={colors[status] ?? 'default'}>{label(status)}</AdminTag>;
  };
}

const ORDER_COLORS: Record<string, string> = {
  ordered: 'default',
  confirmed: 'gold',
  processing: 'blue',
  shipped: 'purple',
  'out-for-delivery': 'cyan',
  delivered: 'green',
  cancelled: 'red',
};

/** Order status; delivered green, processing blue, shipped purple as on the home page (SPEC §4). */
export const OrderStatusTag = statusTag(ORDER_COLORS, orderStatusLabel);

/** SPEC §4 support badge colours: open red, in-progress yellow, otherwise green. */
export function SupportStatusTag({ status }: { status: string }) {
  const color = status === 'open' ? 'red' : status === 'in-progress' ? 'gold' : 'green';
  return (
    <AdminTag color={color}>{supportStatusLabel(status)}</AdminTag>
  );
}

const PRIORITY_COLORS: Record<string, string> = { urgent: 'red', high: 'volcano', normal: 'blue', low: 'default' };

export function PriorityTag({ priority }: { priority: string }) {
  return (
    <AdminTag color={PRIORITY_COLORS[priority] ?? 'default'}>{priorityLabel(priority)} priority</AdminTag>
  );
}

export function ActiveTag({ active }: { active: boolean }) {
  return (
    <AdminTag color={active ? 'green' : 'default'}>{active ? 'Active' : 'Inactive'}</AdminTag>
  );
}

const PAYMENT_COLORS: Record<string, string> = {
  paid: 'green',
  pending: 'gold',
  failed: 'red',
  expired: 'default',
  refunded: 'purple',
  // An attempt's own states, in an order's payment history.
  mismatch: 'volcano',
  refund_pending: 'purple',
  refund_failed: 'volcano',
};

/** An order's payment state: paid green, awaiting gold, failed red, refunded purple. */
const PaymentStatusTag = statusTag(PAYMENT_COLORS, paymentStatusLabel);

/** One payment attempt's state; a mismatch or a failed refund stands out for staff. */
export const AttemptStatusTag = statusTag(PAYMENT_COLORS, attemptStatusLabel);

/**
 * Where the money of an order staff cancelled while paid stands: its refund is under way, or the
 * provider refused it (ADR 043). The order reads `paid` until the refund lands, so this is what the
 * console shows from the moment the cancel is answered. Null for any other order.
 */
export function refundState(order: Pick<OrderDto, 'orderStatus' | 'paymentStatus' | 'payment'>): 'refund_pending' | 'refund_failed' | null {
  if (order.orderStatus !== 'cancelled' || order.paymentStatus !== 'paid') return null;
  return order.payment?.status === 'refund_failed' ? 'refund_failed' : 'refund_pending';
}

/** An order's payment as staff read it: "Refund pending", not "Paid", once a paid order is cancelled. */
export function OrderPaymentTag({ order }: { order: Pick<OrderDto, 'orderStatus' | 'paymentStatus' | 'payment'> }) {
  const refund = refundState(order);
  return refund ? <AttemptStatusTag status={refund} /> : <PaymentStatusTag status={order.paymentStatus} />;
}

const MESSAGE_COLORS: Record<string, string> = { sent: 'green', queued: 'blue', sending: 'cyan', dead: 'red', undeliverable: 'volcano' };

/** A message's delivery: sent green, waiting blue, given up red, never tried orange. */
export function MessageStatusTag({ status }: { status: string }) {
  return <AdminTag color={MESSAGE_COLORS[status] ?? 'default'}>{messageStatusLabel(status)}</AdminTag>;
}
