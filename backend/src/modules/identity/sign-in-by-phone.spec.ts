import type { Agent } from 'supertest';
import { checkoutBody, insertProduct } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { SIGN_IN_CODE_TRIES, WRONG_CODE } from './commands/verify-sign-in-code/verify-sign-in-code.handler';

describe('signing in with a code sent to the phone', () => {
  let shop: TestApp;
  let numbers = 100;
  /** A Ghanaian mobile number of its own for each test, as a shopper types it. */
  const newNumber = () => `024 555 ${String((numbers += 1)).padStart(4, '0')}`;
  const e164 = (typed: string) => `+233${typed.replace(/\s/g, '').slice(1)}`;

  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop?.close());

  /** The code in the last SMS the shop wrote to the number. */
  async function codeSentTo(phone: string): Promise<string> {
    const rows: { text: string }[] = await shop.dataSource.query(`SELECT text FROM outbox_messages WHERE kind = 'sign-in-code' AND recipient = $1 ORDER BY "createdAt" DESC, id DESC LIMIT 1`, [phone]);
    return /\b(\d{6})\b/.exec(rows[0]?.text ?? '')?.[1] ?? 'no code sent';
  }

  async function askForCode(browser: Agent, typed: string) {
    return browser.post('/api/auth/otp').send({ phone: typed }).expect(202);
  }

  it('texts a six-digit code, keeps only its hash, and signs a new customer up with it, once', async () => {
    const typed = newNumber();
    const browser = shop.agent();
    const sent = await askForCode(browser, typed);
    expect(sent.body).toEqual({ sentTo: `+233 24 ••• ${typed.slice(-4)}`, expiresInMinutes: 10 });
    const [sms]: { text: string; channel: string; status: string }[] = await shop.dataSource.query(`SELECT text, channel, status FROM outbox_messages WHERE kind = 'sign-in-code' AND recipient = $1`, [e164(typed)]);
    expect(sms).toMatchObject({ channel: 'sms', status: 'queued' });
    expect(sms.text).toMatch(/^Kente & Co: your sign-in code is \d{6}\. It works for 10 minutes\. Never share it: we never ask for it by phone\.$/);
    const code = await codeSentTo(e164(typed));
    const [stored]: { codeHash: string }[] = await shop.dataSource.query(`SELECT "codeHash" FROM sign_in_codes WHERE phone = $1`, [e164(typed)]);
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.codeHash).not.toContain(code);

    const signedIn = await browser.post('/api/auth/otp/verify').send({ phone: typed, code }).expect(200);
    expect(signedIn.body).toMatchObject({ phone: e164(typed), email: null, role: 'customer', newAccount: true });
    expect((await browser.get('/api/auth/user').expect(200)).body).toMatchObject({ id: signedIn.body.id, phone: e164(typed) });
    // Used once: the same code again is refused, and the row is gone.
    const again = await shop.agent().post('/api/auth/otp/verify').send({ phone: typed, code }).expect(401);
    expect(again.body.message).toBe(WRONG_CODE);
  });

  it('signs the same customer in next time, however the number is typed', async () => {
    const typed = newNumber();
    const first = shop.agent();
    await askForCode(first, typed);
    const created = (await first.post('/api/auth/otp/verify').send({ phone: typed, code: await codeSentTo(e164(typed)) }).expect(200)).body;
    const international = `+233 ${typed.slice(1)}`;
    const second = shop.agent();
    await askForCode(second, international);
    const back = await second.post('/api/auth/otp/verify').send({ phone: `233${typed.replace(/\s/g, '').slice(1)}`, code: await codeSentTo(e164(typed)) }).expect(200);
    expect(back.body).toMatchObject({ id: created.id, newAccount: false });
  });

  it('answers the same whether or not the number has an account', async () => {
    const known = newNumber();
    const browser = shop.agent();
    await askForCode(browser, known);
    await browser.post('/api/auth/otp/verify').send({ phone: known, code: await codeSentTo(e164(known)) }).expect(200);
    const unknown = newNumber();
    const [forKnown, forUnknown] = [await askForCode(shop.agent(), known), await askForCode(shop.agent(), unknown)];
    expect(Object.keys(forKnown.body)).toEqual(Object.keys(forUnknown.body));
    expect(forKnown.body.expiresInMinutes).toBe(forUnknown.body.expiresInMinutes);
  });

  it('ends a code after five wrong tries, and a new code replaces the one before', async () => {
    const typed = newNumber();
    await askForCode(shop.agent(), typed);
    const code = await codeSentTo(e164(typed));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < SIGN_IN_CODE_TRIES; attempt += 1) {
      const refused = await shop.agent().post('/api/auth/otp/verify').send({ phone: typed, code: wrong }).expect(401);
      expect(refused.body.message).toBe(WRONG_CODE);
    }
    await shop.agent().post('/api/auth/otp/verify').send({ phone: typed, code }).expect(401);

    await askForCode(shop.agent(), typed);
    const older = await codeSentTo(e164(typed));
    await askForCode(shop.agent(), typed);
    const newer = await codeSentTo(e164(typed));
    if (older !== newer) await shop.agent().post('/api/auth/otp/verify').send({ phone: typed, code: older }).expect(401);
    await shop.agent().post('/api/auth/otp/verify').send({ phone: typed, code: newer }).expect(200);
  });

  it('refuses a code past its ten minutes', async () => {
    const typed = newNumber();
    await askForCode(shop.agent(), typed);
    await shop.dataSource.query(`UPDATE sign_in_codes SET "expiresAt" = now() - interval '1 second' WHERE phone = $1`, [e164(typed)]);
    await shop.agent().post('/api/auth/otp/verify').send({ phone: typed, code: await codeSentTo(e164(typed)) }).expect(401);
  });

  it('names the field at fault for a number it cannot text or a code that is not six digits, and sends nothing', async () => {
    const badPhone = await shop.agent().post('/api/auth/otp').send({ phone: '12345' }).expect(400);
    expect(Object.keys(badPhone.body.fields)).toEqual(['phone']);
    const badCode = await shop.agent().post('/api/auth/otp/verify').send({ phone: newNumber(), code: '12ab' }).expect(400);
    expect(Object.keys(badCode.body.fields)).toEqual(['code']);
    expect(await shop.dataSource.query(`SELECT 1 FROM outbox_messages WHERE kind = 'sign-in-code' AND recipient = '12345'`)).toEqual([]);
  });

  it('shows a customer the guest orders placed with the phone they verified, and no one else’s', async () => {
    const typed = newNumber();
    const product = await insertProduct(shop.dataSource, { stock: 10 });
    const line = [{ productId: product.id, quantity: 1, price: product.price }];
    // A guest order with the number typed another way, and an order of another account with the same number.
    const guest = await shop.agent().post('/api/orders').send({ ...checkoutBody('phone-guest', line), phone: `+233 ${typed.slice(1)}` }).expect(201);
    const other = await shop.agent().post('/api/auth/register').send({ email: `other-${numbers}@example.com`, password: 'long-enough-1', firstName: 'Kojo', lastName: 'Owusu' }).expect(201);
    const otherBrowser = shop.agent();
    await otherBrowser.post('/api/auth/login').send({ email: `other-${numbers}@example.com`, password: 'long-enough-1' }).expect(200);
    const theirs = await otherBrowser.post('/api/orders').send({ ...checkoutBody('phone-other', line), phone: typed }).expect(201);
    expect(other.body.id).toBeDefined();

    const browser = shop.agent();
    await askForCode(browser, typed);
    await browser.post('/api/auth/otp/verify').send({ phone: typed, code: await codeSentTo(e164(typed)) }).expect(200);
    const mine: string[] = (await browser.get('/api/orders').expect(200)).body.map((order: { orderNumber: string }) => order.orderNumber);
    expect(mine).toContain(guest.body.orderNumber);
    expect(mine).not.toContain(theirs.body.orderNumber);
  });
});

describe('signing in by phone under the shared limits', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await createTestApp({ rateLimit: true });
  });
  afterAll(() => shop?.close());

  it('sends at most three codes a number in 15 minutes, however it is typed', async () => {
    for (const typed of ['020 111 2222', '+233 20 111 2222', '233201112222']) await shop.agent().post('/api/auth/otp').send({ phone: typed }).expect(202);
    const refused = await shop.agent().post('/api/auth/otp').send({ phone: '0201112222' }).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await shop.agent().post('/api/auth/otp').send({ phone: '020 111 3333' }).expect(202);
  });
});
