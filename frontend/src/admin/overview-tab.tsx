import { formatCedis } from '@shop/rules';
import { Button, Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useListOrders, useListSupportRequests } from '../api/generated/endpoints/admin/admin';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { OrderStatusTag, SupportStatusTag } from './admin-badges';
import { useSignInAgainOn } from './admin-errors';
import { fullName } from './admin-labels';
import { LIVE_LIST } from './admin-queries';
import { LoadError } from './load-error';

const RECENT = 5; // SPEC §9: admin overview 5 items per list
// The server answers newest first: its first page of five is the five most recent.
const RECENT_PAGE = { limit: RECENT };

function ListState({ loading, failed, empty, emptyText, onRetry }: { loading: boolean; failed: boolean; empty: boolean; emptyText: string; onRetry: () => void }) {
  if (loading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (failed)
    return <LoadError text="This list could not be loaded." onRetry={onRetry} />;
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return null;
}

interface RecentEntry {
  id: string;
  createdAt: string;
  firstName: string | null;
  lastName: string | null;
}

interface RecentCardProps<T extends RecentEntry> {
  title: string;
  /** The list's accessible name, e.g. 'Recent orders'. */
  listLabel: string;
  allLabel: string;
  onAll: () => void;
  list: { data?: { data: T[] }; isPending: boolean; isError: boolean; refetch: () => unknown };
  emptyText: string;
  /** What an entry is called (order number, subject) and what stands on its right (amount, status). */
  entry: (item: T) => { name: ReactNode; nameClassName?: string; side: ReactNode };
}

/** One of the overview's recent lists: who and when under each entry's name, a link to the whole tab. */
function RecentCard<T extends RecentEntry>({ title, listLabel, allLabel, onAll, list, emptyText, entry }: RecentCardProps<T>) {
  const items = list.data?.data ?? [];
  return (
    <Card
      title={title}
      className="admin-card"
      extra={
        <Button type="link" onClick={onAll}>
          {allLabel}
        </Button>
      }
    >
      <ListState loading={list.isPending} failed={list.isError} empty={items.length === 0} emptyText={emptyText} onRetry={() => void list.refetch()} />
      {items.length > 0 ? (
        <ul className="admin-recent divided-list" aria-label={listLabel}>
          {items.map((item) => {
            const { name, nameClassName, side } = entry(item);
            return (
              <li key={item.id} className="admin-recent__item">
                <div className="admin-recent__main">
                  <span className={nameClassName ? `admin-recent__title ${nameClassName}` : 'admin-recent__title'}>{name}</span>
                  <span className="admin-recent__meta">
                    {fullName(item)} · {formatGhanaDateTime(item.createdAt)}
                  </span>
                </div>
                <div className="admin-recent__side">{side}</div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Card>
  );
}

/** SPEC §2 Overview: the 5 most recent orders and the 5 most recent support requests. */
export function OverviewTab({ onOpenTab }: { onOpenTab: (tab: string) => void }) {
  const orders = useListOrders(RECENT_PAGE, { query: LIVE_LIST });
  const support = useListSupportRequests(RECENT_PAGE, { query: LIVE_LIST });
  useSignInAgainOn(orders.error, support.error);

  return (
    <div className="admin-overview">
      <RecentCard
        title="Recent Orders"
        listLabel="Recent orders"
        allLabel="All orders"
        onAll={() => onOpenTab('orders')}
        list={orders}
        emptyText="No orders yet"
        entry={(order) => ({
          name: order.orderNumber,
          nameClassName: 'admin-mono',
          side: (
            <>
              <span className="admin-recent__amount">{formatCedis(order.total)}</span>
              <OrderStatusTag status={order.orderStatus} />
            </>
          ),
        })}
      />
      <RecentCard
        title="Recent Support Requests"
        listLabel="Recent support requests"
        allLabel="All requests"
        onAll={() => onOpenTab('support')}
        list={support}
        emptyText="No support requests"
        entry={(request) => ({ name: request.subject, side: <SupportStatusTag status={request.status} /> })}
      />
    </div>
  );
}
