import { Product } from '../catalog/domain/product.entity';
import { insertProduct } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { CartItem } from './domain/cart-item.entity';

describe('the guest cart', () => {
  let shop: TestApp;
  let smock: Awaited<ReturnType<typeof insertProduct>>;
  let retired: Product;
  beforeAll(async () => {
    shop = await createTestApp();
    smock = await insertProduct(shop.dataSource, {
      name: 'Fugu Smock',
      price: '250.00',
      sizes: ['M', 'L', 'XL'],
      colors: ['Blue'],
      variants: [
        { size: 'M', color: 'Blue', stock: 3 },
        { size: 'L', color: 'Blue', stock: 2 },
        { size: 'XL', color: 'Blue', stock: 0 },
      ],
    });
    retired = await insertProduct(shop.dataSource, { isActive: false });
  });
  afterAll(() => shop.close());

  const cartCount = () => shop.dataSource.getRepository(CartItem).count();

  it('adds a line, binds the cart to the browser with an httpOnly cookie, and reads it back with the product', async () => {
    const browser = shop.agent();
    const added = await browser.post('/api/cart').send({ sessionId: 'abc123xyz', productId: smock.id, quantity: 1, size: 'M', color: 'Blue' }).expect(201);
    expect(added.headers['set-cookie'][0]).toMatch(/^shop\.cart=.+; Max-Age=\d+; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/);
    const cart = await browser.get('/api/cart/abc123xyz').expect(200);
    expect(cart.body).toEqual([
      expect.objectContaining({
        productId: smock.id,
        variantId: smock.variants[0].id,
        variantStock: 3,
        quantity: 1,
        size: 'M',
        color: 'Blue',
        product: expect.objectContaining({ name: 'Fugu Smock', price: '250.00', stock: 5 }),
      }),
    ]);
  });

  it('refuses a sold-out size and colour with a 409 naming the product and both, adding nothing', async () => {
    const browser = shop.agent();
    const soldOut = await browser.post('/api/cart').send({ sessionId: 'sold-out-cart', productId: smock.id, quantity: 1, size: 'XL', color: 'Blue' }).expect(409);
    expect(soldOut.body).toMatchObject({ message: 'Fugu Smock (XL, Blue) is out of stock', variantId: smock.variants[2].id, available: 0 });
    const tooMany = await browser.post('/api/cart').send({ sessionId: 'sold-out-cart', productId: smock.id, quantity: 3, size: 'L' }).expect(409);
    expect(tooMany.body.message).toBe('Only 2 of Fugu Smock (L, Blue) in stock');
    expect((await browser.get('/api/cart/sold-out-cart').expect(200)).body).toEqual([]);
  });

  it("bounds a line's quantity by its own size and colour's units, whatever the product's total", async () => {
    const browser = shop.agent();
    const line = await browser.post('/api/cart').send({ sessionId: 'variant-bound-cart', productId: smock.id, quantity: 2, size: 'L', color: 'Blue' }).expect(201);
    expect(line.body).toMatchObject({ size: 'L', color: 'Blue', variantId: smock.variants[1].id, variantStock: 2, product: { stock: 5 } });
    const tooMany = await browser.patch(`/api/cart/${line.body.id}`).send({ quantity: 3 }).expect(409);
    expect(tooMany.body).toMatchObject({ message: 'Only 2 of Fugu Smock (L, Blue) in stock', available: 2 });
  });

  it('gives a line that leaves its colour (or size) open the first matching variant with the units, and says which', async () => {
    const browser = shop.agent();
    const open = await browser.post('/api/cart').send({ sessionId: 'open-choice-cart', productId: smock.id, quantity: 3 }).expect(201);
    expect(open.body).toMatchObject({ size: 'M', color: 'Blue', variantId: smock.variants[0].id });
    const openColour = await browser.post('/api/cart').send({ sessionId: 'open-choice-cart', productId: smock.id, quantity: 1, size: 'L' }).expect(201);
    expect(openColour.body).toMatchObject({ size: 'L', color: 'Blue', variantId: smock.variants[1].id });
  });

  it('raises the quantity of a line with the same product, size and colour instead of adding another', async () => {
    const browser = shop.agent();
    await browser.post('/api/cart').send({ sessionId: 'merge-cart', productId: smock.id, quantity: 1, size: 'L' }).expect(201);
    await browser.post('/api/cart').send({ sessionId: 'merge-cart', productId: smock.id, quantity: 1, size: 'L' }).expect(201);
    await browser.post('/api/cart').send({ sessionId: 'merge-cart', productId: smock.id, quantity: 1, size: 'M' }).expect(201);
    const cart = await browser.get('/api/cart/merge-cart').expect(200);
    expect(cart.body.map((line: CartItem) => [line.size, line.quantity])).toEqual([
      ['L', 2],
      ['M', 1],
    ]);
  });

  it('answers an unknown cart as empty', async () => {
    expect((await shop.agent().get('/api/cart/never-used').expect(200)).body).toEqual([]);
  });

  it("reads another browser's cart exactly as an unused id: empty, so a stranger cannot tell which ids are taken", async () => {
    const owner = shop.agent();
    await owner.post('/api/cart').send({ sessionId: 'taken-cart', productId: smock.id, quantity: 1 }).expect(201);
    const withCartOfItsOwn = shop.agent();
    await withCartOfItsOwn.post('/api/cart').send({ sessionId: 'strangers-cart', productId: smock.id, quantity: 1 }).expect(201);
    for (const stranger of [shop.agent(), withCartOfItsOwn]) {
      const taken = await stranger.get('/api/cart/taken-cart');
      const unused = await stranger.get('/api/cart/unused-cart');
      expect({ status: taken.status, body: taken.body, type: taken.headers['content-type'] }).toEqual({ status: 200, body: [], type: unused.headers['content-type'] });
      expect(unused.status).toBe(200);
      expect(unused.body).toEqual([]);
    }
    expect((await owner.get('/api/cart/taken-cart').expect(200)).body).toHaveLength(1);
  });

  it("hides another browser's cart and refuses to change or remove its lines (404, nothing changed)", async () => {
    const owner = shop.agent();
    const line = await owner.post('/api/cart').send({ sessionId: 'owned-cart', productId: smock.id, quantity: 1 }).expect(201);
    const stranger = shop.agent();
    const before = await cartCount();
    expect((await stranger.get('/api/cart/owned-cart').expect(200)).body).toEqual([]);
    await stranger.post('/api/cart').send({ sessionId: 'owned-cart', productId: smock.id, quantity: 1 }).expect(404);
    await stranger.patch(`/api/cart/${line.body.id}`).send({ quantity: 2 }).expect(404);
    await stranger.delete(`/api/cart/${line.body.id}`).expect(404);
    expect(await cartCount()).toBe(before);
    expect((await owner.get('/api/cart/owned-cart').expect(200)).body[0].quantity).toBe(1);
  });

  it('refuses to change or remove a line whose cart no browser owns (404, nothing changed)', async () => {
    const [orphan] = await shop.dataSource.getRepository(CartItem).save([{ sessionId: 'ownerless-cart', productId: smock.id, variantId: smock.variants[0].id, quantity: 1 }]);
    const browser = shop.agent();
    await browser.post('/api/cart').send({ sessionId: 'my-own-cart', productId: smock.id, quantity: 1 }).expect(201);
    await browser.patch(`/api/cart/${orphan.id}`).send({ quantity: 2 }).expect(404);
    await browser.delete(`/api/cart/${orphan.id}`).expect(404);
    expect(await shop.dataSource.getRepository(CartItem).findOneByOrFail({ id: orphan.id })).toMatchObject({ quantity: 1 });
  });

  it('accepts quantity changes only from 1 to the units of its size and colour in stock', async () => {
    const browser = shop.agent();
    const line = await browser.post('/api/cart').send({ sessionId: 'bounds-cart', productId: smock.id, quantity: 1 }).expect(201);
    await browser.patch(`/api/cart/${line.body.id}`).send({ quantity: 3 }).expect(200);
    const tooMany = await browser.patch(`/api/cart/${line.body.id}`).send({ quantity: 4 }).expect(409);
    expect(tooMany.body.message).toBe('Only 3 of Fugu Smock (M, Blue) in stock');
    // DECISIONS 'Cart': a whole number outside 1..stock is a conflict (409), a non-number a bad request (400).
    for (const quantity of [0, -2, 999]) {
      const outside = await browser.patch(`/api/cart/${line.body.id}`).send({ quantity }).expect(409);
      expect(outside.body).toMatchObject({ statusCode: 409, available: 3 });
    }
    await browser.post('/api/cart').send({ sessionId: 'bounds-cart', productId: smock.id, quantity: -3 }).expect(409);
    const half = await browser.patch(`/api/cart/${line.body.id}`).send({ quantity: 1.5 }).expect(400);
    expect(half.body.fields).toHaveProperty('quantity');
    await browser.post('/api/cart').send({ sessionId: 'bounds-cart', productId: smock.id, quantity: 1 }).expect(409);
    expect((await browser.get('/api/cart/bounds-cart').expect(200)).body[0].quantity).toBe(3);
  });

  it('removes a line', async () => {
    const browser = shop.agent();
    const line = await browser.post('/api/cart').send({ sessionId: 'remove-cart', productId: smock.id, quantity: 1 }).expect(201);
    await browser.delete(`/api/cart/${line.body.id}`).expect(204);
    expect((await browser.get('/api/cart/remove-cart').expect(200)).body).toEqual([]);
  });

  it('answers 404 for an unknown or inactive product and 400 for a size the product lacks', async () => {
    const browser = shop.agent();
    await browser.post('/api/cart').send({ sessionId: 'bad-cart', productId: retired.id, quantity: 1 }).expect(404);
    await browser.post('/api/cart').send({ sessionId: 'bad-cart', productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }).expect(404);
    const size = await browser.post('/api/cart').send({ sessionId: 'bad-cart', productId: smock.id, quantity: 1, size: 'XXXL' }).expect(400);
    expect(size.body.fields).toEqual({ size: ['size must be one of: M, L, XL'] });
  });

  it.each([
    [{ sessionId: 'ab', productId: 'x', quantity: 1 }, ['sessionId', 'productId']],
    [{ sessionId: 'valid-id', quantity: 1.5 }, ['productId', 'quantity']],
    [{ sessionId: 'valid-id', productId: '00000000-0000-4000-8000-000000000000', quantity: 1, price: '1.00' }, ['price']],
  ])('refuses the body %j with a 400 naming %j', async (body, fields) => {
    const response = await shop.agent().post('/api/cart').send(body).expect(400);
    expect(Object.keys(response.body.fields).sort()).toEqual([...fields].sort());
  });
});
