import { LogoutOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Spin, Tabs } from 'antd';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useGetSupplierProfile, useSupplierLogout } from '../api/generated/endpoints/suppliers/suppliers';
import { errorStatus } from '../lib/api-error';
import { usePageTitle } from '../lib/use-page-title';
import { LanguageSelect, useSupplierI18n } from './i18n/supplier-i18n';
import { ApprovalTag } from './supplier-badges';
import { SupplierEarningsTab } from './supplier-earnings-tab';
import { SupplierProductsTab } from './supplier-products-tab';
import { SupplierProfileTab } from './supplier-profile-tab';
import { forgetSupplierSession } from './supplier-session';
import { RetryAlert } from '../components/staff/retry-alert';

function SupplierDashboard() {
  const { t, adoptAccountLanguage } = useSupplierI18n();
  usePageTitle(t('dashboard.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profileQuery = useGetSupplierProfile();
  const logout = useSupplierLogout();

  const accountLanguage = profileQuery.data?.data.language;
  // A supplier who applied in Chinese sees Chinese on a new phone too, unless they chose otherwise here.
  useEffect(() => {
    if (accountLanguage) adoptAccountLanguage(accountLanguage);
  }, [accountLanguage, adoptAccountLanguage]);

  if (errorStatus(profileQuery.error) === 401) return <Navigate to="/supplier-login" replace />;

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        forgetSupplierSession(queryClient);
        navigate('/supplier-login');
      },
      // SPEC §8: logout errors are only logged.
      onError: (error) => console.error('Supplier logout failed', error),
    });

  const profile = profileQuery.data?.data;
  return (
    <div className="container page staff-page supplier-page">
      <header className="staff-page__header">
        <div>
          <h1 className="staff-page__title">{t('dashboard.title')}</h1>
          {profile ? (
            <p className="staff-page__subtitle">
              {t('dashboard.welcome', { name: profile.contactPerson })} · {profile.businessName} <ApprovalTag profile={profile} />
            </p>
          ) : null}
        </div>
        <div className="supplier-page__actions">
          <LanguageSelect />
          <Button icon={<LogoutOutlined />} onClick={signOut} loading={logout.isPending}>
            {t('dashboard.logout')}
          </Button>
        </div>
      </header>

      {profileQuery.isPending ? (
        <div className="page-loading" role="status">
          <Spin tip={t('dashboard.loading')}>
            <div style={{ minHeight: 120 }} />
          </Spin>
        </div>
      ) : !profile ? (
        <RetryAlert message={t('dashboard.loadFailed')} onRetry={profileQuery.refetch} retryLabel={t('dashboard.retry')} />
      ) : (
        <Tabs
          className="supplier-dashboard__tabs"
          defaultActiveKey={profile.isApproved ? 'products' : 'profile'}
          items={[
            { key: 'profile', label: t('dashboard.tab.profile'), children: <SupplierProfileTab profile={profile} /> },
            { key: 'products', label: t('dashboard.tab.products'), children: <SupplierProductsTab profile={profile} /> },
            { key: 'earnings', label: t('dashboard.tab.earnings'), children: <SupplierEarningsTab profile={profile} /> },
          ]}
        />
      )}
    </div>
  );
}

/** SPEC §2 "Supplier dashboard (/supplier-dashboard)": visitors without a supplier session go to the portal. */
export default function SupplierDashboardPage() {
  return <SupplierDashboard />;
}
