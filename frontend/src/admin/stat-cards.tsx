import { AppstoreOutlined, ShoppingOutlined, WalletOutlined, WarningOutlined } from '@ant-design/icons';
import { formatCedis, LOW_STOCK_AT_MOST } from '@shop/rules';
import { Card, Statistic } from 'antd';
import type { ReactNode } from 'react';
import type { DashboardStatsDto } from '../api/generated/model';

interface StatCardProps {
  title: string;
  value: ReactNode;
  note: string;
  icon: ReactNode;
  alert?: boolean;
}

function StatCard({ title, value, note, icon, alert = false }: StatCardProps) {
  return (
    <Card className={['admin-stat', alert ? 'admin-stat--alert' : ''].filter(Boolean).join(' ')} size="small">
      <div className="admin-stat__row">
        <Statistic title={title} value={value as string} />
        <span className="round-icon admin-stat__icon" aria-hidden="true">
          {icon}
        </span>
      </div>
      <p className="admin-stat__note">{note}</p>
    </Card>
  );
}

function count(value: number | undefined): string {
  return value === undefined ? '–' : value.toLocaleString('en-GB');
}

/** SPEC §2: Total Products, Total Orders, Revenue (₵, 2 decimals), Low Stock (products, highlighted when > 0). */
export function StatCards({ stats }: { stats: DashboardStatsDto | undefined }) {
  const lowStock = stats?.lowStock ?? 0;
  const pending = stats?.pendingOrders;
  return (
    <section className="admin-stats" aria-label="Shop figures">
      <StatCard title="Total Products" value={count(stats?.totalProducts)} note="Active and inactive" icon={<AppstoreOutlined />} />
      <StatCard
        title="Total Orders"
        value={count(stats?.totalOrders)}
        // Only paid orders wait on staff; an unpaid one waits on the shopper (issue 40).
        note={pending === undefined ? 'All time' : `${count(pending)} paid, awaiting confirmation`}
        icon={<ShoppingOutlined />}
      />
      <StatCard title="Revenue" value={stats ? formatCedis(stats.revenue) : '–'} note="Paid orders, not cancelled or refunded" icon={<WalletOutlined />} />
      <StatCard
        title="Low Stock"
        value={count(stats?.lowStock)}
        note={lowStock > 0 ? `${lowStock === 1 ? 'Product' : 'Products'} with a size or colour at ${LOW_STOCK_AT_MOST} or fewer units` : `None at ${LOW_STOCK_AT_MOST} units or fewer`}
        icon={<WarningOutlined />}
        alert={lowStock > 0}
      />
    </section>
  );
}
