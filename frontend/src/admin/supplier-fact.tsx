import type { ReactNode } from 'react';

/** One labelled fact about a supplier (its card and the face review); a missing one shows a dash. */
export function SupplierFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-supplier__fact">
      <dt>{label}</dt>
      <dd>{children || <span className="admin-subtle">—</span>}</dd>
    </div>
  );
}
