import { discountedTotals, fromPesewas, shippingFee, toPesewas } from '@shop/rules';
import { checkoutBody, insertProduct } from '../../test-support/fixtures';
import { signedInShop } from '../../test-support/signed-in-shop';

let checkouts = 0;

/** A checkout for these lines with the discount the shopper saw, its totals worked out by the shared rules. */
function checkoutWith(lines: { productId: string; quantity: number; price: string }[], discount: { subtotalDiscount: number; freeDelivery?: boolean }, extra: { promoCode?: string; email?: string; phone?: string } = {}) {
  checkouts += 1;
  const body = checkoutBody(`promo-checkout-${checkouts}`, lines);
  const subtotal = lines.reduce((sum, line) => sum + toPesewas(line.price) * line.quantity, 0);
  const totals = discountedTotals(subtotal, shippingFee(subtotal, 'standard'), { subtotalDiscount: discount.subtotalDiscount, freeDelivery: discount.freeDelivery ?? false });
  return {
    ...body,
    ...extra,
    subtotal: fromPesewas(totals.subtotal),
    shipping: fromPesewas(totals.shipping),
    discount: fromPesewas(totals.discount),
    tax: fromPesewas(totals.tax),
    total: fromPesewas(totals.total),
  };
}

describe('promo codes: staff create them, the cart applies them, the order charges them (ADR 061)', () => {
  const given = signedInShop('admin', 'customer');
  let kaba: { id: string; price: string };
  let cap: { id: string; price: string };

  beforeAll(async () => {
    kaba = await insertProduct(given.shop.dataSource, { name: 'Kaba and Slit', price: '185.00', category: 'traditional', stock: 50 });
    cap = await insertProduct(given.shop.dataSource, { name: 'Kente Cap', price: '33.33', category: 'accessories', stock: 50 });
  });

  it('keeps promotions to admins: 401 for visitors, 403 for customers', async () => {
    await given.shop.agent().get('/api/admin/promotions').expect(401);
    await given.customer.get('/api/admin/promotions').expect(403);
    await given.customer.post('/api/admin/promotions').send({ code: 'MINE', name: 'Mine', kind: 'percentage', percentOff: 100 }).expect(403);
  });

  it('refuses a bad promotion with 400 naming each field at fault, and stores nothing', async () => {
    const missing = await given.admin.post('/api/admin/promotions').send({ code: 'no spaces!', name: '', kind: 'percentage' }).expect(400);
    expect(Object.keys(missing.body.fields).sort()).toEqual(['code', 'name', 'percentOff']);
    const kinds = await given.admin.post('/api/admin/promotions').send({ name: 'Odd', kind: 'half-price', maxUses: 0, startsAt: 'tomorrow' }).expect(400);
    expect(Object.keys(kinds.body.fields).sort()).toEqual(['kind', 'maxUses', 'startsAt']);
    const contradictions = await given.admin
      .post('/api/admin/promotions')
      .send({ code: 'BACKWARDS', name: 'Backwards', kind: 'fixed', amountOff: '0.00', percentOff: 10, startsAt: '2026-12-05T00:00:00Z', endsAt: '2026-12-04T00:00:00Z' })
      .expect(400);
    expect(Object.keys(contradictions.body.fields).sort()).toEqual(['amountOff', 'endsAt', 'percentOff']);
    const malformed = await given.admin.post('/api/admin/promotions').set('Content-Type', 'application/json').send('{"code": [1, 2], "kind": {"a": 1}, "amountOff": 12.5}').expect(400);
    expect(malformed.body.fields).toBeDefined();
    expect((await given.admin.get('/api/admin/promotions').expect(200)).body).toEqual([]);
  });

  it('applies a code in the cart, charges it on the order as its own line with the tax on the rest, and counts its use and revenue', async () => {
    const created = await given.admin.post('/api/admin/promotions').send({ code: 'akwaaba10', name: 'Akwaaba 10% off', kind: 'percentage', percentOff: 10 }).expect(201);
    expect(created.body).toMatchObject({ code: 'AKWAABA10', kind: 'percentage', percentOff: 10, uses: 0, paused: false, revenue: '0.00' });
    await given.admin.post('/api/admin/promotions').send({ code: 'AKWAABA10', name: 'Again', kind: 'fixed', amountOff: '5.00' }).expect(409);

    const quote = await given.shop.agent().post('/api/promotions/quote').send({ items: [{ productId: kaba.id, quantity: 1 }, { productId: cap.id, quantity: 1 }], code: ' akwaaba10 ' }).expect(200);
    // 10% of 218.33 is 21.833: half up to 21.83.
    expect(quote.body).toEqual({
      subtotal: '218.33',
      subtotalDiscount: '21.83',
      freeDelivery: false,
      promotions: [{ code: 'AKWAABA10', name: 'Akwaaba 10% off', kind: 'percentage', amount: '21.83' }],
      code: { code: 'AKWAABA10', applied: true, reason: null, message: null },
    });

    const body = checkoutWith([{ productId: kaba.id, quantity: 1, price: '185.00' }, { productId: cap.id, quantity: 1, price: '33.33' }], { subtotalDiscount: 21_83 }, { promoCode: 'akwaaba10' });
    // 218.33 - 21.83 = 196.50, free standard delivery above 200.00 (judged before the discount), tax 9.825 half up to 9.83.
    expect(body).toMatchObject({ subtotal: '218.33', shipping: '0.00', discount: '21.83', tax: '9.83', total: '206.33' });
    const placed = await given.shop.agent().post('/api/orders').send(body).expect(201);
    expect(placed.body).toMatchObject({ subtotal: '218.33', discount: '21.83', tax: '9.83', total: '206.33', discounts: [{ code: 'AKWAABA10', name: 'Akwaaba 10% off', kind: 'percentage', amount: '21.83' }] });

    const tracked = await given.shop.agent().get(`/api/orders/track/${placed.body.orderNumber}`).expect(200);
    expect(tracked.body).toMatchObject({ discount: '21.83', discounts: [{ code: 'AKWAABA10', amount: '21.83' }] });
    const [listed] = (await given.admin.get('/api/admin/promotions').expect(200)).body;
    expect(listed).toMatchObject({ code: 'AKWAABA10', uses: 1, discountGiven: '21.83', revenue: '0.00' });
  });

  it("refuses a tampered discount with 409 and the server's figure, taking nothing", async () => {
    const body = checkoutWith([{ productId: kaba.id, quantity: 1, price: '185.00' }], { subtotalDiscount: 92_50 }, { promoCode: 'AKWAABA10' });
    const refused = await given.shop.agent().post('/api/orders').send(body).expect(409);
    expect(refused.body).toMatchObject({ field: 'discount', discount: '18.50', totals: { subtotal: '185.00', shipping: '30.00', discount: '18.50', tax: '8.33', total: '204.83' } });
  });

  it.each([
    ['unknown', { code: 'NOSUCH' }, 'NOSUCH is not a promo code we know. Check the spelling.'],
    ['not-started', { code: 'LATER', startsAt: '2099-01-01T09:00:00Z' }, 'LATER starts on 1 Jan 2099, 09:00.'],
    ['expired', { code: 'GONE', startsAt: '2020-01-01T00:00:00Z', endsAt: '2020-01-31T00:00:00Z' }, 'GONE has expired.'],
    ['minimum-not-met', { code: 'BIGBASKET', minSubtotal: '500.00' }, 'BIGBASKET needs a subtotal of at least ₵500.00.'],
    ['not-applicable', { code: 'MENSONLY', category: 'mens' }, 'MENSONLY applies to items in mens only.'],
  ])('says why a code does nothing: %s', async (reason, fields, message) => {
    if (reason !== 'unknown') await given.admin.post('/api/admin/promotions').send({ name: `${fields.code} offer`, kind: 'fixed', amountOff: '10.00', ...fields }).expect(201);
    const quote = await given.shop.agent().post('/api/promotions/quote').send({ items: [{ productId: kaba.id, quantity: 1 }], code: fields.code }).expect(200);
    expect(quote.body).toMatchObject({ subtotalDiscount: '0.00', promotions: [], code: { code: fields.code, applied: false, reason, message } });
  });

  it('refuses with 409 naming it a code used up between cart and order, and one customer using a code twice', async () => {
    await given.admin.post('/api/admin/promotions').send({ code: 'LASTONE', name: 'Last one', kind: 'fixed', amountOff: '20.00', maxUses: 1 }).expect(201);
    await given.admin.post('/api/admin/promotions').send({ code: 'ONCEEACH', name: 'Once each', kind: 'free-delivery', maxUsesPerCustomer: 1 }).expect(201);
    const line = [{ productId: cap.id, quantity: 1, price: '33.33' }];

    const inCart = await given.shop.agent().post('/api/promotions/quote').send({ items: [{ productId: cap.id, quantity: 1 }], code: 'LASTONE' }).expect(200);
    expect(inCart.body.code.applied).toBe(true);
    await given.shop.agent().post('/api/orders').send(checkoutWith(line, { subtotalDiscount: 20_00 }, { promoCode: 'LASTONE', email: 'kofi@example.com', phone: '024 555 0001' })).expect(201);
    const late = await given.shop.agent().post('/api/orders').send(checkoutWith(line, { subtotalDiscount: 20_00 }, { promoCode: 'LASTONE', email: 'esi@example.com', phone: '024 555 0002' })).expect(409);
    expect(late.body).toMatchObject({ message: 'LASTONE has been used up.', field: 'promoCode', promoCode: 'LASTONE', reason: 'used-up' });

    // Free delivery: the 30.00 fee comes off as a discount, the tax stays 5% of 33.33 (1.6665, half up to 1.67).
    const first = checkoutWith(line, { subtotalDiscount: 0, freeDelivery: true }, { promoCode: 'onceeach', email: 'yaw@example.com', phone: '+233 24 555 0003' });
    expect(first).toMatchObject({ shipping: '30.00', discount: '30.00', tax: '1.67', total: '35.00' });
    await given.shop.agent().post('/api/orders').send(first).expect(201);
    // The same phone written another way, another e-mail: the same customer.
    const again = await given.shop.agent().post('/api/orders').send(checkoutWith(line, { subtotalDiscount: 0, freeDelivery: true }, { promoCode: 'ONCEEACH', email: 'yaw.other@example.com', phone: '024 555 0003' })).expect(409);
    expect(again.body).toMatchObject({ promoCode: 'ONCEEACH', reason: 'already-used' });
  });

  it('pauses a code (the cart says so, an order refuses it) and resumes it', async () => {
    const created = await given.admin.post('/api/admin/promotions').send({ code: 'PAUSEME', name: 'Pause me', kind: 'percentage', percentOff: 5 }).expect(201);
    await given.admin.patch(`/api/admin/promotions/${created.body.id}`).send({ paused: 'yes' }).expect(400);
    await given.admin.patch('/api/admin/promotions/00000000-0000-4000-8000-000000000000').send({ paused: true }).expect(404);
    expect((await given.admin.patch(`/api/admin/promotions/${created.body.id}`).send({ paused: true }).expect(200)).body.paused).toBe(true);
    const paused = await given.shop.agent().post('/api/promotions/quote').send({ items: [{ productId: kaba.id, quantity: 1 }], code: 'PAUSEME' }).expect(200);
    expect(paused.body.code).toMatchObject({ applied: false, reason: 'paused' });
    await given.shop.agent().post('/api/orders').send(checkoutWith([{ productId: kaba.id, quantity: 1, price: '185.00' }], { subtotalDiscount: 9_25 }, { promoCode: 'PAUSEME' })).expect(409);
    await given.admin.patch(`/api/admin/promotions/${created.body.id}`).send({ paused: false }).expect(200);
    const resumed = await given.shop.agent().post('/api/promotions/quote').send({ items: [{ productId: kaba.id, quantity: 1 }], code: 'PAUSEME' }).expect(200);
    expect(resumed.body).toMatchObject({ subtotalDiscount: '9.25', code: { applied: true } });
  });

  it('answers 400 naming the fields of a bad quote, never a 500', async () => {
    const bad = await given.shop.agent().post('/api/promotions/quote').send({ items: [{ productId: 'nope', quantity: 0 }], code: ['x'], shipping: '-1' }).expect(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['code', 'items.0.productId', 'items.0.quantity', 'shipping']);
    await given.shop.agent().post('/api/promotions/quote').send({}).expect(400);
  });
});

describe('automatic promotions: the best one applies by itself, and gives way to a code unless stackable', () => {
  const given = signedInShop('admin');
  let kaba: { id: string };
  let smock: { id: string };

  beforeAll(async () => {
    kaba = await insertProduct(given.shop.dataSource, { name: 'Kaba and Slit', price: '185.00', category: 'traditional', stock: 50 });
    smock = await insertProduct(given.shop.dataSource, { name: 'Fugu Smock', price: '99.95', category: 'traditional', stock: 50 });
    await given.admin.post('/api/admin/promotions').send({ name: 'Weekend Traditional', kind: 'percentage', percentOff: 10, category: 'traditional', minQuantity: 2 }).expect(201);
    await given.admin.post('/api/admin/promotions').send({ name: 'Five off anything', kind: 'fixed', amountOff: '5.00' }).expect(201);
    await given.admin.post('/api/admin/promotions').send({ code: 'SMOCK15', name: '15 off', kind: 'fixed', amountOff: '15.00' }).expect(201);
  });

  it('gives the better of the automatic promotions, never both', async () => {
    const one = await given.shop.agent().post('/api/promotions/quote').send({ items: [{ productId: kaba.id, quantity: 1 }] }).expect(200);
    expect(one.body).toMatchObject({ subtotalDiscount: '5.00', promotions: [{ code: null, name: 'Five off anything', amount: '5.00' }], code: null });
    const two = await given.shop.agent().post('/api/promotions/quote').send({ items: [{ productId: kaba.id, quantity: 1 }, { productId: smock.id, quantity: 1 }] }).expect(200);
    // 10% of 284.95 is 28.495: half up to 28.50.
    expect(two.body).toMatchObject({ subtotalDiscount: '28.50', promotions: [{ code: null, name: 'Weekend Traditional', amount: '28.50' }] });
  });

  it('lets a code replace an automatic promotion that is not stackable, and places the order at the exact figures', async () => {
    const items = [{ productId: kaba.id, quantity: 1 }, { productId: smock.id, quantity: 1 }];
    const quote = await given.shop.agent().post('/api/promotions/quote').send({ items, code: 'SMOCK15' }).expect(200);
    expect(quote.body).toMatchObject({ subtotalDiscount: '15.00', promotions: [{ code: 'SMOCK15', amount: '15.00' }] });
    const body = checkoutWith([{ productId: kaba.id, quantity: 1, price: '185.00' }, { productId: smock.id, quantity: 1, price: '99.95' }], { subtotalDiscount: 15_00 }, { promoCode: 'SMOCK15' });
    const placed = await given.shop.agent().post('/api/orders').send(body).expect(201);
    // 284.95 - 15.00 = 269.95; tax 13.4975 half up to 13.50; delivery free above 200.00.
    expect(placed.body).toMatchObject({ subtotal: '284.95', shipping: '0.00', discount: '15.00', tax: '13.50', total: '283.45' });
  });

  it('adds a stackable automatic promotion to a code', async () => {
    await given.admin.post('/api/admin/promotions').send({ name: 'Free delivery weekend', kind: 'free-delivery', stackable: true }).expect(201);
    const quote = await given.shop.agent().post('/api/promotions/quote').send({ items: [{ productId: kaba.id, quantity: 1 }], code: 'SMOCK15', shipping: '30.00' }).expect(200);
    expect(quote.body).toMatchObject({
      subtotalDiscount: '15.00',
      freeDelivery: true,
      promotions: [
        { code: 'SMOCK15', amount: '15.00' },
        { code: null, name: 'Free delivery weekend', kind: 'free-delivery', amount: '30.00' },
      ],
    });
  });
});
