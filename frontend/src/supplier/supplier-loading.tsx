import { useSupplierI18n } from './i18n/supplier-i18n';

/** A screen or a part of one on its way, in the supplier's language. */
export function SupplierLoading() {
  const { t } = useSupplierI18n();
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__bar" aria-hidden="true" />
      <span className="sr-only">{t('layout.loading')}</span>
    </div>
  );
}
