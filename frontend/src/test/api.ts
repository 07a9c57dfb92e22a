import { transport } from '../api/http';

/** Every request the generated client sends goes through this spy; nothing reaches the network. */
export function spyOnApi() {
  return jest.spyOn(transport, 'send');
}

/** The n-th request as the server would read it: method, URL (with query), JSON body, headers. */
export function sentRequest(spy: ReturnType<typeof spyOnApi>, index = 0) {
  const call = spy.mock.calls[index];
  if (!call) throw new Error(`request ${index} was never sent (${spy.mock.calls.length} sent)`);
  const { method, url, body, headers } = call[0];
  return { method, url, body: typeof body === 'string' ? (JSON.parse(body) as unknown) : body, headers: new Headers(headers) };
}

/** What transport.send resolves to for a 2xx answer. */
export function answer<T>(status: number, data: T, headers: Record<string, string> = {}) {
  return { status, data, headers: new Headers(headers) };
}
