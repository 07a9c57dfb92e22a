import { PageHeader } from '../components/page-header';

/** SPEC §2 "Supplier portal (/supplier-login)". The screen itself is built by the supplier work. */
export default function SupplierLoginPage() {
  return (
    <div className="container page">
      <PageHeader title="Supplier Portal" />
    </div>
  );
}
