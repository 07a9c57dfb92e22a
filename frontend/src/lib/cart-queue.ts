import { NetworkError } from '../api/http';
import type { CartAddition } from './send-cart-addition';
import { subscribeStorageKey } from './storage-key';

/**
 * Additions to the cart made without a connection, kept on the device (localStorage) and sent in
 * order when it returns (ADR 021). Each keeps the Idempotency-Key of its first attempt, so one
 * that did reach the server before the connection dropped is not added twice.
 */
export interface QueuedAddition extends CartAddition {
  key: string;
  /** What the 'Added to cart!' toast says once it is in (SPEC §8). */
  description: string;
}

export const CART_QUEUE_KEY = 'cartQueue';
const listeners = new Set<() => void>();
/** The empty queue: one array, so the server's snapshot and a browser with nothing queued agree at hydration. */
export const NO_QUEUED_ADDITIONS: QueuedAddition[] = [];
let cached: { raw: string | null; list: QueuedAddition[] } = { raw: null, list: NO_QUEUED_ADDITIONS };

function readRaw(): string | null {
  try {
    return localStorage.getItem(CART_QUEUE_KEY);
  } catch {
    return null; // storage blocked: nothing can have been queued
  }
}

/** The queue, oldest first; the same array until it changes (useSyncExternalStore). */
export function queuedAdditions(): QueuedAddition[] {
  const raw = readRaw();
  if (raw === cached.raw) return cached.list;
  let list: QueuedAddition[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) list = parsed.filter((entry): entry is QueuedAddition => typeof entry?.key === 'string' && typeof entry?.productId === 'string');
  } catch {
    // a damaged entry is dropped rather than blocking every later addition
  }
  cached = { raw, list };
  return list;
}

function write(list: QueuedAddition[]): void {
  try {
    if (list.length) localStorage.setItem(CART_QUEUE_KEY, JSON.stringify(list));
    else localStorage.removeItem(CART_QUEUE_KEY);
  } catch {
    // storage full or blocked: the addition is lost with the page, as it would be without a queue
  }
  listeners.forEach((listener) => listener());
}

export function queueAddition(addition: QueuedAddition): void {
  write([...queuedAdditions().filter(({ key }) => key !== addition.key), addition]);
}

/** For useSyncExternalStore: this tab's changes, and another tab's. */
export function subscribeCartQueue(listener: () => void): () => void {
  return subscribeStorageKey(CART_QUEUE_KEY, listeners, listener);
}

export interface FlushReport {
  /** Sent (or already in the cart from an earlier attempt). */
  added: QueuedAddition[];
  /** Refused by the shop (sold out meanwhile, ...): dropped from the queue, with the error. */
  refused: { addition: QueuedAddition; error: unknown }[];
}

let flushing: Promise<FlushReport> | null = null;

/**
 * Sends the queued additions one at a time, oldest first. A refusal drops that addition (sending
 * it again would be refused again); no answer at all stops the flush, the rest waits for the next
 * time. One flush at a time: a second call gets the running one.
 */
export function flushCartQueue(send: (addition: QueuedAddition) => Promise<void>): Promise<FlushReport> {
  flushing ??= (async () => {
    const report: FlushReport = { added: [], refused: [] };
    try {
      for (const addition of queuedAdditions()) {
        try {
          await send(addition);
          report.added.push(addition);
        } catch (error) {
          if (error instanceof NetworkError) break;
          report.refused.push({ addition, error });
        }
        write(queuedAdditions().filter(({ key }) => key !== addition.key));
      }
    } finally {
      flushing = null;
    }
    return report;
  })();
  return flushing;
}
