import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import './page-header.css';

/** The screen's H1 (and the tab title), with an optional line under it. */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <header className="page-header">
      <h1 className="page-title page-header__title">{title}</h1>
      {subtitle ? <p className="page-header__subtitle">{subtitle}</p> : null}
      {children}
    </header>
  );
}
