import { apiPreloadKey } from '@shop/rules';
import { deferred, fakeApi, networkFailure, ok, reply } from '../test/fake-api';
import { apiClient, forgetPreloadedAnswers, HttpError, NetworkError } from './http';

/**
 * The transport over the browser's XMLHttpRequest, which the fake API stands in for (ADR 037):
 * axios' own adapter runs, and these check what the screens get from it.
 */
describe('the API transport', () => {
  it('sends the session cookie with the URL, query, method, headers and JSON body it was given', async () => {
    fakeApi.on('POST', '/api/orders', reply(201, { orderNumber: 'GH-1' }, { 'x-total-count': '7' }));
    const response = await apiClient<{ orderNumber: string }>(
      { url: '/api/orders', method: 'POST', params: { x: 1, skipped: undefined, none: null }, headers: { 'Content-Type': 'application/json' }, data: { a: 1 } },
      { headers: { 'Idempotency-Key': 'k1' } },
    );
    const sent = fakeApi.last('POST', '/api/orders');
    expect(sent.url).toBe('/api/orders?x=1&none=null');
    expect(sent.withCredentials).toBe(true);
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(sent.headers.get('idempotency-key')).toBe('k1');
    expect(sent.body).toEqual({ a: 1 });
    expect(response.data).toEqual({ orderNumber: 'GH-1' });
    expect(response.status).toBe(201);
    expect(response.headers).toBeInstanceOf(Headers);
    expect(response.headers.get('x-total-count')).toBe('7');
  });

  it('sends a body-less write with no Content-Type, and answers an empty 204 with no data', async () => {
    fakeApi.on('DELETE', '/api/cart/:id', reply(204));
    await expect(apiClient({ url: '/api/cart/1', method: 'DELETE' })).resolves.toMatchObject({ status: 204, data: undefined });
    expect(fakeApi.last('DELETE', '/api/cart/:id').headers.has('content-type')).toBe(false);
  });

  it('keeps a text answer as text', async () => {
    fakeApi.on('GET', '/api/robots', ok('{"not":"json"}', { 'content-type': 'text/plain' }));
    await expect(apiClient({ url: '/api/robots', method: 'GET' })).resolves.toMatchObject({ data: '{"not":"json"}' });
  });

  it("turns a non-2xx answer into '<status>: <body>' as sent (SPEC §8)", async () => {
    fakeApi.on('POST', '/api/cart', reply(409, '{"statusCode":409,"message":"Only 2 in stock"}', { 'content-type': 'application/json' }));
    const error: unknown = await apiClient({ url: '/api/cart', method: 'POST' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).body).toBe('{"statusCode":409,"message":"Only 2 in stock"}');
    expect((error as HttpError).message).toBe('409: {"statusCode":409,"message":"Only 2 in stock"}');
  });

  it('falls back to the status text when the failure has no body', async () => {
    fakeApi.on('GET', '/api/products', reply(502));
    await expect(apiClient({ url: '/api/products', method: 'GET' })).rejects.toThrow(/^502: Bad Gateway$/);
  });

  it('reports no answer as a NetworkError', async () => {
    fakeApi.on('GET', '/api/products', networkFailure());
    const error: unknown = await apiClient({ url: '/api/products', method: 'GET' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toBe('Network Error');
  });

  it("keeps a cancellation an AbortError (React Query's), and a timeout a NetworkError", async () => {
    fakeApi.on('GET', '/api/products', deferred().answer);
    const controller = new AbortController();
    const cancelled = apiClient({ url: '/api/products', method: 'GET', signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();
    expect(await cancelled).toMatchObject({ name: 'AbortError' });
    expect(await cancelled).toBeInstanceOf(DOMException);

    const timer = new AbortController();
    const timedOut = apiClient({ url: '/api/products', method: 'GET' }, { signal: timer.signal }).catch((caught: unknown) => caught);
    timer.abort(new DOMException('signal timed out', 'TimeoutError'));
    expect(await timedOut).toBeInstanceOf(NetworkError);
  });

  it("reports an upload's progress", async () => {
    const held = deferred();
    fakeApi.on('POST', '/api/admin/photos', held.answer);
    const seen: (number | undefined)[] = [];
    const body = new FormData();
    body.append('photo', new File(['a'], 'front.jpg', { type: 'image/jpeg' }));
    const upload = apiClient({ url: '/api/admin/photos', method: 'POST', headers: { 'Content-Type': 'multipart/form-data' }, data: body }, { onUploadProgress: (event) => seen.push(event.progress) });
    fakeApi.last('POST', '/api/admin/photos').progress(0.25);
    held.arrive(reply(201, { path: '/media/a.jpg' }));
    await expect(upload).resolves.toMatchObject({ status: 201, data: { path: '/media/a.jpg' } });
    expect(seen[0]).toBe(0.25);
    // The browser writes the multipart boundary itself.
    expect(fakeApi.last('POST', '/api/admin/photos').headers.has('content-type')).toBe(false);
    expect(fakeApi.last('POST', '/api/admin/photos').body).toBe(body);
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
      fakeApi.on('GET', '/api/products', ok([]));
      const first = await apiClient<unknown>({ url: '/api/products', method: 'GET', params: { sort: 'newest', limit: 24, offset: 0 } });
      expect(first.data).toEqual([{ id: 'p1', name: 'Kente </script> stole' }]);
      expect(first.headers.get('x-total-count')).toBe('31');
      expect(fakeApi.requests).toHaveLength(0);
      expect(document.getElementById('api-preload')).toBeNull();

      await apiClient({ url: '/api/products', method: 'GET', params: { sort: 'newest', limit: 24, offset: 0 } });
      expect(fakeApi.requests).toHaveLength(1);
    });

    it('fails a GET the server already knew would fail, as the network answer would, once', async () => {
      fakeApi.on('GET', '/api/auth/user', ok({ id: 'u1' }));
      const failure = await apiClient({ url: '/api/auth/user', method: 'GET' }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(HttpError);
      expect(failure).toMatchObject({ status: 401, message: expect.stringMatching(/^401: .*Unauthorized/) });
      expect(fakeApi.requests).toHaveLength(0);
      await apiClient({ url: '/api/auth/user', method: 'GET' });
      expect(fakeApi.requests).toHaveLength(1);
    });

    it('never answers another URL or a write from it', async () => {
      fakeApi.on('GET', '/api/products', ok([]));
      fakeApi.on('POST', '/api/products', ok({}));
      await apiClient({ url: '/api/products', method: 'GET', params: { sort: 'newest', limit: 24, offset: 24 } });
      await apiClient({ url: '/api/products', method: 'POST', params: { limit: 24, offset: 0, sort: 'newest' }, data: {} });
      expect(fakeApi.requests).toHaveLength(2);
    });

    it('keys a URL by its path and its query sorted by name', () => {
      expect(apiPreloadKey('/api/products?sort=name&category=mens&search=kente+stole')).toBe('/api/products?category=mens&search=kente+stole&sort=name');
      expect(apiPreloadKey('/api/products/abc')).toBe('/api/products/abc');
    });
  });
});
