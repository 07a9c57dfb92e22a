import type { ReactNode } from 'react';
import './badge.css';

/** A small coloured pill on a product: a sale's discount or low stock. */
export function Badge({ tone, children }: { tone: 'sale' | 'low'; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
