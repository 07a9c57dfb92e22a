import type { Agent } from 'supertest';
import { checkoutBody, insertProduct } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { createUser, signIn } from '../../security/support/accounts';
import { EMAIL_ALREADY_SET, EMAIL_OF_ANOTHER_ACCOUNT } from './commands/add-email/add-email.handler';
import { PHONE_OF_ANOTHER_ACCOUNT, STAFF_SIGN_IN_BY_EMAIL } from './commands/add-phone/add-phone.handler';
import { WRONG_CODE } from './commands/verify-sign-in-code/verify-sign-in-code.handler';

describe('a customer adds the way of signing in they lack', () => {
  let shop: TestApp;
  let numbers = 300;
  const newNumber = () => `024 666 ${String((numbers += 1)).padStart(4, '0')}`;
  const e164 = (typed: string) => `+233${typed.replace(/\s/g, '').slice(1)}`;

  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop?.close());

  async function codeSentTo(typed: string): Promise<string> {
    const rows: { text: string }[] = await shop.dataSource.query(`SELECT text FROM outbox_messages WHERE kind = 'sign-in-code' AND recipient = $1 ORDER BY "createdAt" DESC, id DESC LIMIT 1`, [e164(typed)]);
    return /\b(\d{6})\b/.exec(rows[0]?.text ?? '')?.[1] ?? 'no code sent';
  }

  async function emailCustomer(): Promise<{ browser: Agent; id: string; email: string }> {
    const browser = shop.agent();
    const email = `adds-${(numbers += 1)}@example.com`;
    const { body } = await browser.post('/api/auth/register').send({ email, password: 'long-enough-1', firstName: 'Akosua', lastName: 'Asante' }).expect(201);
    return { browser, id: body.id, email };
  }

  async function phoneCustomer(typed = newNumber()): Promise<{ browser: Agent; id: string; typed: string }> {
    const browser = shop.agent();
    await browser.post('/api/auth/otp').send({ phone: typed }).expect(202);
    const { body } = await browser.post('/api/auth/otp/verify').send({ phone: typed, code: await codeSentTo(typed) }).expect(200);
    return { browser, id: body.id, typed };
  }

  it('puts a number proved by its code on an e-mail account, which then signs in by either and sees the guest orders of that number', async () => {
    const customer = await emailCustomer();
    const typed = newNumber();
    const product = await insertProduct(shop.dataSource, { stock: 5 });
    const guest = await shop.agent().post('/api/orders').send({ ...checkoutBody('adds-guest', [{ productId: product.id, quantity: 1, price: product.price }]), phone: typed }).expect(201);

    const sent = await customer.browser.post('/api/account/phone').send({ phone: typed }).expect(202);
    expect(sent.body).toEqual({ sentTo: `+233 24 ••• ${typed.slice(-4)}`, expiresInMinutes: 10 });
    const added = await customer.browser.post('/api/account/phone/verify').send({ phone: typed, code: await codeSentTo(typed) }).expect(200);
    expect(added.body).toMatchObject({ id: customer.id, email: customer.email, phone: e164(typed) });

    const mine: string[] = (await customer.browser.get('/api/orders').expect(200)).body.map((order: { orderNumber: string }) => order.orderNumber);
    expect(mine).toContain(guest.body.orderNumber);
    // Signing in by the number now reaches the same account, not a new one.
    const byPhone = shop.agent();
    await byPhone.post('/api/auth/otp').send({ phone: typed }).expect(202);
    const signedIn = await byPhone.post('/api/auth/otp/verify').send({ phone: typed, code: await codeSentTo(typed) }).expect(200);
    expect(signedIn.body).toMatchObject({ id: customer.id, newAccount: false });
  });

  it('refuses a wrong code with the sign-in wording and leaves the account as it was', async () => {
    const customer = await emailCustomer();
    const typed = newNumber();
    await customer.browser.post('/api/account/phone').send({ phone: typed }).expect(202);
    const code = await codeSentTo(typed);
    const refused = await customer.browser.post('/api/account/phone/verify').send({ phone: typed, code: code === '000000' ? '111111' : '000000' }).expect(401);
    expect(refused.body.message).toBe(WRONG_CODE);
    // Still signed in: a wrong code is no sign-out.
    expect((await customer.browser.get('/api/auth/user').expect(200)).body).toMatchObject({ id: customer.id, phone: null });
  });

  it('says a number is another account\'s only once its code is proved, and never moves it', async () => {
    const holder = await phoneCustomer();
    const customer = await emailCustomer();
    // The send answers as for any number.
    await customer.browser.post('/api/account/phone').send({ phone: holder.typed }).expect(202);
    const refused = await customer.browser.post('/api/account/phone/verify').send({ phone: holder.typed, code: await codeSentTo(holder.typed) }).expect(409);
    expect(refused.body).toMatchObject({ message: PHONE_OF_ANOTHER_ACCOUNT, field: 'phone' });
    expect((await holder.browser.get('/api/auth/user').expect(200)).body.phone).toBe(e164(holder.typed));
    expect((await customer.browser.get('/api/auth/user').expect(200)).body.phone).toBeNull();
  });

  it('gives an account made by phone an e-mail and a password that sign in to it', async () => {
    const customer = await phoneCustomer();
    const email = `Phone.First-${numbers}@Example.com`;
    const added = await customer.browser.post('/api/account/email').send({ email, password: 'kente-weaver-42' }).expect(200);
    expect(added.body).toMatchObject({ id: customer.id, email: email.toLowerCase(), phone: e164(customer.typed) });
    const byEmail = shop.agent();
    const signedIn = await byEmail.post('/api/auth/login').send({ email, password: 'kente-weaver-42' }).expect(200);
    expect(signedIn.body.id).toBe(customer.id);

    const again = await customer.browser.post('/api/account/email').send({ email: `another-${numbers}@example.com`, password: 'kente-weaver-42' }).expect(409);
    expect(again.body).toMatchObject({ message: EMAIL_ALREADY_SET, field: 'email' });
  });

  it('refuses an e-mail that signs in to another account, and a weak password, naming the field', async () => {
    const other = await emailCustomer();
    const customer = await phoneCustomer();
    const taken = await customer.browser.post('/api/account/email').send({ email: other.email.toUpperCase(), password: 'kente-weaver-42' }).expect(409);
    expect(taken.body).toMatchObject({ message: EMAIL_OF_ANOTHER_ACCOUNT, field: 'email' });
    const weak = await customer.browser.post('/api/account/email').send({ email: 'not-an-email', password: 'short' }).expect(400);
    expect(Object.keys(weak.body.fields).sort()).toEqual(['email', 'password']);
    expect((await customer.browser.get('/api/auth/user').expect(200)).body.email).toBeNull();
  });

  it('names an account made by phone, trimmed, under sign-up\'s rules, and changes the name later', async () => {
    const customer = await phoneCustomer();
    expect((await customer.browser.get('/api/auth/user').expect(200)).body).toMatchObject({ firstName: null, lastName: null });

    const bad = await customer.browser.put('/api/account/name').send({ firstName: '   ', lastName: 'x'.repeat(101) }).expect(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['firstName', 'lastName']);
    expect((await customer.browser.get('/api/auth/user').expect(200)).body.firstName).toBeNull();

    const named = await customer.browser.put('/api/account/name').send({ firstName: '  Kwabena ', lastName: 'Owusu' }).expect(200);
    expect(named.body).toMatchObject({ id: customer.id, firstName: 'Kwabena', lastName: 'Owusu', phone: e164(customer.typed) });
    await customer.browser.put('/api/account/name').send({ firstName: 'Kwabena', lastName: 'Owusu-Ansah' }).expect(200);
    expect((await customer.browser.get('/api/auth/user').expect(200)).body).toMatchObject({ firstName: 'Kwabena', lastName: 'Owusu-Ansah' });
  });

  it('keeps staff to their e-mail and password, and strangers out', async () => {
    const admin = await signIn(shop, await createUser(shop, 'admin'));
    const refused = await admin.post('/api/account/phone').send({ phone: newNumber() }).expect(403);
    expect(refused.body.message).toBe(STAFF_SIGN_IN_BY_EMAIL);
    await shop.agent().post('/api/account/phone').send({ phone: newNumber() }).expect(401);
    await shop.agent().post('/api/account/email').send({ email: 'x@example.com', password: 'kente-weaver-42' }).expect(401);
    await shop.agent().put('/api/account/name').send({ firstName: 'Ama', lastName: 'Mensah' }).expect(401);
    expect((await admin.put('/api/account/name').send({ firstName: 'Ama', lastName: 'Mensah' }).expect(403)).body.message).toBe('Staff accounts are set up by an admin');
  });
});
