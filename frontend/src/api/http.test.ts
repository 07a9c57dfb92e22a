import { apiPreloadKey } from '@shop/rules';
import { apiFetch, forgetPreloadedAnswers, HttpError, NetworkError } from './http';

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

  describe('with answers the server wrote into the page', () => {
    beforeEach(() => {
      forgetPreloadedAnswers();
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = 'api-preload';
      block.textContent = JSON.stringify({
        '/api/products?limit=24&offset=0&sort=newest': { status: 200, headers: { 'x-total-count': '31' }, body: [{ id: 'p1', name: 'Kente \u003c/script> stole' }] },
        '/api/auth/user': { status: 401, headers: {}, body: { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' } },
      });
      document.head.append(block);
    });

    it('answers the first matching GET from the page, whatever the order of its query, then asks the network', async () => {
      const fetchMock = respond(200, '[]', { 'content-type': 'application/json' });
      const first = await apiFetch<{ data: unknown; headers: Headers }>('/api/products?sort=newest&limit=24&offset=0', { method: 'GET' });
      expect(first.data).toEqual([{ id: 'p1', name: 'Kente </script> stole' }]);
      expect(first.headers.get('x-total-count')).toBe('31');
      expect(fetchMock).not.toHaveBeenCalled();
      expect(document.getElementById('api-preload')).toBeNull();

      await apiFetch('/api/products?sort=newest&limit=24&offset=0', { method: 'GET' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('fails a GET the server already knew would fail, as the network answer would, once', async () => {
      const fetchMock = respond(200, '{"id":"u1"}', { 'content-type': 'application/json' });
      const failure = await apiFetch('/api/auth/user', { method: 'GET' }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(HttpError);
      expect(failure).toMatchObject({ status: 401, message: expect.stringMatching(/^401: .*Unauthorized/) });
      expect(fetchMock).not.toHaveBeenCalled();
      await apiFetch('/api/auth/user', { method: 'GET' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('never answers another URL or a write from it', async () => {
      const fetchMock = respond(200, '[]', { 'content-type': 'application/json' });
      await apiFetch('/api/products?sort=newest&limit=24&offset=24', { method: 'GET' });
      await apiFetch('/api/products?limit=24&offset=0&sort=newest', { method: 'POST', body: '{}' });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('keys a URL by its path and its query sorted by name', () => {
      expect(apiPreloadKey('/api/products?sort=name&category=mens&search=kente+stole')).toBe('/api/products?category=mens&search=kente+stole&sort=name');
      expect(apiPreloadKey('/api/products/abc')).toBe('/api/products/abc');
    });
  });
});
