import { PageHeader } from '../components/page-header';

/** SPEC §2 "Supplier dashboard (/supplier-dashboard)". The screen itself is built by the supplier work. */
export default function SupplierDashboardPage() {
  return (
    <div className="container page">
      <PageHeader title="Supplier Dashboard" />
    </div>
  );
}
