import { Tag } from 'antd';
import type { ReactNode } from 'react';
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
export function OrderStatusTag({ status }: { status: string }) {
  return (
    <AdminTag color={ORDER_COLORS[status] ?? 'default'}>{orderStatusLabel(status)}</AdminTag>
  );
}

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
export function PaymentStatusTag({ status }: { status: string }) {
  return (
    <AdminTag color={PAYMENT_COLORS[status] ?? 'default'}>{paymentStatusLabel(status)}</AdminTag>
  );
}

/** One payment attempt's state; a mismatch or a failed refund stands out for staff. */
export function AttemptStatusTag({ status }: { status: string }) {
  return (
    <AdminTag color={PAYMENT_COLORS[status] ?? 'default'}>{attemptStatusLabel(status)}</AdminTag>
  );
}

const MESSAGE_COLORS: Record<string, string> = { sent: 'green', queued: 'blue', sending: 'cyan', dead: 'red', undeliverable: 'volcano' };

/** A message's delivery: sent green, waiting blue, given up red. */
export function MessageStatusTag({ status, channel }: { status: string; channel?: string }) {
  return (
    <AdminTag color={MESSAGE_COLORS[status] ?? 'default'}>{messageStatusLabel(status, channel)}</AdminTag>
  );
}
