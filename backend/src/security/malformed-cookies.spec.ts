import { CookieAccessInfo } from 'cookiejar';
import { Product } from '../modules/catalog/domain/product.entity';
import { CART_OWNER_COOKIE } from '../modules/cart/cart-owner';
import { SUPPLIER_SESSION_COOKIE, USER_SESSION_COOKIE } from '../modules/identity/sessions/session-types';
import { insertProduct } from '../test-support/fixtures';
import { createTestApp, TestApp } from '../test-support/test-app';
import { createUser } from './support/accounts';
import { dbFingerprint, stopScheduledJobs } from './support/db-fingerprint';

/** Cookie values a browser extension, a proxy or an attacker could send; none is a session. */
const MALFORMED = [
  'j:{}',
  'j:[]',
  'j:{"userId":"x"}',
  'j:"s:abc.def"',
  'j:null',
  's:garbage',
  's:',
  's:.',
  's:abc.%2F%2F',
  '%E0%A4%A',
  '%',
  // UTF-8 bytes as they reach the server (Node reads header bytes as latin1), and percent-encoded.
  Buffer.from('ÿ€漢字🎉', 'utf8').toString('latin1'),
  encodeURIComponent('ÿ€漢字🎉'),
  `s:${'a'.repeat(4000)}.${'b'.repeat(43)}`,
  'x'.repeat(6000),
];

describe('malformed cookies', () => {
  let shop: TestApp;
  let product: Product;
  beforeAll(async () => {
    shop = await createTestApp();
    stopScheduledJobs(shop);
    product = await insertProduct(shop.dataSource, { stock: 1000 });
  });
  afterAll(() => shop.close());

  /** What a browser with no cookie at all gets from a few routes of each kind of session. */
  async function answers(cookie: string | null) {
    const send = <T extends { set: (name: string, value: string) => T }>(request: T) => (cookie === null ? request : request.set('Cookie', cookie));
    const user = await send(shop.agent().get('/api/auth/user'));
    const supplier = await send(shop.agent().get('/api/suppliers/profile'));
    const admin = await send(shop.agent().get('/api/admin/stats'));
    const catalog = await send(shop.agent().get('/api/products'));
    const cart = await send(shop.agent().get('/api/cart/cookie-cart'));
    const logout = await send(shop.agent().post('/api/auth/logout'));
    const supplierLogout = await send(shop.agent().post('/api/suppliers/logout'));
    const added = await send(shop.agent().post('/api/cart').send({ sessionId: `cookie-${Math.random().toString(36).slice(2)}`, productId: product.id, quantity: 1 }));
    return [user, supplier, admin, catalog, cart, logout, supplierLogout, added].map((response) => `${response.status} ${response.body?.message ?? ''}`.trim());
  }

  it.each([USER_SESSION_COOKIE, SUPPLIER_SESSION_COOKIE, CART_OWNER_COOKIE])('treats every malformed %s cookie as no cookie at all, never a 500', async (name) => {
    const expected = await answers(null);
    expect(expected).toEqual(['401 Unauthorized', '401 Unauthorized', '401 Unauthorized', '200', '200', '204', '204', '201']);
    for (const value of MALFORMED) {
      expect({ value, answers: await answers(`${name}=${value}`) }).toEqual({ value, answers: expected });
    }
  });

  it('keeps a signed-in session working next to a malformed copy of another cookie, and lets it sign in anew', async () => {
    const account = await createUser(shop, 'customer');
    const browser = shop.agent();
    await browser.post('/api/auth/login').send({ email: account.email, password: account.password }).expect(200);
    const sessionCookie = browser.jar.getCookies(CookieAccessInfo.All).find((cookie) => cookie.name === USER_SESSION_COOKIE);
    expect(sessionCookie).toBeDefined();
    const cookies = `${USER_SESSION_COOKIE}=${sessionCookie!.value}; ${SUPPLIER_SESSION_COOKIE}=j:{}; ${CART_OWNER_COOKIE}=j:[]`;
    expect((await shop.agent().get('/api/auth/user').set('Cookie', cookies).expect(200)).body.id).toBe(account.id);

    // Signing in over a malformed session cookie starts a real session and changes nothing else.
    const before = await dbFingerprint(shop.dataSource);
    const fresh = await shop.agent().post('/api/auth/login').set('Cookie', `${USER_SESSION_COOKIE}=j:{"userId":"${account.id}"}`).send({ email: account.email, password: account.password });
    expect(fresh.status).toBe(200);
    expect(await dbFingerprint(shop.dataSource)).toEqual(before);
  });
});
