import { CheckCircleFilled, GlobalOutlined, PercentageOutlined, SafetyCertificateOutlined, SettingOutlined } from '@ant-design/icons';
import { Alert, Tabs } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { IconPointList } from '../components/icon-point-list';
import { useHydrated } from '../lib/use-hydrated';
import { usePageTitle } from '../lib/use-page-title';
import type { MessageKey } from './i18n/messages';
import { LanguageSelect, useSupplierI18n } from './i18n/supplier-i18n';
import { SupplierLoading } from './supplier-loading';
import { SupplierLoginForm } from './supplier-login-form';

/**
 * The application, with its face check, camera and uploads: no supplier signing in needs it, so its
 * code is fetched when someone heads for it (pointer on the tab or the link, or the tab opened),
 * not with the sign-in (ADR 081).
 */
const loadRegisterForm = () => import('./supplier-register-form');
const SupplierRegisterForm = lazy(async () => ({ default: (await loadRegisterForm()).SupplierRegisterForm }));
const prefetchRegisterForm = () => void loadRegisterForm();

const BENEFITS: { icon: React.ReactNode; title: MessageKey; text: MessageKey }[] = [
  { icon: <PercentageOutlined />, title: 'portal.benefits.markup.title', text: 'portal.benefits.markup.text' },
  { icon: <GlobalOutlined />, title: 'portal.benefits.reach.title', text: 'portal.benefits.reach.text' },
  { icon: <SettingOutlined />, title: 'portal.benefits.manage.title', text: 'portal.benefits.manage.text' },
  { icon: <SafetyCertificateOutlined />, title: 'portal.benefits.payments.title', text: 'portal.benefits.payments.text' },
];

function BenefitsPanel() {
  const { t } = useSupplierI18n();
  return (
    <section className="supplier-benefits" aria-labelledby="benefits-title">
      <h2 id="benefits-title" className="supplier-benefits__title">
        {t('portal.benefits.title')}
      </h2>
      <IconPointList
        points={BENEFITS.map((benefit) => ({ ...benefit, title: t(benefit.title), text: t(benefit.text) }))}
        className="supplier-benefits__list"
        block="supplier-benefit"
        headed
      />
    </section>
  );
}

type TabKey = 'login' | 'register';

function SupplierPortal() {
  const { t } = useSupplierI18n();
  usePageTitle(t('portal.title'));
  const [tab, setTab] = useState<TabKey>('login');
  // Set once an application went through: the login tab then shows the completion message.
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  // The server renders the sign-in tab (ADR 060); the registration tab opens once the app runs.
  const hydrated = useHydrated();

  return (
    <div className="container page staff-page supplier-page">
      <header className="staff-page__header">
        <div>
          <h1 className="staff-page__title">{t('portal.title')}</h1>
          <p className="staff-page__subtitle">{t('portal.subtitle')}</p>
        </div>
        <LanguageSelect />
      </header>
      <div className="supplier-portal">
        <div className="surface supplier-card">
          <div className="supplier-card__band" aria-hidden="true" />
          <Tabs
            className="supplier-tabs"
            activeKey={tab}
            onChange={(key) => setTab(key as TabKey)}
            centered
            destroyOnHidden
            items={[
              {
                key: 'login',
                label: t('portal.tab.login'),
                children: (
                  <>
                    {registeredEmail ? (
                      <Alert
                        className="supplier-complete"
                        type="success"
                        icon={<CheckCircleFilled />}
                        showIcon
                        role="status"
                        message={t('register.success.title')}
                        description={t('register.success')}
                      />
                    ) : null}
                    <SupplierLoginForm key={registeredEmail ?? ''} initialEmail={registeredEmail ?? ''} />
                    <p className="supplier-form__switch">
                      {t('login.noAccount')}{' '}
                      <button type="button" className="supplier-link" disabled={!hydrated} onPointerEnter={prefetchRegisterForm} onFocus={prefetchRegisterForm} onClick={() => setTab('register')}>
                        {t('login.applyLink')}
                      </button>
                    </p>
                  </>
                ),
              },
              {
                key: 'register',
                label: <span onPointerEnter={prefetchRegisterForm}>{t('portal.tab.register')}</span>,
                disabled: !hydrated,
                children: (
                  <Suspense fallback={<SupplierLoading />}>
                    <SupplierRegisterForm
                      onRegistered={(email) => {
                        setRegisteredEmail(email);
                        setTab('login');
                        window.scrollTo({ top: 0 });
                      }}
                    />
                  </Suspense>
                ),
              },
            ]}
          />
        </div>
        <BenefitsPanel />
      </div>
    </div>
  );
}

/** SPEC §2 "Supplier portal (/supplier-login)": language switch, benefits, Login and Register tabs. */
export default function SupplierLoginPage() {
  return <SupplierPortal />;
}
