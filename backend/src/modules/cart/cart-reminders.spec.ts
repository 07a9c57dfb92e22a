import { checkoutBody, insertProduct } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { SendDueCartRemindersHandler } from './commands/send-due-cart-reminders/send-due-cart-reminders.handler';

describe('cart reminders, with consent (issue 35, ADR 071)', () => {
  let shop: TestApp;
  let wrap: Awaited<ReturnType<typeof insertProduct>>;
  beforeAll(async () => {
    shop = await createTestApp({ cartReminderAfterSeconds: [3600, 86400] });
    wrap = await insertProduct(shop.dataSource, { name: 'Kente Wrap', price: '120.00', sizes: ['M'], colors: ['Gold'], variants: [{ size: 'M', color: 'Gold', stock: 9 }] });
  });
  afterAll(() => shop.close());

  const sendDue = () => shop.app.get(SendDueCartRemindersHandler).execute();
  /** Time passes: the reminder's next text is due now. */
  const makeDue = (sessionId: string) => shop.dataSource.query(`UPDATE cart_reminders SET "nextReminderAt" = now() - interval '1 second' WHERE "sessionId" = $1 AND "nextReminderAt" IS NOT NULL`, [sessionId]);
  const texts = (phone: string) =>
    shop.dataSource.query(`SELECT text FROM outbox_messages WHERE kind = 'cart-reminder' AND recipient = $1 ORDER BY "createdAt", "dedupKey"`, [phone]).then((rows: { text: string }[]) => rows.map((row) => row.text));
  const reminderRow = (sessionId: string) =>
    shop.dataSource.query(`SELECT "remindersSent", "nextReminderAt", "endedBecause", token FROM cart_reminders WHERE "sessionId" = $1`, [sessionId]).then((rows: Record<string, unknown>[]) => rows[0]);
  async function cartWithAWrap(sessionId: string, quantity = 2) {
    const browser = shop.agent();
    await browser.post('/api/cart').send({ sessionId, productId: wrap.id, quantity, size: 'M', color: 'Gold' }).expect(201);
    return browser;
  }

  it('texts twice at most, an hour and a day after consent, each with the link; then the reminder ends', async () => {
    const browser = await cartWithAWrap('reminded-cart');
    const ticked = await browser.put('/api/cart/reminded-cart/reminder').send({ phone: '024 555 0201', consent: true }).expect(200);
    expect(ticked.body).toEqual({ active: true, sendTo: '+233 24 ••• 0201', nextReminderAt: expect.any(String) });
    const firstAt = new Date(ticked.body.nextReminderAt).getTime();
    expect(firstAt - Date.now()).toBeGreaterThan(3500 * 1000);

    expect(await sendDue()).toBe(0);
    expect(await texts('+233245550201')).toEqual([]);

    await makeDue('reminded-cart');
    expect(await sendDue()).toBe(1);
    expect(await sendDue()).toBe(0);
    const { token } = await reminderRow('reminded-cart');
    const [first] = await texts('+233245550201');
    expect(first).toMatch(new RegExp(`^Kente & Co: you left 2 items in your cart\\. Pick up where you left off: https?://[^ ]+/cart/return/${token} - One more reminder may follow; the link also stops them\\.$`));
    const second = await reminderRow('reminded-cart');
    expect(second).toMatchObject({ remindersSent: 1, endedBecause: null });
    expect(new Date(second.nextReminderAt as string).getTime() - Date.now()).toBeGreaterThan(80_000 * 1000);

    await makeDue('reminded-cart');
    expect(await sendDue()).toBe(1);
    const both = await texts('+233245550201');
    expect(both).toHaveLength(2);
    expect(both[1]).toMatch(/This is our last reminder about it\.$/);
    expect(await reminderRow('reminded-cart')).toMatchObject({ remindersSent: 2, nextReminderAt: null, endedBecause: 'sent' });

    await makeDue('reminded-cart');
    expect(await sendDue()).toBe(0);
    expect(await browser.get('/api/cart/reminded-cart/reminder').expect(200)).toMatchObject({ body: { active: false, sendTo: null, nextReminderAt: null } });
  });

  it('never texts once an order is placed, from this cart or any other with the same phone', async () => {
    const browser = await cartWithAWrap('ordered-cart', 1);
    await browser.put('/api/cart/ordered-cart/reminder').send({ phone: '+233 24 123 4567', consent: true }).expect(200);
    // The shopper restored the cart on another phone and ordered there, with the same number.
    const elsewhere = await cartWithAWrap('other-phone-cart', 1);
    await elsewhere.post('/api/orders').send(checkoutBody('other-phone-cart', [{ productId: wrap.id, quantity: 1, price: '120.00', size: 'M' }])).expect(201);

    expect(await reminderRow('ordered-cart')).toMatchObject({ nextReminderAt: null, endedBecause: 'ordered' });
    await makeDue('ordered-cart');
    expect(await sendDue()).toBe(0);
    expect(await texts('+233241234567')).toEqual([]);
  });

  it('never texts without consent, nor for an empty cart, nor about another browser’s cart; the fields at fault are named', async () => {
    const browser = await cartWithAWrap('consent-cart', 1);
    await browser.put('/api/cart/consent-cart/reminder').send({ phone: '024 555 0202', consent: true }).expect(200);
    await browser.delete('/api/cart/consent-cart/reminder').expect(204);
    await shop.agent().delete('/api/cart/consent-cart/reminder').expect(404);
    const noConsent = await browser.put('/api/cart/consent-cart/reminder').send({ phone: '024 555 0202', consent: false }).expect(400);
    expect(Object.keys(noConsent.body.fields)).toEqual(['consent']);
    const badPhone = await browser.put('/api/cart/consent-cart/reminder').send({ phone: '12', consent: true }).expect(400);
    expect(Object.keys(badPhone.body.fields)).toEqual(['phone']);
    await shop.agent().put('/api/cart/consent-cart/reminder').send({ phone: '024 555 0202', consent: true }).expect(404);
    expect((await shop.agent().get('/api/cart/consent-cart/reminder').expect(200)).body).toEqual({ active: false, sendTo: null, nextReminderAt: null });
    await shop.agent().put('/api/cart/no-such-cart/reminder').send({ phone: '024 555 0202', consent: true }).expect(404);

    const emptied = await cartWithAWrap('emptied-cart', 1);
    const [line] = (await emptied.get('/api/cart/emptied-cart').expect(200)).body;
    await emptied.delete(`/api/cart/${line.id}`).expect(204);
    expect((await emptied.put('/api/cart/emptied-cart/reminder').send({ phone: '024 555 0202', consent: true }).expect(409)).body.message).toBe(
      'Your cart is empty: there is nothing to remind you about',
    );
    expect(await reminderRow('consent-cart')).toMatchObject({ endedBecause: 'withdrawn', nextReminderAt: null });
  });

  it('ends unsent when the cart was emptied, or the box unticked', async () => {
    const emptied = await cartWithAWrap('left-then-emptied', 1);
    await emptied.put('/api/cart/left-then-emptied/reminder').send({ phone: '024 555 0203', consent: true }).expect(200);
    const [line] = (await emptied.get('/api/cart/left-then-emptied').expect(200)).body;
    await emptied.delete(`/api/cart/${line.id}`).expect(204);
    await makeDue('left-then-emptied');
    expect(await sendDue()).toBe(0);
    expect(await reminderRow('left-then-emptied')).toMatchObject({ endedBecause: 'emptied', nextReminderAt: null });

    const unticked = await cartWithAWrap('unticked-cart', 1);
    await unticked.put('/api/cart/unticked-cart/reminder').send({ phone: '024 555 0204', consent: true }).expect(200);
    await unticked.delete('/api/cart/unticked-cart/reminder').expect(204);
    await unticked.delete('/api/cart/unticked-cart/reminder').expect(204);
    await makeDue('unticked-cart');
    expect(await sendDue()).toBe(0);
    expect(await texts('+233245550203')).toEqual([]);
    expect(await texts('+233245550204')).toEqual([]);
  });

  it("stops every reminder to the phone from the text's link, and one phone has one live reminder", async () => {
    const first = await cartWithAWrap('stop-cart-a', 1);
    await first.put('/api/cart/stop-cart-a/reminder').send({ phone: '024 555 0205', consent: true }).expect(200);
    const second = await cartWithAWrap('stop-cart-b', 1);
    await second.put('/api/cart/stop-cart-b/reminder').send({ phone: '024 555 0205', consent: true }).expect(200);
    expect(await reminderRow('stop-cart-a')).toMatchObject({ endedBecause: 'replaced', nextReminderAt: null });

    await makeDue('stop-cart-b');
    expect(await sendDue()).toBe(1);
    const { token } = await reminderRow('stop-cart-b');
    expect((await shop.agent().get(`/api/cart-reminders/${token}`).expect(200)).body).toEqual({ units: 1, active: true, sendTo: '+233 24 ••• 0205' });

    await shop.agent().post(`/api/cart-reminders/${token}/stop`).expect(204);
    await shop.agent().post(`/api/cart-reminders/${token}/stop`).expect(204);
    expect(await reminderRow('stop-cart-b')).toMatchObject({ endedBecause: 'stopped', nextReminderAt: null });
    expect((await shop.agent().get(`/api/cart-reminders/${token}`).expect(200)).body.active).toBe(false);
    await makeDue('stop-cart-b');
    expect(await sendDue()).toBe(0);
    expect(await texts('+233245550205')).toHaveLength(1);

    await shop.agent().post(`/api/cart-reminders/${'x'.repeat(43)}/stop`).expect(404);
    const malformed = await shop.agent().post('/api/cart-reminders/short/stop').expect(400);
    expect(Object.keys(malformed.body.fields)).toEqual(['token']);
  });

  it("restores the cart on another browser from the link, once however often it is opened, and hands the cart back to its own browser", async () => {
    const owner = await cartWithAWrap('restore-me', 2);
    await owner.put('/api/cart/restore-me/reminder').send({ phone: '024 555 0206', consent: true }).expect(200);
    const { token } = await reminderRow('restore-me');

    const own = await owner.post(`/api/cart-reminders/${token}/restore`).send({ sessionId: 'a-new-tab' }).expect(200);
    expect(own.body).toEqual({ sessionId: 'restore-me', restored: 2, unavailable: [] });

    const phone = shop.agent();
    const restored = await phone.post(`/api/cart-reminders/${token}/restore`).send({ sessionId: 'phone-cart' }).expect(200);
    expect(restored.body).toEqual({ sessionId: 'phone-cart', restored: 2, unavailable: [] });
    await phone.post(`/api/cart-reminders/${token}/restore`).send({ sessionId: 'phone-cart' }).expect(200);
    expect((await phone.get('/api/cart/phone-cart').expect(200)).body).toEqual([expect.objectContaining({ productId: wrap.id, quantity: 2, size: 'M', color: 'Gold' })]);

    // Another browser's cart id cannot be filled from the link.
    await shop.agent().post(`/api/cart-reminders/${token}/restore`).send({ sessionId: 'phone-cart' }).expect(404);
  });

  it('says which lines could not come back', async () => {
    const scarf = await insertProduct(shop.dataSource, { name: 'Batik Scarf', price: '40.00', sizes: ['M'], colors: ['Blue'], variants: [{ size: 'M', color: 'Blue', stock: 1 }] });
    const owner = await cartWithAWrap('sold-out-since', 1);
    await owner.post('/api/cart').send({ sessionId: 'sold-out-since', productId: scarf.id, quantity: 1, size: 'M' }).expect(201);
    await owner.put('/api/cart/sold-out-since/reminder').send({ phone: '024 555 0207', consent: true }).expect(200);
    const { token } = await reminderRow('sold-out-since');
    // Someone else buys the last scarf.
    const buyer = shop.agent();
    await buyer.post('/api/cart').send({ sessionId: 'last-scarf', productId: scarf.id, quantity: 1, size: 'M' }).expect(201);
    await buyer.post('/api/orders').send({ ...checkoutBody('last-scarf', [{ productId: scarf.id, quantity: 1, price: '40.00', size: 'M' }]), phone: '024 555 0299' }).expect(201);

    const restored = await shop.agent().post(`/api/cart-reminders/${token}/restore`).send({ sessionId: 'fresh-cart' }).expect(200);
    expect(restored.body).toEqual({ sessionId: 'fresh-cart', restored: 1, unavailable: ['Batik Scarf (M, Blue) is out of stock'] });
  });
});
