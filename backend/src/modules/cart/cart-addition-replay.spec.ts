import { Product } from '../catalog/domain/product.entity';
import { insertProduct } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';

/** ADR 021: a phone sends an addition again when it lost the answer or was offline; the units count once. */
describe('adding to the cart again with the same Idempotency-Key', () => {
  let shop: TestApp;
  let smock: Product;
  beforeAll(async () => {
    shop = await createTestApp();
    smock = await insertProduct(shop.dataSource, { name: 'Fugu Smock', price: '250.00', sizes: ['M', 'L'], colors: [], variants: [{ size: 'M', stock: 5 }, { size: 'L', stock: 5 }] });
  });
  afterAll(() => shop.close());

  const add = (browser: ReturnType<TestApp['agent']>, sessionId: string, key?: string, size = 'M') => {
    const post = browser.post('/api/cart');
    return (key ? post.set('Idempotency-Key', key) : post).send({ sessionId, productId: smock.id, quantity: 2, size });
  };
  const quantities = async (browser: ReturnType<TestApp['agent']>, sessionId: string) =>
    (await browser.get(`/api/cart/${sessionId}`).expect(200)).body.map((line: { size: string; quantity: number }) => [line.size, line.quantity]);

  it('adds the units once and answers the line as it is (200) to every copy of the request', async () => {
    const browser = shop.agent();
    const first = await add(browser, 'replay-cart', 'add-0001-smock-m').expect(201);
    const again = await add(browser, 'replay-cart', 'add-0001-smock-m').expect(200);
    expect(again.body).toMatchObject({ id: first.body.id, quantity: 2 });
    expect(await quantities(browser, 'replay-cart')).toEqual([['M', 2]]);
    // A new key is a new addition.
    await add(browser, 'replay-cart', 'add-0002-smock-m').expect(201);
    expect(await quantities(browser, 'replay-cart')).toEqual([['M', 4]]);
  });

  it('applies two copies sent at the same moment once', async () => {
    const browser = shop.agent();
    await add(browser, 'race-cart', 'seed-the-cart-key', 'L').expect(201); // the browser owns the cart before the race
    const statuses = (await Promise.all([add(browser, 'race-cart', 'raced-addition-1', 'L'), add(browser, 'race-cart', 'raced-addition-1', 'L')])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 201]);
    expect(await quantities(browser, 'race-cart')).toEqual([['L', 4]]);
  });

  it('does not put back a line removed after the addition was made', async () => {
    const browser = shop.agent();
    const line = await add(browser, 'removed-cart', 'add-then-remove-1').expect(201);
    await browser.delete(`/api/cart/${line.body.id}`).expect(204);
    const again = await add(browser, 'removed-cart', 'add-then-remove-1').expect(409);
    expect(again.body.message).toBe('This item was already added to your cart');
    expect(await quantities(browser, 'removed-cart')).toEqual([]);
  });

  it("keeps each cart's keys apart, and still adds without a key", async () => {
    const one = shop.agent();
    const other = shop.agent();
    await add(one, 'keys-cart-one', 'same-key-both-carts').expect(201);
    await add(other, 'keys-cart-two', 'same-key-both-carts').expect(201);
    await add(other, 'keys-cart-two').expect(201);
    expect(await quantities(other, 'keys-cart-two')).toEqual([['M', 4]]);
  });

  it('refuses a malformed key with 400 naming the header, adding nothing', async () => {
    const browser = shop.agent();
    const refused = await add(browser, 'bad-key-cart', 'short').expect(400);
    expect(refused.body.fields).toHaveProperty('Idempotency-Key');
    expect(await quantities(browser, 'bad-key-cart')).toEqual([]);
  });
});
