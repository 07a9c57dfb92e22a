import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import './toast.css';

/*
 * The storefront's toasts. antd's notification would work, but through its App wrapper it pulls
 * Modal, message and rc-field-form (~70 kB minified) into every shopper's first load; the staff
 * screens keep antd's notification (their own lazy chunks wrap themselves in antd's App).
 */

/** SPEC §4: one toast visible at a time; §9: it stays 5 s. */
export const TOAST_MS = 5000;

export interface ToastContent {
  message: string;
  description?: string;
}
type ToastKind = 'success' | 'info' | 'error';
export type ToastApi = Record<ToastKind, (content: ToastContent) => void>;

interface Toast extends ToastContent {
  kind: ToastKind;
  id: number;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const api = useMemo<ToastApi>(() => {
    let next = 0;
    // A new toast replaces the one on screen and gets its own full 5 s (the id restarts the timer).
    const show = (kind: ToastKind) => (content: ToastContent) => setToast({ ...content, kind, id: ++next });
    return { success: show('success'), info: show('info'), error: show('error') };
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-region">
        {toast && (
          // An error interrupts (as antd's notices did: the e2e journeys find it by role=alert);
          // good news waits for the screen reader to finish.
          <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
            <span className="toast__icon" aria-hidden="true">
              {toast.kind === 'success' ? '✓' : toast.kind === 'error' ? '!' : 'i'}
            </span>
            <div className="toast__text">
              <p className="toast__message">{toast.message}</p>
              {toast.description && <p className="toast__description">{toast.description}</p>}
            </div>
            <button type="button" className="toast__close" aria-label="Close" onClick={() => setToast(null)}>
              ×
            </button>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}
