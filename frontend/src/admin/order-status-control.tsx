import { Input, Popconfirm } from 'antd';
import { useId, useState } from 'react';
import { useChangeOrderStatus } from '../api/generated/endpoints/admin/admin';
import type { OrderDto } from '../api/generated/model';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { TIMELINE_STEPS } from '../lib/order-progress';
import { useAdminErrorToast, useAdminSuccessToast } from './admin-errors';
import { ORDER_STATUSES, orderStatusLabel, type OrderStatus } from './admin-labels';
import { useRefreshAfterChange, useReplaceInList } from './admin-queries';
import { StatusSelect } from './status-select';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(status) }));

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

/**
 * SPEC §4: the admin can set any status; choosing 'shipped' first asks for an optional tracking
 * number, which is sent along. Cancelling that prompt changes nothing.
 */
export function OrderStatusControl({ order }: { order: OrderDto }) {
  const change = useChangeOrderStatus();
  const replaceInList = useReplaceInList();
  const refresh = useRefreshAfterChange();
  const showError = useAdminErrorToast();
  const showSuccess = useAdminSuccessToast();
  const [askTracking, setAskTracking] = useState(false);
  const [tracking, setTracking] = useState('');
  const trackingId = useId();

  const send = (status: OrderStatus, trackingNumber?: string) => {
    const from = order.orderStatus;
    change.mutate(
      { id: order.id, data: trackingNumber ? { status, trackingNumber } : { status } },
      {
        onSuccess: (response) => {
          if (response?.data?.id) replaceInList('orders', response.data);
          showSuccess('Order status updated!');
          void refresh('orders');
          // Cancelling puts the units back in stock and reopening takes them again: the Products
          // tab and the Low Stock card must not keep the old figures.
          if ((status === 'cancelled') !== (from === 'cancelled')) void refresh('products');
        },
        onError: (error) => showError(error, 'Error updating order'),
      },
    );
  };

  const choose = (status: OrderStatus) => {
    if (status === 'shipped') {
      setTracking(order.trackingNumber ?? '');
      setAskTracking(true);
    } else {
      send(status);
    }
  };

  const confirmShipped = () => {
    setAskTracking(false);
    send('shipped', tracking.trim() || undefined);
  };

  const shown = change.isPending ? change.variables.data.status : order.orderStatus;
  // A Popconfirm rather than a Modal: antd's Modal statics would pull confirm-dialog code into the
  // storefront's shared chunk (it shares antd's App with it); the prompt sits right by the selector.
  return (
    <div className="admin-status-control">
      <Popconfirm
        open={askTracking}
        title={`Mark ${order.orderNumber} as shipped`}
        icon={null}
        placement="bottomLeft"
        description={
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
          </div>
        }
        okText="Mark as Shipped"
        cancelText="Cancel"
        onConfirm={confirmShipped}
        onCancel={() => setAskTracking(false)}
        onOpenChange={(open) => {
          if (!open) setAskTracking(false);
        }}
      >
        <StatusSelect<OrderStatus>
          value={shown}
          options={STATUS_OPTIONS}
          onChange={choose}
          saving={change.isPending}
          label={`Status of order ${order.orderNumber}`}
          className="admin-status-control__select"
        />
      </Popconfirm>
      <StageDates order={order} />
    </div>
  );
}
