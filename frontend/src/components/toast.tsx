import { createContext, useContext, useEffect, useMemo, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import './toast.css';

/*
 * The storefront's toasts. antd's notification would work, but through its App wrapper it pulls
 * Modal, message and rc-field-form (~70 kB minified) into every shopper's first load; the staff
 * screens keep antd's notification (their own lazy chunks wrap themselves in antd's App).
 */

/** SPEC §4: one toast visible at a time; §9: it stays 5 s. */
export const TOAST_MS = 5000;
/** SPEC §9: a swipe right this far dismisses the toast; a shorter one snaps back. */
export const SWIPE_DISMISS_PX = 50;
/** SPEC §9: this key takes keyboard and screen-reader users to the toasts, wherever they are. */
const REGION_HOTKEY = 'F8';
/** Movement under this is a shaky tap, not yet a swipe, so the close button still gets its click. */
const SWIPE_START_PX = 4;

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

  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const focusRegion = (event: KeyboardEvent) => {
      if (event.key !== REGION_HOTKEY) return;
      event.preventDefault();
      region.current?.focus();
    };
    document.addEventListener('keydown', focusRegion);
    return () => document.removeEventListener('keydown', focusRegion);
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section ref={region} className="toast-region" aria-label={`Notifications (${REGION_HOTKEY})`} tabIndex={-1}>
        {toast && <ToastCard key={toast.id} toast={toast} onDismiss={() => setToast(null)} />}
      </section>
    </ToastContext.Provider>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const { swipeX, swiping, handlers } = useSwipeRightToDismiss(onDismiss);
  return (
    // An error interrupts (as antd's notices did: the e2e journeys find it by role=alert);
    // good news waits for the screen reader to finish.
    <div
      className={`toast toast--${toast.kind}${swiping ? ' toast--swiping' : ''}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      style={swipeX > 0 ? { transform: `translateX(${swipeX}px)` } : undefined}
      {...handlers}
    >
      <span className="toast__icon" aria-hidden="true">
        {toast.kind === 'success' ? '✓' : toast.kind === 'error' ? '!' : 'i'}
      </span>
      <div className="toast__text">
        <p className="toast__message">{toast.message}</p>
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      <button type="button" className="toast__close" aria-label="Close" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}

/**
 * The toast follows a finger or mouse dragged to the right and is dismissed when let go at least
 * SWIPE_DISMISS_PX away; anything shorter snaps back. A gesture that starts up, down or left is
 * left alone (the shopper is scrolling, or changed their mind).
 */
function useSwipeRightToDismiss(onDismiss: () => void) {
  // A ref, not state: pointermove events can arrive faster than React re-renders.
  const gesture = useRef<{ x: number; y: number; swiping: boolean } | null>(null);
  const [swipeX, setSwipeX] = useState(0);
  const [swiping, setSwiping] = useState(false);

  const snapBack = () => {
    gesture.current = null;
    setSwiping(false);
    setSwipeX(0);
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      gesture.current = { x: event.clientX, y: event.clientY, swiping: false };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = gesture.current;
      if (!current) return;
      const dx = event.clientX - current.x;
      const dy = event.clientY - current.y;
      if (!current.swiping) {
        if (Math.abs(dx) <= SWIPE_START_PX && Math.abs(dy) <= SWIPE_START_PX) return;
        if (dx <= Math.abs(dy)) {
          gesture.current = null;
          return;
        }
        current.swiping = true;
        setSwiping(true);
        // Captured only once it is a swipe: capturing at pointerdown would steal the close button's click.
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      setSwipeX(Math.max(0, dx));
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const current = gesture.current;
      if (current?.swiping && event.clientX - current.x >= SWIPE_DISMISS_PX) onDismiss();
      else snapBack();
    },
    onPointerCancel: snapBack,
  };
  return { swipeX, swiping, handlers };
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}
