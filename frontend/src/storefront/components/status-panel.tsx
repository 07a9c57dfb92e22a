import type { ReactNode } from 'react';
import './status-panel.css';

/** The centred message of an empty or failed screen, with optional actions under it. */
export function StatusPanel({ title, text, children, role }: { title: string; text?: ReactNode; children?: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <div className="status-panel" role={role}>
      <p className="status-panel__title">{title}</p>
      {text ? <p className="status-panel__text">{text}</p> : null}
      {children ? <div className="status-panel__actions">{children}</div> : null}
    </div>
  );
}
