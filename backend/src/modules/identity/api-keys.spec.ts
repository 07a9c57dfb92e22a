import sharp from 'sharp';
import type { Agent } from 'supertest';
import { Account, createUser, signIn } from '../../security/support/accounts';
import { checkoutBody, insertProduct } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { API_KEY_LIMIT } from './api-keys/api-key-authenticator';
import { hashApiKeySecret } from './api-keys/api-key-secret';

describe('API keys', () => {
  let shop: TestApp;
  let adminAccount: Account;
  let admin: Agent;
  let customer: Agent;

  beforeAll(async () => {
    shop = await createTestApp();
    adminAccount = await createUser(shop, 'admin');
    admin = await signIn(shop, adminAccount);
    customer = await signIn(shop, await createUser(shop, 'customer'));
  });
  afterAll(() => shop?.close());

  async function newKey(scopes: string[], fields: Record<string, unknown> = {}, by: Agent = admin): Promise<{ id: string; secret: string }> {
    const response = await by.post('/api/admin/api-keys').send({ name: 'Accounting sync', scopes, ...fields }).expect(201);
    return { id: response.body.id, secret: response.body.secret };
  }

  const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });

  it('shows the secret once: the list has its prefix, never the secret or its hash, and the database only a hash', async () => {
    const created = await admin.post('/api/admin/api-keys').send({ name: '  Courier  ', scopes: ['orders:write', 'orders:read'], expiresInDays: 30 }).expect(201);
    expect(created.body).toMatchObject({ name: 'Courier', scopes: ['orders:read', 'orders:write'], revokedAt: null, lastUsedAt: null });
    // This shop has no payment provider keys (TEST MODE): its keys say so.
    expect(created.body.secret).toMatch(/^sk_test_[A-Za-z0-9_-]{43}$/);
    expect(created.body.prefix).toBe(created.body.secret.slice(0, 12));
    const days = (new Date(created.body.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const list = await admin.get('/api/admin/api-keys').expect(200);
    const listed = list.body.find((key: { id: string }) => key.id === created.body.id);
    expect(Object.keys(listed).sort()).toEqual(['createdAt', 'expiresAt', 'id', 'lastUsedAt', 'name', 'prefix', 'revokedAt', 'scopes']);
    expect(JSON.stringify(list.body)).not.toContain(created.body.secret);
    const [row]: { secretHash: string }[] = await shop.dataSource.query(`SELECT "secretHash" FROM api_keys WHERE id = $1`, [created.body.id]);
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.body.secret.slice(8));
  });

  it('refuses a key without a name, with an unknown scope or an expiry out of range, naming the fields', async () => {
    const response = await admin.post('/api/admin/api-keys').send({ name: ' ', scopes: ['orders:read', 'orders:delete'], expiresInDays: 0 }).expect(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(['expiresInDays', 'name', 'scopes']);
    expect(await shop.dataSource.query(`SELECT 1 FROM api_keys WHERE name = ' '`)).toEqual([]);
  });

  it('refuses a key with no scope at all, with 400 naming scopes: such a key could do nothing', async () => {
    const response = await admin.post('/api/admin/api-keys').send({ name: 'Empty', scopes: [] }).expect(400);
    expect(response.body.fields).toEqual({ scopes: ['Choose at least one area the key may read or change: a key without any can do nothing'] });
    expect(await shop.dataSource.query(`SELECT 1 FROM api_keys WHERE name = 'Empty'`)).toEqual([]);
  });

  it('lets an orders:read key list orders and refuses it a product write with 403 naming the scope it lacks', async () => {
    const { secret } = await newKey(['orders:read']);
    const product = await insertProduct(shop.dataSource, { stock: 5 });
    const placed = await shop.agent().post('/api/orders').send(checkoutBody('key-reader', [{ productId: product.id, quantity: 1, price: product.price }])).expect(201);

    const orders = await shop.agent().get('/api/admin/orders').set(bearer(secret)).expect(200);
    expect(orders.body.map((order: { orderNumber: string }) => order.orderNumber)).toContain(placed.body.orderNumber);

    const write = await shop.agent().post('/api/admin/products').set(bearer(secret)).send({ name: 'Smock', price: 120, category: 'traditional', stock: 3 }).expect(403);
    expect(write.body.message).toBe('This API key lacks the scope catalog:write');
    expect(write.headers['www-authenticate']).toBe('Bearer realm="shop", error="insufficient_scope", scope="catalog:write"');
    const status = await shop.agent().patch(`/api/admin/orders/${placed.body.id}/status`).set(bearer(secret)).send({ status: 'confirmed' }).expect(403);
    expect(status.body.message).toBe('This API key lacks the scope orders:write');
  });

  it('answers a revoked, an expired and an unknown key with 401 and an RFC 6750 challenge', async () => {
    const revoked = await newKey(['orders:read']);
    await shop.agent().get('/api/admin/orders').set(bearer(revoked.secret)).expect(200);
    const revocation = await admin.post(`/api/admin/api-keys/${revoked.id}/revoke`).expect(200);
    expect(revocation.body.revokedAt).not.toBeNull();
    const afterRevoke = await shop.agent().get('/api/admin/orders').set(bearer(revoked.secret)).expect(401);
    expect(afterRevoke.headers['www-authenticate']).toBe('Bearer realm="shop", error="invalid_token", error_description="This API key has been revoked"');
    // Revoking again keeps the first time.
    expect((await admin.post(`/api/admin/api-keys/${revoked.id}/revoke`).expect(200)).body.revokedAt).toBe(revocation.body.revokedAt);

    const expired = await newKey(['orders:read'], { expiresInDays: 1 });
    await shop.dataSource.query(`UPDATE api_keys SET "expiresAt" = now() - interval '1 second' WHERE id = $1`, [expired.id]);
    const afterExpiry = await shop.agent().get('/api/admin/orders').set(bearer(expired.secret)).expect(401);
    expect(afterExpiry.headers['www-authenticate']).toContain('error="invalid_token"');
    expect(afterExpiry.body.message).toBe('This API key has expired');

    const unknown = await shop.agent().get('/api/admin/orders').set(bearer(`sk_live_${'x'.repeat(43)}`)).expect(401);
    expect(unknown.headers['www-authenticate']).toContain('error="invalid_token"');
    const basic = await shop.agent().get('/api/admin/orders').set('Authorization', 'Basic YWRtaW46c2VjcmV0').expect(401);
    expect(basic.headers['www-authenticate']).toBe('Bearer realm="shop"');

    await admin.post('/api/admin/api-keys/00000000-0000-4000-8000-000000000000/revoke').expect(404);

    // The list puts the keys that still work first.
    const listed: { revokedAt: string | null }[] = (await admin.get('/api/admin/api-keys').expect(200)).body;
    const firstRevoked = listed.findIndex((key) => key.revokedAt !== null);
    expect(listed.slice(firstRevoked).every((key) => key.revokedAt !== null)).toBe(true);
  });

  it('keeps accepting a key made while the shop took real payments (sk_live_) beside its TEST MODE ones (sk_test_)', async () => {
    const live = `sk_live_${'L'.repeat(43)}`;
    await shop.dataSource.query(`INSERT INTO api_keys (name, prefix, "secretHash", scopes, "createdById") VALUES ('Made live', $1, $2, '{orders:read}', $3)`, [
      live.slice(0, 12),
      hashApiKeySecret(live),
      adminAccount.id,
    ]);
    const { secret: test } = await newKey(['orders:read']);
    expect(test.startsWith('sk_test_')).toBe(true);
    for (const secret of [live, test]) {
      await shop.agent().get('/api/admin/orders').set(bearer(secret)).expect(200);
      expect((await shop.agent().get('/api/integrations/key').set(bearer(secret)).expect(200)).body.prefix).toBe(secret.slice(0, 12));
    }
  });

  it('stops a key when the admin who made it can no longer sign in', async () => {
    const otherAdminAccount = await createUser(shop, 'admin');
    const { secret } = await newKey(['orders:read'], {}, await signIn(shop, otherAdminAccount));
    await shop.agent().get('/api/admin/orders').set(bearer(secret)).expect(200);
    await shop.dataSource.query(`UPDATE users SET "disabledAt" = now() WHERE id = $1`, [otherAdminAccount.id]);
    const refused = await shop.agent().get('/api/admin/orders').set(bearer(secret)).expect(401);
    expect(refused.body.message).toBe('The admin who made this API key can no longer use the console');
  });

  it('judges a call with a key by the key alone: an admin cookie beside a narrow key adds nothing', async () => {
    const { secret } = await newKey(['orders:read']);
    const response = await admin.post('/api/admin/products').set(bearer(secret)).send({ name: 'Smock', price: 120, category: 'traditional', stock: 3 }).expect(403);
    expect(response.body.message).toBe('This API key lacks the scope catalog:write');
  });

  it('never opens the storefront cookie routes to a key: the key is ignored there', async () => {
    const { secret } = await newKey(['orders:read', 'orders:write', 'catalog:read']);
    await shop.agent().get('/api/orders').set(bearer(secret)).expect(401);
    await shop.agent().get('/api/auth/user').set(bearer(secret)).expect(401);
    // A customer's own browser with a key beside its cookie is still that customer, nothing more.
    await customer.get('/api/orders').set(bearer(secret)).expect(200);
    await customer.get('/api/admin/orders').expect(403);
  });

  it('keeps the backups and the keys themselves to a signed-in admin, whatever the key holds', async () => {
    const { secret } = await newKey(['orders:read', 'settings:write', 'webhooks:write']);
    const backups = await shop.agent().get('/api/admin/backups').set(bearer(secret)).expect(403);
    expect(backups.body.message).toBe('API keys cannot use this route: it needs an admin signed in to the console');
    await shop.agent().post('/api/admin/api-keys').set(bearer(secret)).send({ name: 'Another', scopes: ['orders:read'] }).expect(403);
    await shop.agent().get('/api/admin/api-keys').set(bearer(secret)).expect(403);
  });

  it('tells a key what it may do at GET /api/integrations/key, which a browser session cannot call', async () => {
    const { id, secret } = await newKey(['catalog:read']);
    const me = await shop.agent().get('/api/integrations/key').set(bearer(secret)).expect(200);
    expect(me.body).toMatchObject({ id, name: 'Accounting sync', scopes: ['catalog:read'] });
    expect(me.body.secret).toBeUndefined();
    const withCookie = await admin.get('/api/integrations/key').expect(401);
    expect(withCookie.headers['www-authenticate']).toBe('Bearer realm="shop"');
  });

  it('records when a key was last used, writing it at most once a minute', async () => {
    const { id, secret } = await newKey(['reports:read']);
    await shop.agent().get('/api/admin/stats').set(bearer(secret)).expect(200);
    const [first]: { lastUsedAt: Date; xmin: string }[] = await shop.dataSource.query(`SELECT "lastUsedAt", xmin::text FROM api_keys WHERE id = $1`, [id]);
    expect(first.lastUsedAt).not.toBeNull();
    await shop.agent().get('/api/admin/stats').set(bearer(secret)).expect(200);
    const [second]: { xmin: string }[] = await shop.dataSource.query(`SELECT xmin::text FROM api_keys WHERE id = $1`, [id]);
    expect(second.xmin).toBe(first.xmin);
    const listed = (await admin.get('/api/admin/api-keys').expect(200)).body.find((key: { id: string }) => key.id === id);
    expect(new Date(listed.lastUsedAt).getTime()).toBe(first.lastUsedAt.getTime());
  });

  it('lets a catalog:write key upload a product photo as multipart, which no cross-site form could send', async () => {
    const { secret } = await newKey(['catalog:write']);
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2f6f4f' } }).jpeg().toBuffer();
    const response = await shop.agent().post('/api/admin/photos').set(bearer(secret)).attach('photo', jpeg, { filename: 'kente.jpg', contentType: 'image/jpeg' });
    expect(response.status).toBe(201);
    // Without the key, the same multipart body from no page of the shop is refused as before (ADR 011).
    await admin.post('/api/admin/photos').attach('photo', jpeg, { filename: 'kente.jpg', contentType: 'image/jpeg' }).expect(415);
  });
});

describe('API keys under the shared limits', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await createTestApp({ rateLimit: true });
  });
  afterAll(() => shop?.close());

  it('limits each key on its own, whatever address it calls from', async () => {
    const admin = await signIn(shop, await createUser(shop, 'admin'));
    const make = async () => (await admin.post('/api/admin/api-keys').send({ name: 'Feed', scopes: ['reports:read'] }).expect(201)).body.secret as string;
    const [busy, quiet] = [await make(), await make()];
    const [, limit] = API_KEY_LIMIT;
    for (let call = 0; call < limit; call += 1) await shop.agent().get('/api/integrations/key').set('Authorization', `Bearer ${busy}`).expect(200);
    const refused = await shop.agent().get('/api/integrations/key').set('Authorization', `Bearer ${busy}`).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await shop.agent().get('/api/integrations/key').set('Authorization', `Bearer ${quiet}`).expect(200);
  });
});
