import { Alert } from 'antd';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

export interface Feedback {
  type: 'success' | 'error';
  message: string;
  description?: string;
}

const FeedbackContext = createContext<((feedback: Feedback) => void) | null>(null);

/** Where a change made in a drawer is answered, instead of a toast; null outside a drawer. */
export function useDrawerFeedback(): ((feedback: Feedback) => void) | null {
  return useContext(FeedbackContext);
}

/** SPEC §9: a toast stays 5 s, and so does a success said in the drawer. */
const DRAWER_SUCCESS_MS = 5_000;

/**
 * The answers to changes made in a drawer, shown at the top of its body and kept in view while it
 * scrolls. A toast over the page covered the drawer's title and close button on a phone, where the
 * drawer fills the screen. A success is said politely, in a live region that is always there (so a
 * screen reader reads what appears in it), for 5 s; an error is an alert, read at once as it
 * appears, until closed or replaced.
 */
export function DrawerFeedback({ children }: { children: ReactNode }) {
  // Numbered, so the same words said twice are put in anew and read out again.
  const [feedback, setFeedback] = useState<(Feedback & { number: number }) | null>(null);
  const say = useCallback((next: Feedback) => setFeedback((current) => ({ ...next, number: (current?.number ?? 0) + 1 })), []);
  useEffect(() => {
    if (feedback?.type !== 'success') return;
    const timer = setTimeout(() => setFeedback(null), DRAWER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  return (
    <FeedbackContext.Provider value={say}>
      <div className="admin-drawer-feedback">
        {/* role="none": the Alert's own role="alert" would nest a second live region in this one. */}
        <div role="status">{feedback?.type === 'success' ? <Alert key={feedback.number} role="none" type="success" showIcon message={feedback.message} /> : null}</div>
        {feedback?.type === 'error' ? <Alert key={feedback.number} type="error" showIcon message={feedback.message} description={feedback.description} closable onClose={() => setFeedback(null)} /> : null}
      </div>
      {children}
    </FeedbackContext.Provider>
  );
}
