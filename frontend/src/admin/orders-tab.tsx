import { EyeOutlined, SearchOutlined } from '@ant-design/icons';
import { formatCedis } from '@rules/money';
import { Button, Empty, Input, Skeleton, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useListOrders } from '../api/generated/endpoints/admin/admin';
import type { OrderDto } from '../api/generated/model';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { useSignInAgainOn } from './admin-errors';
import { fullName, ORDER_STATUSES, orderStatusLabel } from './admin-labels';
import { OrderDetails } from './order-details';
import { OrderStatusControl } from './order-status-control';

function matches(order: OrderDto, search: string): boolean {
  if (!search) return true;
  const haystack = `${order.orderNumber} ${fullName(order)} ${order.email} ${order.phone}`.toLowerCase();
  return haystack.includes(search.toLowerCase());
}

function itemCount(order: OrderDto): string {
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return `${units} ${units === 1 ? 'item' : 'items'}`;
}

/** SPEC §2 Orders: number, customer, total, status selector with stage dates, created date, view. */
export function OrdersTab() {
  const query = useListOrders();
  useSignInAgainOn(query.error);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [search, setSearch] = useState('');

  const orders = useMemo(
    () => [...(query.data?.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).filter((order) => matches(order, search.trim())),
    [query.data, search],
  );
  const all = query.data?.data.length ?? 0;
  // Looked up each render, so the details follow a status change made while they are open.
  const viewing = query.data?.data.find((order) => order.id === viewingId) ?? null;

  const columns: TableColumnsType<OrderDto> = [
    {
      title: 'Order',
      dataIndex: 'orderNumber',
      width: 190,
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
      render: (_, order) => (
        <div className="admin-customer">
          <div className="admin-strong">{fullName(order)}</div>
          <a href={`mailto:${order.email}`} className="admin-subtle">
            {order.email}
          </a>
        </div>
      ),
    },
    { title: 'Total', dataIndex: 'total', width: 120, align: 'right', render: (total: string) => <span className="admin-strong">{formatCedis(total)}</span> },
    {
      title: 'Status',
      dataIndex: 'orderStatus',
      width: 290,
      filters: ORDER_STATUSES.map((status) => ({ text: orderStatusLabel(status), value: status })),
      onFilter: (value, order) => order.orderStatus === value,
      render: (_, order) => <OrderStatusControl order={order} />,
    },
    {
      title: 'Created',
      dataIndex: 'createdAt',
      width: 170,
      render: (createdAt: string) => <time dateTime={createdAt}>{formatGhanaDateTime(createdAt)}</time>,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 100,
      render: (_, order) => (
        <Button icon={<EyeOutlined />} onClick={() => setViewingId(order.id)} aria-label={`View order ${order.orderNumber}`}>
          View
        </Button>
      ),
    },
  ];

  if (!query.isPending && !query.isError && all === 0) {
    return <Empty className="admin-empty" description="No orders yet" />;
  }

  return (
    <div className="admin-orders">
      <div className="admin-toolbar">
        <h2 className="admin-section-title">Orders{all > 0 ? <span className="admin-count">{all}</span> : null}</h2>
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden="true" />}
          className="admin-search"
          placeholder="Order number, name, e-mail or phone"
          aria-label="Search orders"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <Table<OrderDto>
        rowKey="id"
        className="admin-table"
        columns={columns}
        dataSource={orders}
        locale={{ emptyText: query.isPending ? <Skeleton active paragraph={{ rows: 5 }} /> : query.isError ? 'The orders could not be loaded.' : 'No orders match' }}
        scroll={{ x: 1100 }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      />
      <OrderDetails order={viewing} onClose={() => setViewingId(null)} />
    </div>
  );
}
