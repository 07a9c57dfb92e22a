import { formatCedis } from '@shop/rules';
import { Button, Card, Empty, Skeleton } from 'antd';
import { useListOrders, useListSupportRequests } from '../api/generated/endpoints/admin/admin';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { OrderStatusTag, SupportStatusTag } from './admin-badges';
import { useSignInAgainOn } from './admin-errors';
import { fullName } from './admin-labels';
import { LIVE_LIST } from './admin-queries';

const RECENT = 5; // SPEC §9: admin overview 5 items per list
// The server answers newest first: its first page of five is the five most recent.
const RECENT_PAGE = { limit: RECENT };

function ListState({ loading, failed, empty, emptyText, onRetry }: { loading: boolean; failed: boolean; empty: boolean; emptyText: string; onRetry: () => void }) {
  if (loading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (failed)
    return (
      <div className="admin-list-error" role="alert">
        <p>This list could not be loaded.</p>
        <Button size="small" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return null;
}

/** SPEC §2 Overview: the 5 most recent orders and the 5 most recent support requests. */
export function OverviewTab({ onOpenTab }: { onOpenTab: (tab: string) => void }) {
  const orders = useListOrders(RECENT_PAGE, { query: LIVE_LIST });
  const support = useListSupportRequests(RECENT_PAGE, { query: LIVE_LIST });
  useSignInAgainOn(orders.error, support.error);

  const recentOrders = orders.data?.data ?? [];
  const recentRequests = support.data?.data ?? [];

  return (
    <div className="admin-overview">
      <Card
        title="Recent Orders"
        className="admin-card"
        extra={
          <Button type="link" onClick={() => onOpenTab('orders')}>
            All orders
          </Button>
        }
      >
        <ListState loading={orders.isPending} failed={orders.isError} empty={recentOrders.length === 0} emptyText="No orders yet" onRetry={() => void orders.refetch()} />
        {recentOrders.length > 0 ? (
          <ul className="admin-recent divided-list" aria-label="Recent orders">
            {recentOrders.map((order) => (
              <li key={order.id} className="admin-recent__item">
                <div className="admin-recent__main">
                  <span className="admin-recent__title admin-mono">{order.orderNumber}</span>
                  <span className="admin-recent__meta">
                    {fullName(order)} · {formatGhanaDateTime(order.createdAt)}
                  </span>
                </div>
                <div className="admin-recent__side">
                  <span className="admin-recent__amount">{formatCedis(order.total)}</span>
                  <OrderStatusTag status={order.orderStatus} />
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
      <Card
        title="Recent Support Requests"
        className="admin-card"
        extra={
          <Button type="link" onClick={() => onOpenTab('support')}>
            All requests
          </Button>
        }
      >
        <ListState loading={support.isPending} failed={support.isError} empty={recentRequests.length === 0} emptyText="No support requests" onRetry={() => void support.refetch()} />
        {recentRequests.length > 0 ? (
          <ul className="admin-recent divided-list" aria-label="Recent support requests">
            {recentRequests.map((request) => (
              <li key={request.id} className="admin-recent__item">
                <div className="admin-recent__main">
                  <span className="admin-recent__title">{request.subject}</span>
                  <span className="admin-recent__meta">
                    {fullName(request)} · {formatGhanaDateTime(request.createdAt)}
                  </span>
                </div>
                <div className="admin-recent__side">
                  <SupportStatusTag status={request.status} />
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
    </div>
  );
}
