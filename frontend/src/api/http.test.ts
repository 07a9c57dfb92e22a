import { apiFetch, HttpError, NetworkError } from './http';

/** jsdom has no fetch: each test answers with the little of a Response that the transport reads. */
function respond(status: number, body: string, headers: Record<string, string> = {}, statusText = '') {
  const fetchMock = jest.fn().mockResolvedValue({ ok: status >= 200 && status < 300, status, statusText, headers: new Headers(headers), text: async () => body });
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

describe('the API transport', () => {
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('sends the session cookie with the URL, method, headers, body and signal it was given', async () => {
    const fetchMock = respond(201, '{"orderNumber":"GH-1"}', { 'content-type': 'application/json; charset=utf-8', 'x-total-count': '7' });
    const signal = new AbortController().signal;
    const response = await apiFetch<{ data: unknown; status: number; headers: Headers }>('/api/orders?x=1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k1' },
      body: '{"a":1}',
      signal,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/orders?x=1', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k1' }, body: '{"a":1}', signal, credentials: 'include' });
    expect(response.data).toEqual({ orderNumber: 'GH-1' });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-total-count')).toBe('7');
  });

  it('answers an empty 204 with no data', async () => {
    respond(204, '');
    await expect(apiFetch('/api/cart/1', { method: 'DELETE' })).resolves.toMatchObject({ status: 204, data: undefined });
  });

  it("turns a non-2xx answer into '<status>: <body>' (SPEC §8)", async () => {
    respond(409, '{"statusCode":409,"message":"Only 2 in stock"}', { 'content-type': 'application/json' }, 'Conflict');
    const error: unknown = await apiFetch('/api/cart', { method: 'POST' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).message).toBe('409: {"statusCode":409,"message":"Only 2 in stock"}');
  });

  it('falls back to the status text when the failure has no body', async () => {
    respond(502, '', {}, 'Bad Gateway');
    await expect(apiFetch('/api/products')).rejects.toThrow(/^502: Bad Gateway$/);
  });

  it('reports a connection failure as a NetworkError and keeps a cancellation as an AbortError', async () => {
    Object.assign(globalThis, { fetch: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
    await expect(apiFetch('/api/products')).rejects.toBeInstanceOf(NetworkError);
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    Object.assign(globalThis, { fetch: jest.fn().mockRejectedValue(aborted) });
    await expect(apiFetch('/api/products')).rejects.toBe(aborted);
  });
});
