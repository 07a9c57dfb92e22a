import { EyeOutlined } from '@ant-design/icons';
import { formatCedis } from '@shop/rules';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Empty, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useListOrders } from '../api/generated/endpoints/admin/admin';
import { ListOrdersPaymentStatus, type OrderDto } from '../api/generated/model';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { paymentLabel } from '../lib/order-progress';
import { paymentStatusLabel } from '../lib/payments';
import { PayOnDeliveryTag } from './pay-on-delivery';
import { totalCount } from '../lib/total-count';
import { useSignInAgainOn } from './admin-errors';
import { fullName } from './admin-labels';
import { ADMIN_PAGE_SIZE, useAdminListPage } from './admin-list-page';
import { OrderDetails } from './order-details';
import { OrderStatusControl } from './order-status-control';
import { LIVE_LIST } from './admin-queries';
import { AdminListToolbar, ListFilter } from './admin-list-toolbar';
import { CardTable, cardCell } from './card-table';
import { OrderPaymentTag } from './admin-badges';

function itemCount(order: OrderDto): string {
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return `${units} ${units === 1 ? 'item' : 'items'}`;
}

type PaymentFilter = ListOrdersPaymentStatus | 'all';

/** Issue 12 point 7: the payment states staff filter by, in the order they look for them. */
const PAYMENT_FILTERS: { value: PaymentFilter; label: string }[] = [
  { value: 'all', label: 'All payments' },
  ...(['paid', 'pending', 'failed', 'expired', 'refunded', 'refused'] as const satisfies readonly ListOrdersPaymentStatus[]).map((value) => ({ value, label: paymentStatusLabel(value) })),
];

/**
 * SPEC §2 Orders: number, customer, total, status selector with stage dates, created date, view.
 * The server pages and searches (newest first), so the count is every order, not one page's.
 */
export function OrdersTab() {
  const list = useAdminListPage();
  const [paymentStatus, setPaymentStatus] = useState<PaymentFilter>('all');
  const params = paymentStatus === 'all' ? list.params : { ...list.params, paymentStatus };
  // The page on screen stays while the next one loads, rather than flashing the skeleton.
  const query = useListOrders(params, { query: { ...LIVE_LIST, placeholderData: keepPreviousData } });
  useSignInAgainOn(query.error);
  const [viewingId, setViewingId] = useState<string | null>(null);

  const orders = query.data?.data ?? [];
  const total = totalCount(query.data);
  // Looked up each render, so the details follow a status change made while they are open.
  const viewing = orders.find((order) => order.id === viewingId) ?? null;

  const columns: TableColumnsType<OrderDto> = [
    {
      title: 'Order',
      dataIndex: 'orderNumber',
      width: 190,
      ...cardCell('order'),
      render: (orderNumber: string, order) => (
        <div>
          <div className="admin-mono admin-strong">{orderNumber}</div>
          <div className="admin-subtle">{itemCount(order)}</div>
        </div>
      ),
    },
    {
      title: 'Customer',
      key: 'customer',
      ...cardCell('customer'),
      render: (_, order) => (
        <div className="admin-customer">
          <div className="admin-strong">{fullName(order)}</div>
          <a href={`mailto:${order.email}`} className="admin-subtle">
            {order.email}
          </a>
        </div>
      ),
    },
    { title: 'Total', dataIndex: 'total', width: 120, align: 'right', ...cardCell('total'), render: (total: string) => <span className="admin-strong">{formatCedis(total)}</span> },
    {
      title: 'Payment',
      dataIndex: 'paymentStatus',
      width: 150,
      ...cardCell('payment', 'Payment'),
      render: (_, order) => (
        <div className="admin-payment">
          <OrderPaymentTag order={order} />
          <span className="admin-subtle">{paymentLabel(order.payment?.method ?? order.paymentMethod)}</span>
          <PayOnDeliveryTag order={order} />
        </div>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'orderStatus',
      width: 290,
      ...cardCell('status', 'Status'),
      render: (_, order) => <OrderStatusControl order={order} />,
    },
    {
      title: 'Created',
      dataIndex: 'createdAt',
      width: 170,
      ...cardCell('created'),
      render: (createdAt: string) => <time dateTime={createdAt}>{formatGhanaDateTime(createdAt)}</time>,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 100,
      ...cardCell('actions'),
      render: (_, order) => (
        <Button icon={<EyeOutlined />} onClick={() => setViewingId(order.id)} aria-label={`View order ${order.orderNumber}`}>
          View
        </Button>
      ),
    },
  ];

  if (!query.isPending && !query.isError && total === 0 && !list.search && !list.text.trim() && paymentStatus === 'all') {
    return <Empty className="admin-empty" description="No orders yet" />;
  }

  return (
    <div className="admin-orders">
      <AdminListToolbar title="Orders" total={total} list={list} searchLabel="Search orders" searchPlaceholder="Order number, name or e-mail">
        <ListFilter label="Payment status" value={paymentStatus} options={PAYMENT_FILTERS} onChange={setPaymentStatus} list={list} />
      </AdminListToolbar>
      <CardTable<OrderDto>
        className="admin-orders-table"
        scrollWidth={1180}
        columns={columns}
        dataSource={orders}
        query={query}
        texts={{ failed: 'The orders could not be loaded.', empty: 'No orders match' }}
        paging={{ current: list.page, pageSize: ADMIN_PAGE_SIZE, total, onChange: list.setPage }}
      />
      <OrderDetails order={viewing} onClose={() => setViewingId(null)} />
    </div>
  );
}
