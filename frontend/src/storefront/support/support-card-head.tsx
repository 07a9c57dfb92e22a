import type { ReactNode } from 'react';

/** The head of a support card with no contact details: its round icon, then its title (and what stands under it). */
export function SupportCardHead({ className, icon, children }: { className: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className={className}>
      <span className="round-icon support-card__icon" aria-hidden="true">
        {icon}
      </span>
      {children}
    </div>
  );
}
