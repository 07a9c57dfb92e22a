import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import './page-header.css';

/**
 * The screen's H1 (and the tab title), with an optional line under it. `tabTitle`: the tab's (and a
 * search result's) name where it says more than the heading, such as a category's list.
 */
export function PageHeader({ title, tabTitle, subtitle, children }: { title: string; tabTitle?: string; subtitle?: ReactNode; children?: ReactNode }) {
  usePageTitle(tabTitle ?? title);
  return (
    <header className="page-header">
      <h1 className="page-title page-header__title">{title}</h1>
      {subtitle ? <p className="page-header__subtitle">{subtitle}</p> : null}
      {children}
    </header>
  );
}
