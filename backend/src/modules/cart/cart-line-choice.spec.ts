import { insertProduct } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';

/** Issue 40: the shopper picks the colour, and a cart line can change its size and colour within stock. */
describe('choosing a size and colour for a cart line', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const skirt = () =>
    insertProduct(shop.dataSource, {
      name: 'Maxi Skirt',
      sizes: ['S', 'M'],
      colors: ['Red', 'Blue'],
      variants: [
        { size: 'S', color: 'Red', stock: 4 },
        { size: 'S', color: 'Blue', stock: 0 },
        { size: 'M', color: 'Red', stock: 1 },
        { size: 'M', color: 'Blue', stock: 3 },
      ],
    });

  it('refuses an addition without a colour while several colours are in stock (400 naming color), and takes one with a single colour in stock', async () => {
    const several = await skirt();
    const browser = shop.agent();
    const refused = await browser.post('/api/cart').send({ sessionId: 'colour-rule', productId: several.id, quantity: 1, size: 'M' });
    expect({ status: refused.status, fields: refused.body.fields }).toEqual({ status: 400, fields: { color: ['Choose a colour: Red, Blue are in stock'] } });
    await browser.post('/api/cart').send({ sessionId: 'colour-rule', productId: several.id, quantity: 1, size: 'M', color: 'Blue' }).expect(201);

    const single = await insertProduct(shop.dataSource, { name: 'Batik Wrap', sizes: ['S', 'M'], colors: ['Red', 'Blue'], variants: [{ size: 'M', color: 'Blue', stock: 2 }] });
    const taken = await browser.post('/api/cart').send({ sessionId: 'colour-rule', productId: single.id, quantity: 1, size: 'M' }).expect(201);
    expect([taken.body.size, taken.body.color]).toEqual(['M', 'Blue']);
  });

  it('moves a line to another size and colour, keeping its quantity, and answers the line with the product choices', async () => {
    const product = await skirt();
    const browser = shop.agent();
    const line = await browser.post('/api/cart').send({ sessionId: 'change-choice', productId: product.id, quantity: 2, size: 'S', color: 'Red' }).expect(201);
    expect(line.body.product.colors).toEqual(['Red', 'Blue']);
    expect(line.body.product.variants.map((variant: { size: string; color: string; stock: number }) => `${variant.size}/${variant.color}:${variant.stock}`)).toEqual(['S/Red:4', 'S/Blue:0', 'M/Red:1', 'M/Blue:3']);

    const moved = await browser.patch(`/api/cart/${line.body.id}/choice`).send({ size: 'M', color: 'Blue' }).expect(200);
    expect({ id: moved.body.id, size: moved.body.size, color: moved.body.color, quantity: moved.body.quantity, variantStock: moved.body.variantStock }).toEqual({
      id: line.body.id,
      size: 'M',
      color: 'Blue',
      quantity: 2,
      variantStock: 3,
    });
    const cart = await browser.get('/api/cart/change-choice').expect(200);
    expect(cart.body.map((entry: { size: string; color: string; quantity: number }) => [entry.size, entry.color, entry.quantity])).toEqual([['M', 'Blue', 2]]);
  });

  it('refuses a choice with fewer units than the line (409 naming it) or a side left out (400 naming it), changing nothing', async () => {
    const product = await skirt();
    const browser = shop.agent();
    const line = await browser.post('/api/cart').send({ sessionId: 'refused-choice', productId: product.id, quantity: 2, size: 'S', color: 'Red' }).expect(201);

    const tooFew = await browser.patch(`/api/cart/${line.body.id}/choice`).send({ size: 'M', color: 'Red' });
    expect({ status: tooFew.status, message: tooFew.body.message }).toEqual({ status: 409, message: 'Only 1 of Maxi Skirt (M, Red) in stock' });
    const soldOut = await browser.patch(`/api/cart/${line.body.id}/choice`).send({ size: 'S', color: 'Blue' });
    expect({ status: soldOut.status, message: soldOut.body.message }).toEqual({ status: 409, message: 'Maxi Skirt (S, Blue) is out of stock' });
    const noColour = await browser.patch(`/api/cart/${line.body.id}/choice`).send({ size: 'M' });
    expect({ status: noColour.status, fields: Object.keys(noColour.body.fields ?? {}) }).toEqual({ status: 400, fields: ['color'] });
    const unknown = await browser.patch(`/api/cart/${line.body.id}/choice`).send({ size: 'XXL', color: 'Red' });
    expect({ status: unknown.status, fields: Object.keys(unknown.body.fields ?? {}) }).toEqual({ status: 400, fields: ['size'] });

    const cart = await browser.get('/api/cart/refused-choice').expect(200);
    expect(cart.body.map((entry: { size: string; color: string; quantity: number }) => [entry.size, entry.color, entry.quantity])).toEqual([['S', 'Red', 2]]);
  });

  it('joins the line that already holds the chosen size and colour, within its units', async () => {
    const product = await skirt();
    const browser = shop.agent();
    const first = await browser.post('/api/cart').send({ sessionId: 'join-choice', productId: product.id, quantity: 1, size: 'S', color: 'Red' }).expect(201);
    const second = await browser.post('/api/cart').send({ sessionId: 'join-choice', productId: product.id, quantity: 2, size: 'M', color: 'Blue' }).expect(201);
    const joined = await browser.patch(`/api/cart/${first.body.id}/choice`).send({ size: 'M', color: 'Blue' }).expect(200);
    expect({ id: joined.body.id, quantity: joined.body.quantity }).toEqual({ id: second.body.id, quantity: 3 });
    const cart = await browser.get('/api/cart/join-choice').expect(200);
    expect(cart.body.map((entry: { size: string; color: string; quantity: number }) => [entry.size, entry.color, entry.quantity])).toEqual([['M', 'Blue', 3]]);
  });

  it("answers 404 for another browser's line", async () => {
    const product = await skirt();
    const line = await shop.agent().post('/api/cart').send({ sessionId: 'someone-else', productId: product.id, quantity: 1, size: 'S', color: 'Red' }).expect(201);
    await shop.agent().patch(`/api/cart/${line.body.id}/choice`).send({ size: 'M', color: 'Blue' }).expect(404);
  });
});
