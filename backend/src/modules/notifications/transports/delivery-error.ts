/**
 * A send that can never succeed as it stands (an invalid number, a refused address): the relay
 * stops trying at once instead of retrying it until it is dead-lettered. Anything else thrown by a
 * transport (network error, timeout, 5xx, 429) is transient and retried with backoff.
 */
export class PermanentDeliveryError extends Error {}

/** How long any provider may take to answer one send; the relay's claim lasts longer than this. */
export const SEND_TIMEOUT_MS = 15_000;

/** 4xx other than 408 (timeout) and 429 (slow down) means the provider refused this message for good. */
export function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}
