import { checkoutBody, insertProduct, signedInBrowser } from '../../test-support/fixtures';
import { signedInShop } from '../../test-support/signed-in-shop';
import { OPEN_REQUESTS_PER_PHONE_MAX } from './domain/saved-items.rules';

describe('back-in-stock requests (issue 35)', () => {
  const given = signedInShop('admin');
  const texts = (phone: string) =>
    given.shop.dataSource.query(`SELECT text, status FROM outbox_messages WHERE kind = 'back-in-stock' AND recipient = $1 ORDER BY "createdAt"`, [phone]) as Promise<{ text: string; status: string }[]>;
  const requestRow = (id: string) => given.shop.dataSource.query(`SELECT status, phone, "userId" FROM back_in_stock_requests WHERE id = $1`, [id]).then((rows: unknown[]) => rows[0]);
  /** The admin's grid: the sold-out M, Red gets `units`; L, Red keeps 4. */
  const restock = (productId: string, units: number) =>
    given.admin
      .patch(`/api/admin/products/${productId}`)
      .send({ variants: [{ size: 'M', color: 'Red', stock: units }, { size: 'L', color: 'Red', stock: 4 }] })
      .expect(200);
  const soldOutM = () => insertProduct(given.shop.dataSource, { name: 'Kaba Dress', variants: [{ size: 'M', color: 'Red', stock: 0 }, { size: 'L', color: 'Red', stock: 4 }] });

  it('texts a guest once when the sold-out size returns, and the request ends: a second restock sends nothing', async () => {
    const dress = await soldOutM();
    const asked = await given.shop.agent().post('/api/back-in-stock').send({ productId: dress.id, variantId: dress.variants[0].id, phone: '024 555 0101', consent: true }).expect(201);
    expect(asked.body).toEqual({ id: expect.any(String), productId: dress.id, variantId: dress.variants[0].id, size: 'M', color: 'Red', sendTo: '+233 24 ••• 0101', status: 'open' });

    await restock(dress.id, 3);
    const [text] = await texts('+233245550101');
    expect(text.text).toMatch(new RegExp(`^Kente & Co: Kaba Dress \\(M, Red\\) is back in stock: https?://[^ ]+/products/${dress.id} - This was your one alert for it; no more texts about it will follow\\.$`));
    expect(await requestRow(asked.body.id)).toMatchObject({ status: 'sent' });

    await restock(dress.id, 0);
    await restock(dress.id, 5);
    expect(await texts('+233245550101')).toHaveLength(1);
  });

  it('treats asking again for the same size and phone as the same request (200), however the number is typed', async () => {
    const dress = await soldOutM();
    const body = { productId: dress.id, variantId: dress.variants[0].id, consent: true };
    const first = await given.shop.agent().post('/api/back-in-stock').send({ ...body, phone: '024 555 0102' }).expect(201);
    const again = await given.shop.agent().post('/api/back-in-stock').send({ ...body, phone: '+233 24 555 0102' }).expect(200);
    expect(again.body.id).toBe(first.body.id);

    await restock(dress.id, 2);
    expect(await texts('+233245550102')).toHaveLength(1);
  });

  it('sends nothing while the stock stays at 0, nor for another size’s restock', async () => {
    const dress = await soldOutM();
    await given.shop.agent().post('/api/back-in-stock').send({ productId: dress.id, variantId: dress.variants[0].id, phone: '024 555 0103', consent: true }).expect(201);
    await given.admin.patch(`/api/admin/products/${dress.id}`).send({ variants: [{ size: 'M', color: 'Red', stock: 0 }, { size: 'L', color: 'Red', stock: 9 }] }).expect(200);
    await given.admin.patch(`/api/admin/products/${dress.id}`).send({ name: 'Kaba Dress, new photos' }).expect(200);
    expect(await texts('+233245550103')).toEqual([]);
  });

  it('texts when a cancelled order puts units back on the sold-out size', async () => {
    const hat = await insertProduct(given.shop.dataSource, { name: 'Smock Hat', price: '100.00', variants: [{ size: 'M', color: 'Red', stock: 1 }] });
    const buyer = given.shop.agent();
    await buyer.post('/api/cart').send({ sessionId: 'last-hat', productId: hat.id, quantity: 1, size: 'M' }).expect(201);
    const order = (await buyer.post('/api/orders').send(checkoutBody('last-hat', [{ productId: hat.id, quantity: 1, price: '100.00', size: 'M' }])).expect(201)).body;
    await given.shop.agent().post('/api/back-in-stock').send({ productId: hat.id, variantId: hat.variants[0].id, phone: '024 555 0104', consent: true }).expect(201);

    await given.admin.patch(`/api/admin/orders/${order.id}/status`).send({ status: 'cancelled' }).expect(200);

    expect(await texts('+233245550104')).toEqual([expect.objectContaining({ text: expect.stringContaining('Smock Hat (M, Red) is back in stock') })]);
  });

  it('waits while the product is switched off, and texts when it is back on sale with the units', async () => {
    const dress = await soldOutM();
    await given.shop.agent().post('/api/back-in-stock').send({ productId: dress.id, variantId: dress.variants[0].id, phone: '024 555 0111', consent: true }).expect(201);
    await given.admin
      .patch(`/api/admin/products/${dress.id}`)
      .send({ isActive: false, variants: [{ size: 'M', color: 'Red', stock: 2 }, { size: 'L', color: 'Red', stock: 4 }] })
      .expect(200);
    expect(await texts('+233245550111')).toEqual([]);

    await given.admin.patch(`/api/admin/products/${dress.id}`).send({ isActive: true }).expect(200);
    expect(await texts('+233245550111')).toHaveLength(1);
  });

  it('never texts without consent, and names the fields at fault', async () => {
    const dress = await soldOutM();
    const refused = await given.shop.agent().post('/api/back-in-stock').send({ productId: dress.id, variantId: dress.variants[0].id, phone: '024 555 0105', consent: false }).expect(400);
    expect(Object.keys(refused.body.fields)).toEqual(['consent']);
    const noPhone = await given.shop.agent().post('/api/back-in-stock').send({ productId: dress.id, variantId: dress.variants[0].id, consent: true }).expect(400);
    expect(noPhone.body.fields).toEqual({ phone: ['phone must be given: the number to text when it is back'] });
    const badPhone = await given.shop.agent().post('/api/back-in-stock').send({ productId: dress.id, variantId: 'nope', phone: '12', consent: true }).expect(400);
    expect(Object.keys(badPhone.body.fields).sort()).toEqual(['phone', 'variantId']);
    const [{ count }] = await given.shop.dataSource.query(`SELECT count(*)::int AS count FROM back_in_stock_requests WHERE "productId" = $1`, [dress.id]);
    expect(count).toBe(0);
  });

  it('answers 404 for a product or size that is not on sale, and 409 for a size in stock', async () => {
    const dress = await soldOutM();
    const other = await soldOutM();
    const guest = given.shop.agent();
    await guest.post('/api/back-in-stock').send({ productId: dress.id, variantId: other.variants[0].id, phone: '024 555 0106', consent: true }).expect(404);
    await guest.post('/api/back-in-stock').send({ productId: '00000000-0000-4000-8000-000000000000', variantId: dress.variants[0].id, phone: '024 555 0106', consent: true }).expect(404);
    const inStock = await guest.post('/api/back-in-stock').send({ productId: dress.id, variantId: dress.variants[1].id, phone: '024 555 0106', consent: true }).expect(409);
    expect(inStock.body.message).toBe('Kaba Dress (L, Red) is in stock now');
  });

  it('uses a signed-in customer’s own phone when none is typed, and keeps whose request it is', async () => {
    const dress = await soldOutM();
    const browser = given.shop.agent();
    await browser.post('/api/auth/otp').send({ phone: '024 555 0107' }).expect(202);
    const [sms]: { text: string }[] = await given.shop.dataSource.query(`SELECT text FROM outbox_messages WHERE kind = 'sign-in-code' AND recipient = '+233245550107'`);
    await browser.post('/api/auth/otp/verify').send({ phone: '024 555 0107', code: /\b(\d{6})\b/.exec(sms.text)![1] }).expect(200);
    const userId = (await browser.get('/api/auth/user').expect(200)).body.id;

    const asked = await browser.post('/api/back-in-stock').send({ productId: dress.id, variantId: dress.variants[0].id, consent: true }).expect(201);
    expect(await requestRow(asked.body.id)).toEqual({ status: 'open', phone: '+233245550107', userId });
    // A customer signed in by e-mail has no phone on the account: it must be typed.
    const byEmail = await signedInBrowser(given.shop, 'customer');
    await byEmail.post('/api/back-in-stock').send({ productId: dress.id, variantId: dress.variants[0].id, consent: true }).expect(400);
  });

  it('can be cancelled before its text, and then sends nothing; an unknown id is 404', async () => {
    const dress = await soldOutM();
    const asked = await given.shop.agent().post('/api/back-in-stock').send({ productId: dress.id, variantId: dress.variants[0].id, phone: '024 555 0108', consent: true }).expect(201);
    await given.shop.agent().delete(`/api/back-in-stock/${asked.body.id}`).expect(204);
    await given.shop.agent().delete(`/api/back-in-stock/${asked.body.id}`).expect(204);
    await given.shop.agent().delete('/api/back-in-stock/00000000-0000-4000-8000-000000000000').expect(404);
    await restock(dress.id, 2);
    expect(await texts('+233245550108')).toEqual([]);
    expect(await requestRow(asked.body.id)).toMatchObject({ status: 'cancelled' });
  });

  it(`caps the open requests of one phone at ${OPEN_REQUESTS_PER_PHONE_MAX} (409)`, async () => {
    const dress = await soldOutM();
    await given.shop.dataSource.query(
      `INSERT INTO back_in_stock_requests ("productId", "variantId", phone) SELECT $1, gen_random_uuid(), '+233245550109' FROM generate_series(1, $2)`,
      [dress.id, OPEN_REQUESTS_PER_PHONE_MAX],
    );
    await given.shop.agent().post('/api/back-in-stock').send({ productId: dress.id, variantId: dress.variants[0].id, phone: '024 555 0109', consent: true }).expect(409);
  });

  it('ends the open requests of a deleted product', async () => {
    const dress = await soldOutM();
    const asked = await given.shop.agent().post('/api/back-in-stock').send({ productId: dress.id, variantId: dress.variants[0].id, phone: '024 555 0110', consent: true }).expect(201);
    await given.admin.delete(`/api/admin/products/${dress.id}`).expect(204);
    expect(await requestRow(asked.body.id)).toMatchObject({ status: 'cancelled' });
  });
});
