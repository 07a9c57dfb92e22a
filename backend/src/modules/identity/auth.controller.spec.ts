import { createTestApp, TestApp } from '../../test-support/test-app';
import { TEST_SCRYPT_COST } from './domain/password-hash-cost';
import { User } from './domain/user.entity';
import { IdentityService } from './identity.service';

describe('accounts and sessions', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const sessionCookie = (response: { headers: Record<string, unknown> }) =>
    ((response.headers['set-cookie'] as string[] | undefined) ?? []).find((cookie) => cookie.startsWith('shop.sid='));

  it('registers a customer, signs them in with an httpOnly SameSite=Lax cookie, and keeps only a hash', async () => {
    const browser = shop.agent();
    const response = await browser.post('/api/auth/register').send({ email: 'Esi@Example.com', password: 'kente-2024!', firstName: 'Esi', lastName: 'Owusu' }).expect(201);
    expect(response.body).toEqual({ id: expect.any(String), email: 'esi@example.com', phone: null, firstName: 'Esi', lastName: 'Owusu', profileImageUrl: null, role: 'customer', newAccount: true });
    expect(sessionCookie(response)).toMatch(/; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/);
    expect((await browser.get('/api/auth/user').expect(200)).body.email).toBe('esi@example.com');
    const stored = await shop.dataSource.getRepository(User).findOneByOrFail({ email: 'esi@example.com' });
    // The cost the shop was configured with (the test cost here; production's is in the config spec).
    expect(stored.passwordHash).toMatch(new RegExp(`^scrypt\\$${TEST_SCRYPT_COST}\\$8\\$1\\$`));
    expect(stored.passwordHash).not.toContain('kente-2024!');
  });

  it('tells the session that created the account it is new, and a later sign-in that it is a return', async () => {
    const browser = shop.agent();
    await browser.post('/api/auth/register').send({ email: 'kwesi@example.com', password: 'kente-2024!', firstName: 'Kwesi', lastName: 'Boateng' }).expect(201);
    expect((await browser.get('/api/auth/user').expect(200)).body.newAccount).toBe(true);

    await browser.post('/api/auth/logout').expect(204);
    expect((await browser.post('/api/auth/login').send({ email: 'kwesi@example.com', password: 'kente-2024!' }).expect(200)).body.newAccount).toBe(false);
    expect((await browser.get('/api/auth/user').expect(200)).body.newAccount).toBe(false);
  });

  it('refuses a second account with the same e-mail in any case (409)', async () => {
    await shop.agent().post('/api/auth/register').send({ email: 'dup@example.com', password: 'long-enough', firstName: 'A', lastName: 'B' }).expect(201);
    await shop.agent().post('/api/auth/register').send({ email: 'DUP@example.com', password: 'long-enough', firstName: 'A', lastName: 'B' }).expect(409);
  });

  it('asks for a valid e-mail and a password of at least 8 characters', async () => {
    const response = await shop.agent().post('/api/auth/register').send({ email: 'nope', password: 'short', firstName: '', lastName: 'B' }).expect(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(['email', 'firstName', 'password']);
  });

  it.each([
    ['a common password', 'Akosua@example.com', '12345678', 'Password is too common: it is on lists of leaked passwords, please choose another'],
    ['a common password in other case', 'Akosua@example.com', 'PassWord', 'Password is too common: it is on lists of leaked passwords, please choose another'],
    ['the e-mail itself', 'Akosua.Boateng@example.com', 'akosua.boateng@example.com', 'Password must not be your e-mail address'],
    ['the e-mail before the @', 'Akosua.Boateng@example.com', 'AKOSUA.BOATENG', 'Password must not be your e-mail address'],
  ])('refuses %s as a password with 400 naming the field, and creates no account', async (_label, email, password, message) => {
    const response = await shop.agent().post('/api/auth/register').send({ email, password, firstName: 'Akosua', lastName: 'Boateng' }).expect(400);
    expect(response.body.fields).toEqual({ password: [message] });
    expect(await shop.dataSource.getRepository(User).countBy({ email: email.toLowerCase() })).toBe(0);
  });

  it('refuses names of nothing but white space with 400 naming them, and creates no account', async () => {
    const response = await shop.agent().post('/api/auth/register').send({ email: 'blank@example.com', password: 'long-enough', firstName: '   ', lastName: '\t\n' }).expect(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(['firstName', 'lastName']);
    expect(await shop.dataSource.getRepository(User).countBy({ email: 'blank@example.com' })).toBe(0);
  });

  it("stores names trimmed but keeps a password's spaces, which are part of it", async () => {
    const browser = shop.agent();
    await browser.post('/api/auth/register').send({ email: 'spaces@example.com', password: '  kente 2024  ', firstName: ' Yaw ', lastName: ' Darko ' }).expect(201);
    expect((await browser.get('/api/auth/user').expect(200)).body).toMatchObject({ firstName: 'Yaw', lastName: 'Darko' });
    await shop.agent().post('/api/auth/login').send({ email: 'spaces@example.com', password: 'kente 2024' }).expect(401);
    await shop.agent().post('/api/auth/login').send({ email: 'spaces@example.com', password: '  kente 2024  ' }).expect(200);
  });

  it('answers a malformed sign-in with 400 and its fields, before checking any password', async () => {
    const response = await shop.agent().post('/api/auth/login').send({ email: 'not-an-email', extra: true }).expect(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(['email', 'extra', 'password']);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    await shop.agent().post('/api/auth/register').send({ email: 'kwame@example.com', password: 'right-password', firstName: 'Kwame', lastName: 'A' }).expect(201);
    const wrong = await shop.agent().post('/api/auth/login').send({ email: 'kwame@example.com', password: 'wrong-password' }).expect(401);
    const unknown = await shop.agent().post('/api/auth/login').send({ email: 'nobody@example.com', password: 'wrong-password' }).expect(401);
    // Each answer carries its own request id; nothing else may tell them apart.
    expect({ ...wrong.body, requestId: null }).toEqual({ ...unknown.body, requestId: null });
    expect(wrong.body.message).toBe('Invalid email or password');
  });

  it('gives a new session id at login (no fixation) and logout ends the session on the server', async () => {
    await shop.agent().post('/api/auth/register').send({ email: 'yaa@example.com', password: 'right-password', firstName: 'Yaa', lastName: 'A' }).expect(201);
    const browser = shop.agent();
    const first = await browser.post('/api/auth/login').send({ email: 'YAA@example.com', password: 'right-password' }).expect(200);
    const firstCookie = sessionCookie(first)!.split(';')[0];
    const login = await browser.post('/api/auth/login').send({ email: 'YAA@example.com', password: 'right-password' }).expect(200);
    const cookie = sessionCookie(login)!.split(';')[0];
    expect(cookie).toMatch(/^shop\.sid=s%3A/);
    expect(cookie).not.toBe(firstCookie);
    // The id a session had before login is dead afterwards.
    await shop.agent().get('/api/auth/user').set('Cookie', firstCookie).expect(401);

    const copied = shop.agent();
    await copied.get('/api/auth/user').set('Cookie', cookie).expect(200);
    await browser.post('/api/auth/logout').expect(204);
    await copied.get('/api/auth/user').set('Cookie', cookie).expect(401);
    await browser.get('/api/auth/user').expect(401);
  });

  it('answers 401 for the current user when signed out', async () => {
    const response = await shop.agent().get('/api/auth/user').expect(401);
    expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Unauthorized', requestId: expect.any(String) });
  });

  it('sends the browser to the login page from /api/login and home from /api/logout', async () => {
    expect((await shop.agent().get('/api/login').expect(302)).headers.location).toBe('/login');
    expect((await shop.agent().get('/api/logout').expect(302)).headers.location).toBe('/');
  });

  it('lists only the signed-in shopper\'s own orders, and 401 when signed out', async () => {
    await shop.agent().get('/api/orders').expect(401);
    const browser = shop.agent();
    await browser.post('/api/auth/register').send({ email: 'orders@example.com', password: 'right-password', firstName: 'Abena', lastName: 'A' }).expect(201);
    expect((await browser.get('/api/orders').expect(200)).body).toEqual([]);
  });

  it('makes or promotes an admin with ensureAdmin', async () => {
    const identity = shop.app.get(IdentityService);
    const { created } = await identity.ensureAdmin('Owner@Example.com', 'owner-passphrase');
    expect(created).toBe(true);
    const again = await identity.ensureAdmin('owner@example.com', 'new-passphrase');
    expect(again.created).toBe(false);
    const login = await shop.agent().post('/api/auth/login').send({ email: 'owner@example.com', password: 'new-passphrase' }).expect(200);
    expect(login.body.role).toBe('admin');
  });
});
