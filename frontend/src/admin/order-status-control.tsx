import { cancellingRefunds, cancelRefusedBecause, formatCedis, orderClosedBecause, toPesewas } from '@shop/rules';
import { Button, Input, Popconfirm } from 'antd';
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getGetOrderPaymentsQueryKey, getListMessagesQueryKey, useChangeOrderStatus } from '../api/generated/endpoints/admin/admin';
import type { OrderDto } from '../api/generated/model';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { formatPaymentAmount } from '../lib/payments';
import { currentStepIndex, TIMELINE_STEPS } from '../lib/order-progress';
import { OrderStatusTag, refundState } from './admin-badges';
import { useAdminErrorToast, useAdminSuccessToast } from './admin-errors';
import { ORDER_STATUSES, orderStatusLabel, type OrderStatus } from './admin-labels';
import { useRefreshAfterChange, useReplaceInList } from './admin-queries';
import { StatusSelect } from './status-select';
import './order-status-control.css';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(status) }));
/** A delivered order is not cancelled (the server answers 409): a return brings its items back. */
const DELIVERED_STATUS_OPTIONS = STATUS_OPTIONS.map((option) =>
  option.value === 'cancelled' ? { ...option, label: `${option.label} (after delivery, by a return)`, disabled: true, title: cancelRefusedBecause({ orderStatus: 'delivered' }) ?? undefined } : option,
);

/** The stage timestamps the server has set, in timeline order (SPEC §2 Orders). */
export function StageDates({ order }: { order: OrderDto }) {
  const reached = TIMELINE_STEPS.filter((step) => order[step.stamp]);
  if (reached.length === 0 && !order.trackingNumber) return null;
  return (
    <dl className="admin-stages">
      {reached.map((step) => (
        <div key={step.status} className="admin-stages__row">
          <dt>{step.label}</dt>
          <dd>
            <time dateTime={order[step.stamp] ?? undefined}>{formatGhanaDateTime(order[step.stamp])}</time>
          </dd>
        </div>
      ))}
      {order.trackingNumber ? (
        <div className="admin-stages__row admin-stages__row--tracking">
          <dt>Tracking</dt>
          <dd className="admin-mono">{order.trackingNumber}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** How a refund goes back: the way the money came (DECISIONS; a `cod` order by Mobile Money transfer). */
const REFUND_WAYS: Record<string, string> = { momo: 'Mobile Money', card: 'card', paypal: 'PayPal', cod: 'Mobile Money transfer' };

/** "₵388.50", or for PayPal "US$25.90 (₵388.50)": what goes back, from integer pesewas. */
function refundAmount(order: OrderDto): string {
  const cedis = formatCedis(toPesewas(order.total), { fromPesewas: true });
  const paid = order.payment;
  return paid && paid.currency !== 'GHS' && paid.status === 'paid' ? `${formatPaymentAmount(paid.amount, paid.currency)} (${cedis})` : cedis;
}

/** Why a closed order's status stays where it is, in a few words for the console (ADR 043). */
function closedNote(order: OrderDto): string | null {
  if (!orderClosedBecause(order)) return null;
  const why =
    order.paymentStatus === 'refunded'
      ? 'refunded'
      : order.paymentStatus === 'expired'
        ? 'not paid in time'
        : order.paymentStatus === 'refused'
          ? 'refused at the door'
          : // The provider refused the refund: staff must settle it by hand, not wait for it (its Payments history says why).
            refundState(order) === 'refund_failed'
            ? 'cancelled, refund failed: refund the customer at the provider'
            : 'cancelled, refund under way';
  return `Closed (${why}): its status can no longer change. A new order is the way forward.`;
}

/** Statuses from which the order still has to leave the shop: where a Ship action makes sense. */
const BEFORE_SHIPPING: readonly string[] = ['ordered', 'confirmed', 'processing'];

type Prompt = 'ship' | 'cancel' | 'move' | null;

/** Paid online and not yet paid: moving it on tells the customer of progress nobody has paid for. */
function awaitsPrepayment(order: OrderDto): boolean {
  return order.paymentMethod !== 'cod' && order.paymentStatus !== 'paid';
}

/** "This skips Confirmed, Processing and Shipped.": the stages a move forward jumps over, or '' for a move of one stage, back, or from Cancelled. */
function skippedStages(order: OrderDto, status: OrderStatus): string {
  const from = currentStepIndex(order.orderStatus);
  const to = currentStepIndex(status);
  if (from < 0 || to <= from + 1) return '';
  const names = TIMELINE_STEPS.slice(from + 1, to).map((step) => orderStatusLabel(step.status));
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
  return `This skips ${list}.`;
}

/**
 * Why a move to `status` deserves a second look, or null: an order not yet paid moved on, an order
 * moved back to an earlier stage (the tracking page goes back with it), or moved on past stages it
 * has not reached (they get no date). Each is allowed (SPEC: any status), none should happen by a
 * slip of the finger on a phone.
 */
function moveWarning(order: OrderDto, status: OrderStatus): { title: string; text: string } | null {
  const to = currentStepIndex(status);
  const from = currentStepIndex(order.orderStatus);
  const label = orderStatusLabel(status);
  const skips = skippedStages(order, status);
  if (to > 0 && awaitsPrepayment(order)) {
    return {
      title: `${order.orderNumber} is not paid yet`,
      text: `Marked ${label}, the customer is told so, though its ${formatCedis(toPesewas(order.total), { fromPesewas: true })} has not arrived. Its items stay held only while it is unpaid and Order Placed.${skips ? ` ${skips}` : ''}`,
    };
  }
  if (to >= 0 && from > to) {
    return { title: `Move ${order.orderNumber} back to ${label}?`, text: `It is ${orderStatusLabel(order.orderStatus)} now: its progress on the tracking page goes back too.` };
  }
  if (skips) {
    return { title: `Move ${order.orderNumber} on to ${label}?`, text: `It is ${orderStatusLabel(order.orderStatus)} now. ${skips} Those stages get no date.` };
  }
  return null;
}

/**
 * SPEC §4: the admin can set any status; choosing 'shipped' first asks for an optional tracking
 * number, which is sent along. Cancelling asks first too, and on a paid order names the amount
 * and the way it goes back and takes a reason (staff's only, ADR 043). A closed order shows its
 * status and why it stays. With `actions` (the order drawer, used on phones) Ship and Cancel are
 * buttons of their own beside the selector.
 */
export function OrderStatusControl({ order, actions = false, stages = true }: { order: OrderDto; actions?: boolean; stages?: boolean }) {
  const change = useChangeOrderStatus();
  const replaceInList = useReplaceInList();
  const refresh = useRefreshAfterChange();
  const showError = useAdminErrorToast();
  const showSuccess = useAdminSuccessToast();
  const queryClient = useQueryClient();
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [tracking, setTracking] = useState('');
  const [reason, setReason] = useState('');
  const [moveTo, setMoveTo] = useState<OrderStatus | null>(null);
  const trackingId = useId();
  const reasonId = useId();
  const reasonHelpId = useId();
  const cancelNoteId = useId();

  const send = (status: OrderStatus, extra: { trackingNumber?: string; reason?: string } = {}) => {
    const from = order.orderStatus;
    change.mutate(
      { id: order.id, data: { status, ...extra } },
      {
        onSuccess: (response) => {
          if (response?.data?.id) replaceInList('orders', response.data);
          showSuccess('Order status updated!');
          void refresh('orders');
          // Cancelling puts the units back in stock and reopening takes them again: the Products
          // tab and the Low Stock card must not keep the old figures.
          if ((status === 'cancelled') !== (from === 'cancelled')) void refresh('products');
          // The drawer's payment history shows the reason and the refund asked for.
          if (status === 'cancelled') void queryClient.invalidateQueries({ queryKey: getGetOrderPaymentsQueryKey(order.id) });
          // The customer is told of the new status: the drawer's Messages and the Messages tab list it.
          if (status !== from) void queryClient.invalidateQueries({ queryKey: getListMessagesQueryKey() });
        },
        onError: (error) => showError(error, 'Error updating order'),
      },
    );
  };

  const choose = (status: OrderStatus) => {
    if (status === 'shipped') {
      setTracking(order.trackingNumber ?? '');
      setPrompt('ship');
    } else if (status === 'cancelled' && order.orderStatus !== 'cancelled') {
      setReason('');
      setPrompt('cancel');
    } else if (status !== order.orderStatus && moveWarning(order, status)) {
      setMoveTo(status);
      setPrompt('move');
    } else {
      send(status);
    }
  };

  const confirmMove = () => {
    setPrompt(null);
    if (moveTo) send(moveTo);
  };

  const confirmShipped = () => {
    setPrompt(null);
    const trackingNumber = tracking.trim();
    send('shipped', trackingNumber ? { trackingNumber } : {});
  };

  const refunds = cancellingRefunds(order);
  const trimmedReason = reason.trim();
  const confirmCancelled = () => {
    if (refunds && !trimmedReason) return;
    setPrompt(null);
    send('cancelled', trimmedReason ? { reason: trimmedReason } : {});
  };

  const closed = closedNote(order);
  if (closed) {
    return (
      <div className="admin-status-control">
        <p className="admin-status-control__closed">
          <OrderStatusTag status={order.orderStatus} />
          <span>{closed}</span>
        </p>
        {stages ? <StageDates order={order} /> : null}
      </div>
    );
  }

  const amount = refundAmount(order);
  const cancelRefused = cancelRefusedBecause(order);
  const way = REFUND_WAYS[order.payment?.method ?? order.paymentMethod] ?? order.paymentMethod;
  const shown = change.isPending ? change.variables.data.status : order.orderStatus;
  const promptButton = { className: 'admin-prompt-button' };

  const shipSkips = skippedStages(order, 'shipped');
  const shipPrompt = (
    <div className="admin-tracking-prompt">
      <label htmlFor={trackingId} className="admin-modal-label">
        Tracking number <span className="admin-optional">(optional)</span>
      </label>
      <Input
        id={trackingId}
        value={tracking}
        onChange={(event) => setTracking(event.target.value)}
        onPressEnter={confirmShipped}
        maxLength={100}
        placeholder="e.g. GHPOST-123456"
        autoFocus
      />
      <p className="admin-modal-help">The customer sees it on the tracking page.</p>
      {shipSkips ? <p className="admin-modal-help">{shipSkips}</p> : null}
      {awaitsPrepayment(order) ? <p className="admin-modal-help admin-modal-help--warning">Not paid yet: its money has not arrived.</p> : null}
    </div>
  );

  const cancelPrompt = (
    <div className="admin-cancel-prompt">
      <p className="admin-cancel-prompt__money">
        {refunds ? (
          <>
            <strong>{amount}</strong> goes back to the customer by <strong>{way}</strong>. The order is then closed: its status can no longer change.
          </>
        ) : (
          'Nothing has been paid, so nothing is refunded.'
        )}{' '}
        The items go back in stock.
      </p>
      <label htmlFor={reasonId} className="admin-modal-label">
        Reason {refunds ? <span className="admin-optional">(required)</span> : <span className="admin-optional">(optional)</span>}
      </label>
      <Input.TextArea
        id={reasonId}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={500}
        autoSize={{ minRows: 2, maxRows: 5 }}
        placeholder="e.g. Customer phoned: ordered the wrong size"
        aria-required={refunds}
        aria-describedby={reasonHelpId}
        autoFocus
      />
      <p id={reasonHelpId} className="admin-modal-help">
        Kept in the order&apos;s history for staff. The customer never sees it.
      </p>
    </div>
  );

  const warning = prompt === 'move' && moveTo ? moveWarning(order, moveTo) : null;

  // A Popconfirm rather than a Modal: antd's Modal statics would pull confirm-dialog code into the
  // storefront's shared chunk (it shares antd's App with it); the prompt sits right by the selector.
  // It wraps the selector alone, not the row with Ship and Cancel: the popover is placed from (and
  // its arrow points at) the element it wraps, and on a phone the row wraps so its bottom-left
  // corner is the Ship button's.
  return (
    <div className="admin-status-control">
      <div className="admin-status-control__row">
        <Popconfirm
          open={prompt !== null}
          title={
            warning
              ? warning.title
              : prompt === 'cancel'
                ? refunds
                  ? `Cancel ${order.orderNumber} and refund ${amount}?`
                  : `Cancel ${order.orderNumber}?`
                : `Mark ${order.orderNumber} as shipped`
          }
          icon={null}
          placement="bottomLeft"
          rootClassName="admin-status-prompt"
          description={warning ? <p className="admin-cancel-prompt__money">{warning.text}</p> : prompt === 'cancel' ? cancelPrompt : shipPrompt}
          okText={warning && moveTo ? `Mark as ${orderStatusLabel(moveTo)}` : prompt === 'cancel' ? (refunds ? 'Cancel and Refund' : 'Cancel Order') : 'Mark as Shipped'}
          cancelText={prompt === 'cancel' ? 'Keep Order' : 'Cancel'}
          okButtonProps={prompt === 'cancel' ? { ...promptButton, danger: true, disabled: refunds && !trimmedReason } : promptButton}
          cancelButtonProps={promptButton}
          onConfirm={warning ? confirmMove : prompt === 'cancel' ? confirmCancelled : confirmShipped}
          onCancel={() => setPrompt(null)}
          onOpenChange={(open) => {
            if (!open) setPrompt(null);
          }}
        >
          <StatusSelect<OrderStatus>
            value={shown}
            options={cancelRefused ? DELIVERED_STATUS_OPTIONS : STATUS_OPTIONS}
            onChange={choose}
            saving={change.isPending}
            label={`Status of order ${order.orderNumber}`}
            describedBy={actions && cancelRefused ? cancelNoteId : undefined}
            className="admin-status-control__select"
          />
        </Popconfirm>
        {actions ? (
          <div className="admin-status-control__actions">
            {BEFORE_SHIPPING.includes(order.orderStatus) ? (
              <Button className="admin-prompt-button" disabled={change.isPending} onClick={() => choose('shipped')}>
                Ship…
              </Button>
            ) : null}
            {order.orderStatus !== 'cancelled' && !cancelRefused ? (
              <Button className="admin-prompt-button" danger disabled={change.isPending} onClick={() => choose('cancelled')}>
                Cancel Order…
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {/* In the drawer, used on phones, where the disabled option's title never shows (and the option may sit below the list's fold). */}
      {actions && cancelRefused ? (
        <p id={cancelNoteId} className="admin-status-control__note">
          {cancelRefused}
        </p>
      ) : null}
      {stages ? <StageDates order={order} /> : null}
    </div>
  );
}
