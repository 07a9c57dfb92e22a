import { Tag } from 'antd';
import { attemptStatusLabel, paymentStatusLabel } from '../lib/payments';
import { orderStatusLabel, priorityLabel, supportStatusLabel } from './admin-labels';
import { messageStatusLabel } from './message-labels';

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
    <Tag color={ORDER_COLORS[status] ?? 'default'} className="admin-tag">
      {orderStatusLabel(status)}
    </Tag>
  );
}

/** SPEC §4 support badge colours: open red, in-progress yellow, otherwise green. */
export function SupportStatusTag({ status }: { status: string }) {
  const color = status === 'open' ? 'red' : status === 'in-progress' ? 'gold' : 'green';
  return (
    <Tag color={color} className="admin-tag">
      {supportStatusLabel(status)}
    </Tag>
  );
}

const PRIORITY_COLORS: Record<string, string> = { urgent: 'red', high: 'volcano', normal: 'blue', low: 'default' };

export function PriorityTag({ priority }: { priority: string }) {
  return (
    <Tag color={PRIORITY_COLORS[priority] ?? 'default'} className="admin-tag">
      {priorityLabel(priority)} priority
    </Tag>
  );
}

export function ActiveTag({ active }: { active: boolean }) {
  return (
    <Tag color={active ? 'green' : 'default'} className="admin-tag">
      {active ? 'Active' : 'Inactive'}
    </Tag>
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
    <Tag color={PAYMENT_COLORS[status] ?? 'default'} className="admin-tag">
      {paymentStatusLabel(status)}
    </Tag>
  );
}

/** One payment attempt's state; a mismatch or a failed refund stands out for staff. */
export function AttemptStatusTag({ status }: { status: string }) {
  return (
    <Tag color={PAYMENT_COLORS[status] ?? 'default'} className="admin-tag">
      {attemptStatusLabel(status)}
    </Tag>
  );
}

const MESSAGE_COLORS: Record<string, string> = { sent: 'green', queued: 'blue', sending: 'cyan', dead: 'red', undeliverable: 'volcano' };

/** A message's delivery: sent green, waiting blue, given up red. */
export function MessageStatusTag({ status, channel }: { status: string; channel?: string }) {
  return (
    <Tag color={MESSAGE_COLORS[status] ?? 'default'} className="admin-tag">
      {messageStatusLabel(status, channel)}
    </Tag>
  );
}
