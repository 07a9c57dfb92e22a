import { LogoutOutlined } from '@ant-design/icons';
import { Badge, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useGetDashboardStats } from '../api/generated/endpoints/admin/admin';
import type { UserDto } from '../api/generated/model';
import { SERVER_LOGOUT_PATH } from '../lib/browser-location';
import { greetingName } from '../lib/use-auth';
import { usePageTitle } from '../lib/use-page-title';
import { useSignInAgainOn } from './admin-errors';
import { AdminSkeleton } from './admin-skeleton';
import { ContactPlaceholdersAlert } from './contact-placeholders-alert';
import { MessagesTab } from './messages-tab';
import { OrdersTab } from './orders-tab';
import { OverviewTab } from './overview-tab';
import { ProductsTab } from './products-tab';
import { PayoutsTab } from './payouts-tab';
import { PromotionsTab } from './promotions-tab';
import { ReturnsTab } from './returns-tab';
import { RidersTab } from './riders-tab';
import { SettingsTab } from './settings-tab';
import { StatCards } from './stat-cards';
import { SuppliersTab } from './suppliers-tab';
import { SupportTab } from './support-tab';
import { useAwaitingChats } from './live-chats';
import { LIVE_LIST } from './admin-queries';
import { RetryAlert } from '../components/staff/retry-alert';

const TABS = ['overview', 'products', 'orders', 'returns', 'riders', 'promotions', 'suppliers', 'payouts', 'support', 'messages', 'settings'] as const;
export type AdminTab = (typeof TABS)[number];

function isTab(value: string | null): value is AdminTab {
  return TABS.includes(value as AdminTab);
}

/** SPEC §2 "Admin dashboard (/admin)": header, four stat cards, the tabs starting at 'overview' (Messages added by issue 13). */
export default function AdminConsole({ user }: { user: UserDto }) {
  usePageTitle('Admin Dashboard');
  const stats = useGetDashboardStats({ query: LIVE_LIST });
  useSignInAgainOn(stats.error);

  // The open tab lives in the URL (?tab=orders) so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminTab = isTab(requested) ? requested : 'overview';
  const openTab = (next: string) => {
    setParams(next === 'overview' ? {} : { tab: next }, { replace: true });
  };

  if (stats.isPending) return <AdminSkeleton />;

  return (
    <div className="container page staff-page">
      <header className="staff-page__header admin-header">
        <div>
          <h1 className="staff-page__title">Admin Dashboard</h1>
          <p className="staff-page__subtitle admin-header__welcome">Welcome, {greetingName(user, 'Admin User')}</p>
        </div>
        <a href={SERVER_LOGOUT_PATH} className="admin-header__logout">
          <LogoutOutlined aria-hidden="true" /> Logout
        </a>
      </header>

      <ContactPlaceholdersAlert onOpenSettings={() => openTab('settings')} onSettingsTab={tab === 'settings'} />

      {stats.isError ? (
        <RetryAlert className="admin-alert" message="The shop figures could not be loaded." onRetry={stats.refetch} reloadIcon />
      ) : (
        <StatCards stats={stats.data?.data} />
      )}

      <Tabs
        className="admin-tabs"
        activeKey={tab}
        onChange={openTab}
        items={[
          { key: 'overview', label: 'Overview', children: <OverviewTab onOpenTab={openTab} /> },
          { key: 'products', label: 'Products', children: <ProductsTab /> },
          { key: 'orders', label: 'Orders', children: <OrdersTab /> },
          { key: 'returns', label: 'Returns', children: <ReturnsTab /> },
          { key: 'riders', label: 'Riders', children: <RidersTab /> },
          { key: 'promotions', label: 'Promotions', children: <PromotionsTab /> },
          { key: 'suppliers', label: 'Suppliers', children: <SuppliersTab /> },
          { key: 'payouts', label: 'Payouts', children: <PayoutsTab /> },
          { key: 'support', label: <SupportTabLabel />, children: <SupportTab /> },
          { key: 'messages', label: 'Messages', children: <MessagesTab /> },
          { key: 'settings', label: 'Settings', children: <SettingsTab /> },
        ]}
      />
    </div>
  );
}

/** "Support" with the number of live chats waiting for an answer (issue 35): staff see a new chat from any tab. */
function SupportTabLabel() {
  const awaiting = useAwaitingChats();
  return (
    <span>
      Support{' '}
      {awaiting > 0 ? (
        <>
          <Badge count={awaiting} size="small" aria-hidden="true" />
          <span className="sr-only">{`${awaiting} live ${awaiting === 1 ? 'chat' : 'chats'} waiting`}</span>
        </>
      ) : null}
    </span>
  );
}
