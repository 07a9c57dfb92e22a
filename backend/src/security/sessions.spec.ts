import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Test } from 'supertest';
import { loadConfig } from '../config/app-config';
import { Order } from '../modules/ordering/domain/order.entity';
import { User } from '../modules/identity/domain/user.entity';
import { Supplier } from '../modules/suppliers/domain/supplier.entity';
import { checkoutBody, insertProduct } from '../test-support/fixtures';
import { createTestApp, TestApp } from '../test-support/test-app';
import { Account, createSupplier, createUser, selfieDataUrl, issuedCookie, setCookie, signIn, supplierApplication } from './support/accounts';

const USER_COOKIE = 'shop.sid';
const SUPPLIER_COOKIE = 'shop.supplier.sid';

/** The server-side id inside a signed express-session cookie ("s:<sid>.<signature>"). */
function sessionIdOf(cookieValue: string): string {
  const decoded = decodeURIComponent(cookieValue);
  return decoded.slice(2, decoded.lastIndexOf('.'));
}

describe('sessions', () => {
  let shop: TestApp;
  let admin: Account;
  let selfie: string;

  beforeAll(async () => {
    shop = await createTestApp();
    selfie = await selfieDataUrl();
    admin = await createUser(shop, 'admin');
  });
  afterAll(() => shop?.close());

  const replay = (path: string, name: string, value: string) => shop.agent().get(path).set('Cookie', `${name}=${value}`);

  it('gives a user a new session id on sign-in, so a cookie planted before it never carries the victim', async () => {
    const attacker = await createUser(shop, 'customer');
    const victim = await createUser(shop, 'customer');
    const planted = setCookie(await shop.agent().post('/api/auth/login').send({ email: attacker.email, password: attacker.password }).expect(200), USER_COOKIE)?.value;
    expect(planted).toEqual(expect.any(String));

    const victimBrowser = shop.agent();
    const login = await victimBrowser.post('/api/auth/login').set('Cookie', `${USER_COOKIE}=${planted}`).send({ email: victim.email, password: victim.password }).expect(200);
    const issued = setCookie(login, USER_COOKIE);
    expect(issued?.value).toEqual(expect.any(String));
    expect(sessionIdOf(issued!.value)).not.toBe(sessionIdOf(planted!));

    expect((await victimBrowser.get('/api/auth/user').expect(200)).body.id).toBe(victim.id);
    // The planted id is gone on the server: it is neither the victim nor still the attacker.
    await replay('/api/auth/user', USER_COOKIE, planted!).expect(401);
    expect(await shop.dataSource.query('SELECT 1 FROM sessions WHERE sid = $1', [sessionIdOf(planted!)])).toHaveLength(0);
  });

  it('gives a supplier a new session id on sign-in, in its own cookie and table', async () => {
    const adminBrowser = await signIn(shop, admin);
    const attacker = await createSupplier(shop, adminBrowser, selfie, 'pending');
    const victim = await createSupplier(shop, adminBrowser, selfie, 'pending');
    const planted = issuedCookie(await shop.agent().post('/api/suppliers/login').send({ email: attacker.email, password: attacker.password }).expect(200), SUPPLIER_COOKIE)?.value;
    expect(planted).toEqual(expect.any(String));

    const victimBrowser = shop.agent();
    const login = await victimBrowser.post('/api/suppliers/login').set('Cookie', `${SUPPLIER_COOKIE}=${planted}`).send({ email: victim.email, password: victim.password }).expect(200);
    const issued = issuedCookie(login, SUPPLIER_COOKIE);
    expect(sessionIdOf(issued!.value)).not.toBe(sessionIdOf(planted!));
    expect(issued!.attributes).toContain('Path=/api');
    // The cookie of the former, narrower path is cleared so it cannot shadow the new one.
    expect(login.headers['set-cookie']).toContainEqual(expect.stringMatching(new RegExp(`^${SUPPLIER_COOKIE.replace(/\./g, '\\.')}=; Path=/api/suppliers; Expires=Thu, 01 Jan 1970`)));

    expect((await victimBrowser.get('/api/suppliers/profile').expect(200)).body.id).toBe(victim.id);
    await replay('/api/suppliers/profile', SUPPLIER_COOKIE, planted!).expect(401);
    expect(await shop.dataSource.query('SELECT 1 FROM supplier_sessions WHERE sid = $1', [sessionIdOf(planted!)])).toHaveLength(0);
  });

  it.each([
    ['POST /api/auth/logout', 'post', '/api/auth/logout', 204],
    ['GET /api/logout (the admin console redirect)', 'get', '/api/logout', 302],
  ] as const)('ends a user session on the server with %s: the old cookie replayed answers 401', async (_label, method, path, status) => {
    const customer = await createUser(shop, 'customer');
    const login = await shop.agent().post('/api/auth/login').send({ email: customer.email, password: customer.password }).expect(200);
    const cookie = setCookie(login, USER_COOKIE)!.value;
    await replay('/api/auth/user', USER_COOKIE, cookie).expect(200);

    const logout = await shop.agent()[method](path).set('Cookie', `${USER_COOKIE}=${cookie}`).expect(status);
    expect(setCookie(logout, USER_COOKIE)?.attributes.join(';')).toMatch(/Expires=Thu, 01 Jan 1970/);
    await replay('/api/auth/user', USER_COOKIE, cookie).expect(401);
    await replay('/api/orders', USER_COOKIE, cookie).expect(401);
    expect(await shop.dataSource.query('SELECT 1 FROM sessions WHERE sid = $1', [sessionIdOf(cookie)])).toHaveLength(0);
  });

  it('ends an admin session on the server: the old cookie no longer opens the admin API', async () => {
    const login = await shop.agent().post('/api/auth/login').send({ email: admin.email, password: admin.password }).expect(200);
    const cookie = setCookie(login, USER_COOKIE)!.value;
    await replay('/api/admin/stats', USER_COOKIE, cookie).expect(200);
    await shop.agent().post('/api/auth/logout').set('Cookie', `${USER_COOKIE}=${cookie}`).expect(204);
    await replay('/api/admin/stats', USER_COOKIE, cookie).expect(401);
  });

  it('ends a supplier session on the server: the old cookie replayed answers 401', async () => {
    const supplier = await createSupplier(shop, await signIn(shop, admin), selfie, 'pending');
    const login = await shop.agent().post('/api/suppliers/login').send({ email: supplier.email, password: supplier.password }).expect(200);
    const cookie = issuedCookie(login, SUPPLIER_COOKIE)!.value;
    await replay('/api/suppliers/profile', SUPPLIER_COOKIE, cookie).expect(200);
    await shop.agent().post('/api/suppliers/logout').set('Cookie', `${SUPPLIER_COOKIE}=${cookie}`).expect(204);
    await replay('/api/suppliers/profile', SUPPLIER_COOKIE, cookie).expect(401);
    await replay('/api/suppliers/products', SUPPLIER_COOKIE, cookie).expect(401);
    expect(await shop.dataSource.query('SELECT 1 FROM supplier_sessions WHERE sid = $1', [sessionIdOf(cookie)])).toHaveLength(0);
  });

  it('sets every cookie httpOnly and SameSite=Lax; outside production they are not Secure (plain http in development)', async () => {
    const customer = await createUser(shop, 'customer');
    const supplier = await createSupplier(shop, await signIn(shop, admin), selfie, 'pending');
    const product = await insertProduct(shop.dataSource);
    const cookies = [
      setCookie(await shop.agent().post('/api/auth/login').send({ email: customer.email, password: customer.password }).expect(200), USER_COOKIE),
      issuedCookie(await shop.agent().post('/api/suppliers/login').send({ email: supplier.email, password: supplier.password }).expect(200), SUPPLIER_COOKIE),
      setCookie(await shop.agent().post('/api/cart').send({ sessionId: 'cookie-check', productId: product.id, quantity: 1 }).expect(201), 'shop.cart'),
    ];
    for (const cookie of cookies) {
      expect(cookie).not.toBeNull();
      expect(cookie!.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax']));
      expect(cookie!.attributes).not.toContain('Secure');
    }
  });
});

/** A secret as `openssl rand -hex 32` makes one: production takes no less. */
const PRODUCTION_SECRET = randomBytes(32).toString('hex');

describe('sessions in production mode (NODE_ENV=production, behind one TLS proxy)', () => {
  let shop: TestApp;
  let customer: Account;

  beforeAll(async () => {
    // Read the way the server reads its environment at start, then boot the test app with it.
    const config = loadConfig(
      { NODE_ENV: 'production', SESSION_SECRET: PRODUCTION_SECRET, PUBLIC_URL: 'https://shop.example.com', TRUST_PROXY: '1', PAYMENTS_TEST_MODE: 'on', NOTIFICATIONS_LOCAL_MAILBOX: 'on' },
      { inMemoryDatabase: true },
    );
    expect(config.production).toBe(true);
    shop = await createTestApp({ production: config.production, sessionSecret: config.sessionSecret, trustProxy: config.trustProxy });
    customer = await createUser(shop, 'customer');
  });
  afterAll(() => shop?.close());

  it('refuses to start without SESSION_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, { inMemoryDatabase: true })).toThrow(/SESSION_SECRET/);
  });

  it('marks the session, supplier and cart cookies Secure, httpOnly and SameSite=Lax over https', async () => {
    const selfie = await selfieDataUrl();
    const application = supplierApplication(selfie);
    await shop.agent().post('/api/suppliers/register').set('X-Forwarded-Proto', 'https').send(application).expect(201);
    const product = await insertProduct(shop.dataSource);

    const https = (request: Test) => request.set('X-Forwarded-Proto', 'https');
    const cookies = [
      setCookie(await https(shop.agent().post('/api/auth/login')).send({ email: customer.email, password: customer.password }).expect(200), USER_COOKIE),
      issuedCookie(await https(shop.agent().post('/api/suppliers/login')).send({ email: application.email, password: application.password }).expect(200), SUPPLIER_COOKIE),
      setCookie(await https(shop.agent().post('/api/cart')).send({ sessionId: 'secure-cart', productId: product.id, quantity: 1 }).expect(201), 'shop.cart'),
    ];
    for (const cookie of cookies) {
      expect(cookie).not.toBeNull();
      expect(cookie!.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Secure']));
    }
  });

  it('never sends the session cookie over plain http, and tells the operator why once', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        const login = await shop.agent().post('/api/auth/login').send({ email: customer.email, password: customer.password });
        expect(login.status).toBe(200);
        expect(setCookie(login, USER_COOKIE)).toBeNull();
      }
      const warnings = warn.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('plain http'));
      expect(warnings).toEqual([expect.stringMatching(/browsers reach the shop without https.*set TRUST_PROXY/)]);
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses to start without TRUST_PROXY: the shop speaks plain http, so a proxy stands in front of it', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: PRODUCTION_SECRET, PUBLIC_URL: 'https://shop.example.com', PAYMENTS_TEST_MODE: 'on', NOTIFICATIONS_LOCAL_MAILBOX: 'on' };
    expect(() => loadConfig(production, { inMemoryDatabase: true })).toThrow(/^TRUST_PROXY is required when NODE_ENV=production/);
    expect(loadConfig({ ...production, TRUST_PROXY: '0' }, { inMemoryDatabase: true }).trustProxy).toBe(0);
  });
});

describe('a production shop behind a TLS proxy that TRUST_PROXY does not count', () => {
  let shop: TestApp;
  afterAll(() => shop?.close());

  it('names the proxy and TRUST_PROXY in its warning, since sign-in keeps no one', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      shop = await createTestApp({ production: true, sessionSecret: PRODUCTION_SECRET, trustProxy: 0 });
      const customer = await createUser(shop, 'customer');
      const login = await shop.agent().post('/api/auth/login').set('X-Forwarded-Proto', 'https').send({ email: customer.email, password: customer.password });
      expect(login.status).toBe(200);
      expect(setCookie(login, USER_COOKIE)).toBeNull();
      const warnings = warn.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('plain http'));
      expect(warnings).toEqual([expect.stringContaining('through a proxy (X-Forwarded-Proto: https) that TRUST_PROXY=0 does not count')]);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('rate limits', () => {
  let shop: TestApp;
  let product: { id: string; price: string };

  beforeAll(async () => {
    // The shared test app turns them off (RATE_LIMIT=off would in a deployment); these tests need them.
    shop = await createTestApp({ rateLimit: true });
    product = await insertProduct(shop.dataSource, { price: '50.00', stock: 1000 });
  });
  afterAll(() => shop?.close());

  it('are on unless RATE_LIMIT=off', () => {
    expect(loadConfig({}, { inMemoryDatabase: true }).rateLimit).toBe(true);
    expect(loadConfig({ RATE_LIMIT: 'off' }, { inMemoryDatabase: true }).rateLimit).toBe(false);
  });

  /** Sends `attempts` calls, then one more; returns the statuses and that last response. */
  async function exhaust(attempts: number, call: (attempt: number) => Promise<{ status: number }>) {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < attempts; attempt += 1) statuses.push((await call(attempt)).status);
    return statuses;
  }

  it('answer 429 on login once a client has tried 10 times, even with the right password, and a forged X-Forwarded-For does not help', async () => {
    const customer = await createUser(shop, 'customer');
    // Every attempt counts, well-formed or not: the limit stands before validation and hashing.
    const statuses = await exhaust(10, (attempt) =>
      shop.agent().post('/api/auth/login').send(attempt < 2 ? { email: customer.email, password: 'wrong-password' } : { email: 'not-an-email' }),
    );
    expect(statuses).toEqual([401, 401, 400, 400, 400, 400, 400, 400, 400, 400]);
    const limited = await shop.agent().post('/api/auth/login').send({ email: customer.email, password: customer.password }).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(setCookie(limited, USER_COOKIE)).toBeNull();
    await shop.agent().post('/api/auth/login').set('X-Forwarded-For', '203.0.113.7').send({ email: customer.email, password: customer.password }).expect(429);
  });

  it('answer 429 on registration after 10 attempts, and create no account', async () => {
    const statuses = await exhaust(10, () => shop.agent().post('/api/auth/register').send({ email: 'bad' }));
    expect(statuses).toEqual(Array(10).fill(400));
    const email = 'eleventh@example.com';
    await shop.agent().post('/api/auth/register').send({ email, password: 'long-enough-1', firstName: 'Abena', lastName: 'K' }).expect(429);
    expect(await shop.dataSource.getRepository(User).countBy({ email })).toBe(0);
  });

  it('answer 429 on supplier login after 10 attempts and on supplier registration after 5, creating no supplier', async () => {
    expect(await exhaust(10, () => shop.agent().post('/api/suppliers/login').send({}))).toEqual(Array(10).fill(400));
    await shop.agent().post('/api/suppliers/login').send({ email: 'a@example.com', password: 'secret-123' }).expect(429);

    expect(await exhaust(5, () => shop.agent().post('/api/suppliers/register').send({}))).toEqual(Array(5).fill(400));
    const application = supplierApplication(await selfieDataUrl());
    await shop.agent().post('/api/suppliers/register').send(application).expect(429);
    expect(await shop.dataSource.getRepository(Supplier).countBy({ email: application.email })).toBe(0);
  });

  it('answer 429 on order tracking after 60 lookups, the review list sharing the same allowance', async () => {
    const statuses = await exhaust(60, (attempt) => shop.agent().get(attempt % 2 ? '/api/orders/track/GH-0000-0000-0000' : '/api/orders/GH-0000-0000-0000/reviews'));
    expect(statuses).toEqual(Array(60).fill(404));
    await shop.agent().get('/api/orders/track/GH-0000-0000-0000').expect(429);
    await shop.agent().get('/api/orders/GH-0000-0000-0000/reviews').expect(429);
  });

  it('answer 429 on order placement after 30 attempts, and place no order', async () => {
    const statuses = await exhaust(30, () => shop.agent().post('/api/orders').send({ sessionId: 'x' }));
    expect(statuses).toEqual(Array(30).fill(400));
    const before = await shop.dataSource.getRepository(Order).count();
    await shop.agent().post('/api/orders').send(checkoutBody('limited-cart', [{ productId: product.id, quantity: 1, price: product.price }])).expect(429);
    expect(await shop.dataSource.getRepository(Order).count()).toBe(before);
  });

  it('answer 429 on support messages after 10', async () => {
    expect(await exhaust(10, () => shop.agent().post('/api/support').send({}))).toEqual(Array(10).fill(400));
    await shop.agent().post('/api/support').send({ firstName: 'A', lastName: 'B', email: 'a@example.com', subject: 'Order Issue', message: 'hello' }).expect(429);
  });
});
