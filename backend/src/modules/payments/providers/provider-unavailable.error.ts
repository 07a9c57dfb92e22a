/** The provider could not be asked (network, 5xx, an answer that is not its API's): try again later. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderUnavailableError';
  }
}

/** fetch with a deadline; an outage or a timeout becomes ProviderUnavailableError. */
export async function callProvider(provider: string, url: string, init: RequestInit, timeoutMs = 15_000): Promise<{ status: number; body: any }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ProviderUnavailableError(provider, `could not reach ${new URL(url).host} (${(error as Error).message})`);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw new ProviderUnavailableError(provider, `answered ${response.status} with a body that is not JSON`);
  }
  if (response.status >= 500) throw new ProviderUnavailableError(provider, `answered ${response.status}`);
  return { status: response.status, body };
}
