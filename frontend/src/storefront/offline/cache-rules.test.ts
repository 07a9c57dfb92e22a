import { isKeptCatalogRead, isKeptPage, isKeptPath, isUnkeptStorefrontPage, KEEP_PAGE_HEADER, keepOnlyStorable } from './cache-rules';

/** A request as the worker sees it; jsdom has no Request. */
const request = (mode: RequestMode, headers: Record<string, string> = {}) => ({ mode, headers: { get: (name: string) => headers[name] ?? null } }) as unknown as Request;
const navigation = (path: string) => ({ request: request('navigate'), url: new URL(`https://shop.example.com${path}`) });
const read = (path: string, method = 'GET') => ({ request: { method } as Request, url: new URL(`https://shop.example.com${path}`) });
const answer = (cacheControl: string | null) => ({ response: { headers: { get: (name: string) => (name.toLowerCase() === 'cache-control' ? cacheControl : null) } } as unknown as Response });

describe('what the service worker keeps for offline (ADR 021)', () => {
  it('keeps storefront pages a shopper visited', () => {
    for (const path of ['/', '/products', '/products/9f1c2d3e-0000-4000-8000-000000000000', '/cart', '/support', '/shipping']) expect([path, isKeptPage(navigation(path))]).toEqual([path, true]);
  });

  it("never the tracking page (an order's name, address and items), staff screens, checkout or the payment page, however spelt", () => {
    for (const path of ['/track', '/track?order=GH-7KQ2-M9XD-4TRB', '/Track', '/track/', '/admin', '/rider', '/login', '/checkout', '/test-payment/abc', '/supplier-dashboard']) {
      expect([path, isKeptPage(navigation(path))]).toEqual([path, false]);
    }
    expect(isKeptPage({ request: request('cors'), url: new URL('https://shop.example.com/products') })).toBe(false);
  });

  it('answers the storefront pages it never keeps with the app shell offline, and no staff screen', () => {
    for (const path of ['/checkout', '/Checkout', '/track', '/track?order=GH-7KQ2-M9XD-4TRB', '/login', '/signup', '/test-payment/abc']) {
      expect([path, isUnkeptStorefrontPage(navigation(path))]).toEqual([path, true]);
    }
    for (const path of ['/admin', '/rider', '/supplier-login', '/supplier-dashboard', '/products', '/api/cart/abc']) expect([path, isUnkeptStorefrontPage(navigation(path))]).toEqual([path, false]);
    expect(isUnkeptStorefrontPage({ request: request('cors'), url: new URL('https://shop.example.com/checkout') })).toBe(false);
  });

  it('keeps the page the worker was installed from, asked for again once it is in charge, under the same rules', () => {
    const asked = (path: string) => isKeptPage({ request: request('cors', { [KEEP_PAGE_HEADER]: 'visited' }), url: new URL(`https://shop.example.com${path}`) });
    expect(asked('/products/9f1c2d3e-0000-4000-8000-000000000000')).toBe(true);
    expect(asked('/track?order=GH-7KQ2-M9XD-4TRB')).toBe(false);
    expect(asked('/admin')).toBe(false);
    // The page asks only where the worker would keep it: a tracking page opened from an SMS is not fetched twice.
    expect(['/products/9f1c2d3e-0000-4000-8000-000000000000', '/', '/Track', '/track', '/checkout'].map(isKeptPath)).toEqual([true, true, false, false, false]);
  });

  it('keeps the public catalog reads only', () => {
    expect(isKeptCatalogRead(read('/api/products?limit=24'))).toBe(true);
    expect(isKeptCatalogRead(read('/api/settings'))).toBe(true);
    expect(isKeptCatalogRead(read('/api/orders/track/GH-7KQ2-M9XD-4TRB'))).toBe(false);
    expect(isKeptCatalogRead(read('/api/products', 'POST'))).toBe(false);
  });

  it('stores no answer the server marked no-store (an admin\'s catalog with inactive products, a private page)', async () => {
    expect(await keepOnlyStorable.cacheWillUpdate(answer('private, no-store'))).toBeNull();
    expect(await keepOnlyStorable.cacheWillUpdate(answer('No-Store'))).toBeNull();
    const publicAnswer = answer('no-cache');
    expect(await keepOnlyStorable.cacheWillUpdate(publicAnswer)).toBe(publicAnswer.response);
    const unmarked = answer(null);
    expect(await keepOnlyStorable.cacheWillUpdate(unmarked)).toBe(unmarked.response);
  });
});
