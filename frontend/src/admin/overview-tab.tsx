import { formatCedis } from '@shop/rules';
import { Button, Card, Empty, Segmented, Skeleton } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useGetBestSellers, useGetDailySales, useGetLowStock, useListOrders, useListSupportRequests } from '../api/generated/endpoints/admin/admin';
import type { DailySalesDto, LowStockProductDto } from '../api/generated/model';
import { ProductImage } from '../components/product-image';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { ActiveTag, AdminTag, OrderPaymentTag, OrderStatusTag, SupportStatusTag } from './admin-badges';
import { useSignInAgainOn } from './admin-errors';
import { adminCategoryLabel, fullName } from './admin-labels';
import { LIVE_LIST } from './admin-queries';
import { LoadError } from './load-error';
import type { SalesMetric } from './sales-chart';
import { formatGhanaDay } from './sales-days';
import { TableHead } from './table-head';

// The chart library comes with the chart, in a chunk of its own, once the Overview is open (ADR 020).
const SalesChart = lazy(() => import('./sales-chart'));

const RECENT = 5; // SPEC §9: admin overview 5 items per list
/** What a shop owner checks every morning: the last 30 days (issue 18). */
export const PERIOD_DAYS = 30;
const BEST_SELLERS = 5;
const LOW_STOCK_ROWS = 8;
const CHART_HEIGHT = 240;
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
  /** In title case; the list is named by it in sentence case ('Recent orders'). */
  title: string;
  allLabel: string;
  onAll: () => void;
  list: { data?: { data: T[] }; isPending: boolean; isError: boolean; refetch: () => unknown };
  emptyText: string;
  /** What an entry is called (order number, subject) and what stands on its right (amount, status). */
  entry: (item: T) => { name: ReactNode; nameClassName?: string; side: ReactNode };
}

/** An overview card with a link to the tab that holds all of its list. */
function LinkedCard({ title, linkLabel, onLink, children }: { title: string; linkLabel: string; onLink: () => void; children: ReactNode }) {
  return (
    <Card
      title={title}
      className="admin-card"
      extra={
        <Button type="link" onClick={onLink}>
          {linkLabel}
        </Button>
      }
    >
      {children}
    </Card>
  );
}

/** One of the overview's recent lists: who and when under each entry's name, a link to the whole tab. */
function RecentCard<T extends RecentEntry>({ title, allLabel, onAll, list, emptyText, entry }: RecentCardProps<T>) {
  const items = list.data?.data ?? [];
  return (
    <LinkedCard title={title} linkLabel={allLabel} onLink={onAll}>
      <ListState loading={list.isPending} failed={list.isError} empty={items.length === 0} emptyText={emptyText} onRetry={() => void list.refetch()} />
      {items.length > 0 ? (
        <ul className="admin-recent divided-list" aria-label={title.charAt(0) + title.slice(1).toLowerCase()}>
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
    </LinkedCard>
  );
}

const METRICS: { value: SalesMetric; label: string }[] = [
  { value: 'revenue', label: 'Revenue' },
  { value: 'orders', label: 'Orders' },
];

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
}

/** Every day's figures as a table, newest first: what the chart shows, for reading and for screen readers. */
function DayByDay({ sales }: { sales: DailySalesDto }) {
  return (
    <details className="admin-day-table">
      <summary>Day by day</summary>
      <table>
        <caption className="sr-only">Orders and revenue per day, newest first</caption>
        <TableHead columns={['Day', 'Orders', 'Revenue']} numeric={['Orders', 'Revenue']} />
        <tbody>
          {[...sales.days].reverse().map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatGhanaDay(day.date)}</th>
              <td className="admin-num">{day.orders}</td>
              <td className="admin-num">{formatCedis(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** Orders and revenue per day over the last 30 days, with what counts said on the card. */
function SalesCard() {
  const sales = useGetDailySales({ days: PERIOD_DAYS }, { query: LIVE_LIST });
  useSignInAgainOn(sales.error);
  const [metric, setMetric] = useState<SalesMetric>('revenue');
  const data = sales.data?.data;
  return (
    <Card
      title={`Sales, last ${PERIOD_DAYS} days`}
      className="admin-card admin-sales"
      extra={<Segmented<SalesMetric> size="small" options={METRICS} value={metric} onChange={setMetric} aria-label="Chart shows" />}
    >
      {sales.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {sales.isError ? <LoadError text="The sales figures could not be loaded." onRetry={() => void sales.refetch()} /> : null}
      {data ? (
        <>
          <dl className="admin-sales__totals">
            <div>
              <dt>Revenue</dt>
              <dd>{formatCedis(data.totalRevenue)}</dd>
            </div>
            <div>
              <dt>Orders</dt>
              <dd>{data.totalOrders.toLocaleString('en-GB')}</dd>
            </div>
          </dl>
          <p className="admin-sales__rule">
            Revenue counts paid orders that were not cancelled or refunded; orders count every order placed and not cancelled. Days run midnight to midnight, Ghana time (GMT).
          </p>
          <figure className="admin-sales__chart" aria-label={`${metric === 'revenue' ? 'Revenue' : 'Orders'} per day, ${formatGhanaDay(data.period.from)} to ${formatGhanaDay(data.period.to)}`}>
            <Suspense fallback={<div className="admin-sales__chart-loading" style={{ height: CHART_HEIGHT }} role="status" aria-label="Loading the chart" />}>
              <SalesChart days={data.days} metric={metric} height={CHART_HEIGHT} />
            </Suspense>
          </figure>
          <DayByDay sales={data} />
        </>
      ) : null}
    </Card>
  );
}

/** The five products that sold the most units in the period, with what they brought in. */
function BestSellersCard({ onOpenTab }: { onOpenTab: (tab: string) => void }) {
  const sellers = useGetBestSellers({ days: PERIOD_DAYS, limit: BEST_SELLERS }, { query: LIVE_LIST });
  useSignInAgainOn(sellers.error);
  const products = sellers.data?.data.products ?? [];
  return (
    <LinkedCard title="Best Sellers" linkLabel="All products" onLink={() => onOpenTab('products')}>
      <p className="admin-card__note">Last {PERIOD_DAYS} days, by units sold in paid orders (not cancelled or refunded); sales are item prices before shipping and tax.</p>
      <ListState
        loading={sellers.isPending}
        failed={sellers.isError}
        empty={products.length === 0}
        emptyText={`No sales in the last ${PERIOD_DAYS} days`}
        onRetry={() => void sellers.refetch()}
      />
      {products.length > 0 ? (
        <ol className="admin-ranked divided-list" aria-label="Best sellers">
          {products.map((product, index) => (
            <li key={product.productId} className="admin-ranked__item">
              <span className="admin-ranked__rank" aria-hidden="true">
                {index + 1}
              </span>
              <ProductImage path={product.image ?? undefined} alt="" sizes="40px" className="admin-thumb admin-thumb--small" />
              <span className="admin-ranked__main">
                <span className="admin-recent__title">{product.name}</span>
                <span className="admin-recent__meta">{plural(product.units, 'unit sold', 'units sold')}</span>
              </span>
              <span className="admin-recent__amount">{formatCedis(product.revenue)}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </LinkedCard>
  );
}

function UnitsLeftTag({ stock }: { stock: number }) {
  return stock === 0 ? (
    <AdminTag color="red">Out of stock</AdminTag>
  ) : (
    <AdminTag color="orange">{stock} left</AdminTag>
  );
}

/** How many of a product's low sizes and colours are named on its row; the rest are counted. */
const LOW_VARIANTS_NAMED = 3;

function variantName({ size, color }: { size: string | null; color: string | null }): string {
  return [size, color].filter(Boolean).join(' / ');
}

/** "XL / Blue: out · L / Blue: 3 left": the sizes and colours that run low, the emptiest first. */
function lowVariantsLine(product: LowStockProductDto): string | null {
  const named = product.lowVariants.filter((variant) => variantName(variant) !== '');
  if (named.length === 0) return null;
  const shown = named.slice(0, LOW_VARIANTS_NAMED).map((variant) => `${variantName(variant)}: ${variant.stock === 0 ? 'out' : `${variant.stock} left`}`);
  const more = named.length - shown.length;
  return [...shown, ...(more > 0 ? [`${more} more`] : [])].join(' · ');
}

/** A product without sizes or colours says its units; one with them, how many of them run low (named below its name). */
function LowStockTag({ product }: { product: LowStockProductDto }) {
  const [only] = product.lowVariants;
  if (product.lowVariants.length === 1 && variantName(only) === '') return <UnitsLeftTag stock={only.stock} />;
  const count = product.lowVariants.length;
  return <AdminTag color={product.lowestStock === 0 ? 'red' : 'orange'}>{count} low</AdminTag>;
}

/**
 * Stock that will run out soon: the products with a size or colour at 5 units or fewer, the
 * emptiest first, each with those sizes and colours (issue 40: one row per product, not per variant).
 */
function LowStockCard({ onOpenTab }: { onOpenTab: (tab: string) => void }) {
  const low = useGetLowStock({ limit: LOW_STOCK_ROWS }, { query: LIVE_LIST });
  useSignInAgainOn(low.error);
  const data = low.data?.data;
  const products = data?.products ?? [];
  return (
    <LinkedCard title="Running Low" linkLabel="Restock" onLink={() => onOpenTab('products')}>
      {data ? (
        <p className="admin-card__note">
          {data.total === 0
            ? `No product has a size or colour at ${data.atMost} units or fewer.`
            : `${plural(data.total, 'product has', 'products have')} a size or colour at ${data.atMost} units or fewer${data.total > products.length ? `; the ${products.length} emptiest:` : '.'}`}
        </p>
      ) : null}
      <ListState loading={low.isPending} failed={low.isError} empty={false} emptyText="" onRetry={() => void low.refetch()} />
      {products.length > 0 ? (
        <ul className="admin-ranked divided-list" aria-label="Products running low">
          {products.map((product) => {
            const variants = lowVariantsLine(product);
            return (
              <li key={product.id} className="admin-ranked__item">
                <ProductImage path={product.image ?? undefined} alt="" sizes="40px" className="admin-thumb admin-thumb--small" />
                <span className="admin-ranked__main">
                  <span className="admin-recent__title">{product.name}</span>
                  <span className="admin-recent__meta">{adminCategoryLabel(product.category)}</span>
                  {variants ? <span className="admin-recent__meta admin-low-variants">{variants}</span> : null}
                </span>
                <span className="admin-recent__side">
                  {product.isActive ? null : <ActiveTag active={false} />}
                  <LowStockTag product={product} />
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </LinkedCard>
  );
}

/**
 * SPEC §2 Overview: the 5 most recent orders and the 5 most recent support requests; issue 18 puts
 * the last 30 days' sales, the best sellers and the stock running low above them.
 */
export function OverviewTab({ onOpenTab }: { onOpenTab: (tab: string) => void }) {
  const orders = useListOrders(RECENT_PAGE, { query: LIVE_LIST });
  const support = useListSupportRequests(RECENT_PAGE, { query: LIVE_LIST });
  useSignInAgainOn(orders.error, support.error);

  return (
    <div className="admin-overview">
      <SalesCard />
      <BestSellersCard onOpenTab={onOpenTab} />
      <LowStockCard onOpenTab={onOpenTab} />
      <RecentCard
        title="Recent Orders"
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
              {/* Paid or not decides what staff do next (issue 40): an unpaid order is not theirs to confirm. */}
              <OrderPaymentTag order={order} />
              <OrderStatusTag status={order.orderStatus} />
            </>
          ),
        })}
      />
      <RecentCard
        title="Recent Support Requests"
        allLabel="All requests"
        onAll={() => onOpenTab('support')}
        list={support}
        emptyText="No support requests"
        entry={(request) => ({ name: request.subject, side: <SupportStatusTag status={request.status} /> })}
      />
    </div>
  );
}
