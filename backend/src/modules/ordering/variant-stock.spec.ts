import { checkoutBody, insertProduct, signedInBrowser } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { OrderingService } from './ordering.service';

/** ADR 025: an order takes and gives back units of the size and colour it names, never another's. */
describe('orders and stock per size and colour', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const stockOf = async (variantId: string) => ((await shop.dataSource.query(`SELECT stock FROM product_variants WHERE id = $1`, [variantId])) as { stock: number }[])[0].stock;

  /** Its variants come back in grid order (S Gold, S Green, M Gold, M Green); tests name them. */
  async function kenteStole() {
    const product = await insertProduct(shop.dataSource, {
      name: 'Kente Stole',
      price: '120.00',
      sizes: ['S', 'M'],
      colors: ['Gold', 'Green'],
      variants: [
        { size: 'S', color: 'Gold', stock: 6 },
        { size: 'M', color: 'Gold', stock: 1 },
        { size: 'M', color: 'Green', stock: 0 },
        { size: 'S', color: 'Green', stock: 2 },
      ],
    });
    const find = (size: string, color: string) => product.variants.find((variant) => variant.size === size && variant.color === color)!;
    // In the order this file names them: S Gold, M Gold, M Green, S Green.
    return { ...product, variants: [find('S', 'Gold'), find('M', 'Gold'), find('M', 'Green'), find('S', 'Green')] };
  }
  const line = (productId: string, quantity: number, size: string, color: string) => ({ productId, quantity, price: '120.00', size, color });
  const withColours = (body: ReturnType<typeof checkoutBody>, colours: string[]) => ({ ...body, items: body.items.map((item, index) => ({ ...item, color: colours[index] })) });

  it('takes the units of the ordered size and colour only, and carries the variant on each order line', async () => {
    const kente = await kenteStole();
    const [sGold, mGold, , sGreen] = kente.variants;
    const body = withColours(checkoutBody('per-variant', [line(kente.id, 2, 'S', 'Gold'), line(kente.id, 1, 'S', 'Green')]), ['Gold', 'Green']);
    const placed = await shop.agent().post('/api/orders').send(body).expect(201);
    expect(placed.body.items.map((item: { size: string; color: string; variantId: string }) => [item.size, item.color, item.variantId])).toEqual([
      ['S', 'Gold', sGold.id],
      ['S', 'Green', sGreen.id],
    ]);
    expect([await stockOf(sGold.id), await stockOf(mGold.id), await stockOf(sGreen.id)]).toEqual([4, 1, 1]);
  });

  it('refuses a sold-out size and colour with 409 naming the product and both, though other sizes have units, taking nothing', async () => {
    const kente = await kenteStole();
    const body = withColours(checkoutBody('sold-out-variant', [line(kente.id, 1, 'S', 'Gold'), line(kente.id, 1, 'M', 'Green')]), ['Gold', 'Green']);
    const refused = await shop.agent().post('/api/orders').send(body).expect(409);
    expect(refused.body).toMatchObject({ message: 'Kente Stole (M, Green) is sold out', productId: kente.id, variantId: kente.variants[2].id, size: 'M', color: 'Green', available: 0 });
    const tooMany = await shop.agent().post('/api/orders').send(withColours(checkoutBody('too-many-variant', [line(kente.id, 2, 'M', 'Gold')]), ['Gold'])).expect(409);
    expect(tooMany.body.message).toBe('Only 1 of Kente Stole (M, Gold) left in stock');
    expect(await stockOf(kente.variants[0].id)).toBe(6);
  });

  it('adds up two lines of one size and colour before taking them', async () => {
    const kente = await kenteStole();
    const body = withColours(checkoutBody('two-lines', [line(kente.id, 1, 'S', 'Green'), line(kente.id, 2, 'S', 'Green')]), ['Green', 'Green']);
    const refused = await shop.agent().post('/api/orders').send(body).expect(409);
    expect(refused.body.message).toBe('Only 2 of Kente Stole (S, Green) left in stock');
  });

  it('puts the units of a cancelled order back on the sizes and colours they came from, and takes them again when reopened', async () => {
    const kente = await kenteStole();
    const [sGold, mGold, , sGreen] = kente.variants;
    const body = withColours(checkoutBody('cancel-variant', [line(kente.id, 3, 'S', 'Gold'), line(kente.id, 1, 'M', 'Gold'), line(kente.id, 2, 'S', 'Green')]), ['Gold', 'Gold', 'Green']);
    const placed = await shop.agent().post('/api/orders').send(body).expect(201);
    expect([await stockOf(sGold.id), await stockOf(mGold.id), await stockOf(sGreen.id)]).toEqual([3, 0, 0]);
    const admin = await signedInBrowser(shop, 'admin');
    await admin.patch(`/api/admin/orders/${placed.body.id}/status`).send({ status: 'cancelled' }).expect(200);
    expect([await stockOf(sGold.id), await stockOf(mGold.id), await stockOf(sGreen.id)]).toEqual([6, 1, 2]);
    await admin.patch(`/api/admin/orders/${placed.body.id}/status`).send({ status: 'confirmed' }).expect(200);
    expect([await stockOf(sGold.id), await stockOf(mGold.id), await stockOf(sGreen.id)]).toEqual([3, 0, 0]);
  });

  it('refuses to reopen an order whose size and colour sold out meanwhile, naming them, and changes nothing', async () => {
    const kente = await kenteStole();
    const mGold = kente.variants[1];
    const placed = await shop.agent().post('/api/orders').send(withColours(checkoutBody('reopen-variant', [line(kente.id, 1, 'M', 'Gold')]), ['Gold'])).expect(201);
    const admin = await signedInBrowser(shop, 'admin');
    await admin.patch(`/api/admin/orders/${placed.body.id}/status`).send({ status: 'cancelled' }).expect(200);
    await shop.agent().post('/api/orders').send(withColours(checkoutBody('took-it', [line(kente.id, 1, 'M', 'Gold')]), ['Gold'])).expect(201);
    const refused = await admin.patch(`/api/admin/orders/${placed.body.id}/status`).send({ status: 'confirmed' }).expect(409);
    expect(refused.body.message).toBe('Not enough Kente Stole (M, Gold) in stock to reopen this order');
    expect(await stockOf(mGold.id)).toBe(0);
  });

  it('gives the units of an unpaid order whose hold ran out back to its sizes and colours', async () => {
    const kente = await kenteStole();
    const [sGold, , , sGreen] = kente.variants;
    const body = withColours(checkoutBody('expire-variant', [line(kente.id, 4, 'S', 'Gold'), line(kente.id, 2, 'S', 'Green')]), ['Gold', 'Green']);
    const placed = await shop.agent().post('/api/orders').send(body).expect(201);
    expect([await stockOf(sGold.id), await stockOf(sGreen.id)]).toEqual([2, 0]);
    const ordering = shop.app.get(OrderingService);
    expect(await shop.dataSource.transaction((manager) => ordering.expireUnpaid(manager, placed.body.id))).toBe('not-paid');
    expect([await stockOf(sGold.id), await stockOf(sGreen.id)]).toEqual([6, 2]);
  });

  it('gives back the units of an order placed before variants to the variant of its size and colour', async () => {
    const kente = await kenteStole();
    const placed = await shop.agent().post('/api/orders').send(withColours(checkoutBody('old-order', [line(kente.id, 2, 'S', 'Green')]), ['Green'])).expect(201);
    // As the migration leaves an order whose product it could not match: no variantId on the line.
    await shop.dataSource.query(`UPDATE orders SET items = jsonb_build_array((items->0) - 'variantId') WHERE id = $1`, [placed.body.id]);
    const admin = await signedInBrowser(shop, 'admin');
    await admin.patch(`/api/admin/orders/${placed.body.id}/status`).send({ status: 'cancelled' }).expect(200);
    expect(await stockOf(kente.variants[3].id)).toBe(2);
  });
});
