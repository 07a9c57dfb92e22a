import { ArrowLeftOutlined } from '@ant-design/icons';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { AntAppScope } from '../components/ant-app-scope';
import { KenteMark } from '../components/kente-mark';
import { SupplierI18nProvider, useSupplierI18n } from './i18n/supplier-i18n';
import { SupplierLoading } from './supplier-loading';
import './supplier.css';

function SupplierShell() {
  const { t } = useSupplierI18n();
  return (
    <div className="site supplier-site">
      <a href="#main" className="skip-link">
        {t('layout.skip')}
      </a>
      <header className="supplier-bar">
        <div className="kente-band" aria-hidden="true" />
        <div className="container supplier-bar__inner">
          <Link to="/" className="brand" aria-label={t('layout.home')}>
            <KenteMark />
            <span className="brand__name">Kente &amp; Co.</span>
          </Link>
          <span className="supplier-bar__label">{t('portal.title')}</span>
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<SupplierLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="supplier-foot">
        <div className="container supplier-foot__inner">
          <Link to="/" className="supplier-link">
            <ArrowLeftOutlined aria-hidden="true" /> {t('layout.backToShop')}
          </Link>
          <span>{t('layout.copyright', { year: new Date().getFullYear() })}</span>
        </div>
      </footer>
    </div>
  );
}

/**
 * The supplier screens' own frame: the shop's header and footer speak English only, so suppliers get
 * a header, loading state and footer in their chosen language. The language provider sits above
 * antd's App so its toasts and dialogs take the zh-CN locale too.
 */
export default function SupplierLayout() {
  return (
    <SupplierI18nProvider>
      <AntAppScope>
        <SupplierShell />
      </AntAppScope>
    </SupplierI18nProvider>
  );
}
