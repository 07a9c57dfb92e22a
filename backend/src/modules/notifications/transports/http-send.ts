import { isPermanentStatus, PermanentDeliveryError, SEND_TIMEOUT_MS } from './delivery-error';

/** One JSON POST with a deadline; a refusal for good throws PermanentDeliveryError, anything else retries. */
export async function postJson(url: string, headers: Record<string, string>, body: unknown, provider: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // A proxy's HTML error page: the status says enough.
  }
  if (!response.ok) {
    const detail = `${provider} answered ${response.status}: ${text.slice(0, 300)}`;
    if (isPermanentStatus(response.status)) throw new PermanentDeliveryError(detail);
    throw new Error(detail);
  }
  return parsed;
}
