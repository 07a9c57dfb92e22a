import { insertProduct, signedInBrowser } from '../../test-support/fixtures';
import { signedInShop } from '../../test-support/signed-in-shop';
import { ProductDto } from './dto/product.dto';

/** ADR 025: the admin's stock grid, one figure per size x colour, and what old clients' single `stock` does. */
describe('stock per size and colour in the admin product form', () => {
  const given = signedInShop('admin');

  const smock = { name: 'Fugu Smock', price: '680.00', category: 'mens', sizes: ['M', 'L'], colors: ['Blue', 'White'] };
  const grid = (figures: [string | null, string | null, number][]) => figures.map(([size, color, stock]) => ({ size, color, stock }));
  const figures = (product: ProductDto) => product.variants.map((variant) => [variant.size, variant.color, variant.stock]);

  it('creates a product with its stock grid, answering the total and every variant in size, then colour order', async () => {
    const created = await given.admin
      .post('/api/admin/products')
      .send({ ...smock, variants: [...grid([['L', 'White', 0], ['M', 'Blue', 4], ['L', 'Blue', 2]]), { size: 'M', color: 'White', stock: 1, sku: 'FUGU-M-WHT' }] })
      .expect(201);
    expect(created.body.stock).toBe(7);
    expect(figures(created.body)).toEqual([
      ['M', 'Blue', 4],
      ['M', 'White', 1],
      ['L', 'Blue', 2],
      ['L', 'White', 0],
    ]);
    expect(created.body.variants[1]).toEqual({ id: expect.any(String), size: 'M', color: 'White', stock: 1, sku: 'FUGU-M-WHT' });
    const read = await given.shop.agent().get(`/api/products/${created.body.id}`).expect(200);
    expect(read.body).toMatchObject({ stock: 7, variants: created.body.variants });
  });

  it("takes One Size and children's sizes beside XS-XXL, in the product's size order, and still refuses a size it does not know", async () => {
    const kids = await given.admin
      .post('/api/admin/products')
      .send({ name: 'Kids Kente Set', price: '150.00', category: 'children', sizes: ['2-3Y', '5-6Y', '11-12Y'], colors: [], variants: grid([['11-12Y', null, 1], ['2-3Y', null, 3], ['5-6Y', null, 2]]) })
      .expect(201);
    expect(figures(kids.body)).toEqual([
      ['2-3Y', null, 3],
      ['5-6Y', null, 2],
      ['11-12Y', null, 1],
    ]);
    const stole = await given.admin.post('/api/admin/products').send({ name: 'Kente Stole', price: '90.00', category: 'accessories', sizes: ['One Size'], colors: [], variants: grid([['One Size', null, 4]]) }).expect(201);
    expect(stole.body).toMatchObject({ sizes: ['One Size'], stock: 4 });
    const unknown = await given.admin.post('/api/admin/products').send({ ...smock, sizes: ['4-5 years'] }).expect(400);
    expect(unknown.body.fields).toHaveProperty('sizes');
  });

  it('puts the SPEC form’s single stock figure on the first size x colour of a new product', async () => {
    const created = await given.admin.post('/api/admin/products').send({ ...smock, stock: 9 }).expect(201);
    expect(figures(created.body)).toEqual([
      ['M', 'Blue', 9],
      ['M', 'White', 0],
      ['L', 'Blue', 0],
      ['L', 'White', 0],
    ]);
    const plain = await given.admin.post('/api/admin/products').send({ name: 'Brass Pendant', price: '95.00', category: 'accessories', stock: 5 }).expect(201);
    expect(plain.body.variants).toEqual([{ id: expect.any(String), size: null, color: null, stock: 5, sku: null }]);
  });

  it.each([
    ['a missing combination', grid([['M', 'Blue', 1], ['M', 'White', 1], ['L', 'Blue', 1]]), 'variants', /missing: L, White/],
    ['a size the product lacks', grid([['M', 'Blue', 1], ['M', 'White', 1], ['L', 'Blue', 1], ['XL', 'White', 1]]), 'variants.3.size', /one of the product's sizes: M, L/],
    ['a colour the product lacks', grid([['M', 'Blue', 1], ['M', 'White', 1], ['L', 'Blue', 1], ['L', 'Red', 1]]), 'variants.3.color', /colours: Blue, White/],
    ['a combination twice', grid([['M', 'Blue', 1], ['M', 'White', 1], ['L', 'Blue', 1], ['L', 'White', 1], ['M', 'Blue', 2]]), 'variants.4', /M, Blue is listed twice/],
    ['a negative figure', grid([['M', 'Blue', -1], ['M', 'White', 1], ['L', 'Blue', 1], ['L', 'White', 1]]), 'variants.0.stock', /must not be less than 0/],
    ['more than a million units in all', grid([['M', 'Blue', 400_000], ['M', 'White', 400_000], ['L', 'Blue', 200_000], ['L', 'White', 1]]), 'variants', /at most 1,000,000 units in all; this grid comes to 1,000,001/],
  ])('refuses a grid with %s: 400 naming the field, nothing saved', async (_case, variants, field, message) => {
    const before = (await given.admin.get('/api/products?limit=100').expect(200)).headers['x-total-count'];
    const response = await given.admin.post('/api/admin/products').send({ ...smock, variants }).expect(400);
    expect(response.body.fields[field].join(' ')).toMatch(message);
    expect((await given.admin.get('/api/products?limit=100').expect(200)).headers['x-total-count']).toBe(before);
  });

  it('refuses a stock figure that disagrees with the grid sent with it, and a body with neither', async () => {
    const mismatch = await given.admin.post('/api/admin/products').send({ ...smock, stock: 3, variants: grid([['M', 'Blue', 1], ['M', 'White', 1], ['L', 'Blue', 1], ['L', 'White', 1]]) }).expect(400);
    expect(mismatch.body.fields.stock[0]).toMatch(/sum of the variants' stock \(4\)/);
    const neither = await given.admin.post('/api/admin/products').send(smock).expect(400);
    expect(Object.keys(neither.body.fields)).toEqual(['stock']);
  });

  it('keeps the units of the combinations that stay when sizes change, and moves those of a removed one to the first', async () => {
    const product = await insertProduct(given.shop.dataSource, {
      ...smock,
      variants: grid([['M', 'Blue', 4], ['M', 'White', 1], ['L', 'Blue', 2], ['L', 'White', 3]]),
    });
    const kept = product.variants.find((variant) => variant.size === 'L' && variant.color === 'Blue')!;
    const changed = await given.admin.patch(`/api/admin/products/${product.id}`).send({ sizes: ['L', 'XL'] }).expect(200);
    expect(figures(changed.body)).toEqual([
      ['L', 'Blue', 2 + 4 + 1],
      ['L', 'White', 3],
      ['XL', 'Blue', 0],
      ['XL', 'White', 0],
    ]);
    expect(changed.body.stock).toBe(10);
    // A combination that stays keeps its id: carts and orders point at it.
    expect(changed.body.variants[0].id).toBe(kept.id);
  });

  it('sets the grid of an existing product, and the single figure of a product sold in one variant', async () => {
    const product = await insertProduct(given.shop.dataSource, { ...smock, stock: 8 });
    const regridded = await given.admin
      .patch(`/api/admin/products/${product.id}`)
      .send({ variants: grid([['M', 'Blue', 0], ['M', 'White', 5], ['L', 'Blue', 1], ['L', 'White', 2]]) })
      .expect(200);
    expect(regridded.body.stock).toBe(8);
    expect(regridded.body.variants.map((variant: { id: string }) => variant.id)).toEqual(product.variants.map((variant) => variant.id));

    const pendant = await insertProduct(given.shop.dataSource, { name: 'Pendant', sizes: [], colors: [], stock: 2 });
    const restocked = await given.admin.patch(`/api/admin/products/${pendant.id}`).send({ stock: 12 }).expect(200);
    expect(restocked.body).toMatchObject({ stock: 12, variants: [{ size: null, color: null, stock: 12 }] });
  });

  it('refuses a changed total without a grid on a product sold in several variants, and accepts the SPEC form sending it back unchanged', async () => {
    const product = await insertProduct(given.shop.dataSource, { ...smock, variants: grid([['M', 'Blue', 4], ['M', 'White', 1], ['L', 'Blue', 0], ['L', 'White', 0]]) });
    const refused = await given.admin.patch(`/api/admin/products/${product.id}`).send({ stock: 9 }).expect(400);
    expect(refused.body.fields.stock[0]).toBe('Stock is kept per size and colour (M, Blue: 4; M, White: 1; L, Blue: 0; L, White: 0): send variants with the units of each instead of a total');
    const resent = await given.admin.patch(`/api/admin/products/${product.id}`).send({ ...smock, stock: 5, name: 'Fugu Smock (Tamale)' }).expect(200);
    expect(resent.body).toMatchObject({ name: 'Fugu Smock (Tamale)', stock: 5 });
    const nulls = await given.admin.patch(`/api/admin/products/${product.id}`).send({ variants: null }).expect(400);
    expect(nulls.body.fields).toHaveProperty('variants');
  });

  it('only lets admins write the grid', async () => {
    const product = await insertProduct(given.shop.dataSource, { ...smock });
    const body = { variants: grid([['M', 'Blue', 1], ['M', 'White', 1], ['L', 'Blue', 1], ['L', 'White', 1]]) };
    await given.shop.agent().patch(`/api/admin/products/${product.id}`).send(body).expect(401);
    await (await signedInBrowser(given.shop, 'customer')).patch(`/api/admin/products/${product.id}`).send(body).expect(403);
  });
});
