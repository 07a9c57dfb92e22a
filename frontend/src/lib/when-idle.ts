/*
 * Work that no shopper waits for (the footer, the offline worker, a photo's blurred wash) runs when
 * the browser has a moment to spare, so it never lengthens a task of the page's takeover on a slow
 * phone. Safari has no requestIdleCallback: a timer stands in for it.
 */

/** Runs `work` at the browser's next idle moment, or after `timeoutMs` at the latest. Returns a cancel. */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, Math.min(timeoutMs, 200));
  return () => window.clearTimeout(handle);
}

/** `whenIdle`, once the page has loaded (its photos included). Returns a cancel. */
export function whenIdleAfterLoad(work: () => void, timeoutMs: number): () => void {
  if (document.readyState === 'complete') return whenIdle(work, timeoutMs);
  let cancelIdle: (() => void) | undefined;
  const loaded = () => {
    cancelIdle = whenIdle(work, timeoutMs);
  };
  window.addEventListener('load', loaded, { once: true });
  return () => {
    window.removeEventListener('load', loaded);
    cancelIdle?.();
  };
}
