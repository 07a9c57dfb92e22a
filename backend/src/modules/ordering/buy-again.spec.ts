import type { Agent } from 'supertest';
import { Product } from '../catalog/domain/product.entity';
import { ProductVariant } from '../catalog/domain/product-variant.entity';
import { checkoutBody, insertProduct, signedInBrowser } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';

describe('buying a past order again', () => {
  let shop: TestApp;
  let customer: Agent;
  let sequence = 0;
  beforeAll(async () => {
    shop = await createTestApp();
    customer = await signedInBrowser(shop, 'customer');
  });
  afterAll(() => shop.close());

  /** The customer's order of these lines, placed and paid for from a cart of its own. */
  async function orderOf(browser: Agent, lines: { productId: string; quantity: number; price: string; size?: string }[]): Promise<string> {
    sequence += 1;
    const sessionId = `placed-${sequence}`;
    for (const line of lines) await browser.post('/api/cart').send({ sessionId, productId: line.productId, quantity: line.quantity, size: line.size }).expect(201);
    return (await browser.post('/api/orders').send(checkoutBody(sessionId, lines)).expect(201)).body.id;
  }
  const cartOf = async (browser: Agent, sessionId: string) => (await browser.get(`/api/cart/${sessionId}`).expect(200)).body;
  const setStock = (variantId: string, stock: number) => shop.dataSource.getRepository(ProductVariant).update({ id: variantId }, { stock });

  it('puts every line back in the cart at today’s price, same size and colour and quantity', async () => {
    const dress = await insertProduct(shop.dataSource, { name: 'Kaba Dress', price: '85.50', variants: [{ size: 'L', color: 'Red', stock: 10 }] });
    const scarf = await insertProduct(shop.dataSource, { name: 'Kente Scarf', price: '40.00', sizes: [], colors: [], stock: 5 });
    const orderId = await orderOf(customer, [{ productId: dress.id, quantity: 2, price: '85.50', size: 'L' }, { productId: scarf.id, quantity: 1, price: '40.00' }]);
    await shop.dataSource.getRepository(Product).update({ id: dress.id }, { price: '90.00' });

    const response = await customer.post(`/api/orders/${orderId}/buy-again`).send({ sessionId: 'again-all' }).expect(200);

    expect(response.body.notAdded).toEqual([]);
    expect(response.body.added).toEqual([
      { productId: dress.id, name: 'Kaba Dress', size: 'L', color: 'Red', orderedQuantity: 2, quantity: 2, price: '90.00', outcome: 'added', message: '2 × Kaba Dress (L, Red) added' },
      { productId: scarf.id, name: 'Kente Scarf', size: null, color: null, orderedQuantity: 1, quantity: 1, price: '40.00', outcome: 'added', message: '1 × Kente Scarf added' },
    ]);
    const cart = await cartOf(customer, 'again-all');
    expect(cart.map((line: { productId: string; quantity: number; size: string | null; product: { price: string } }) => [line.productId, line.quantity, line.size, line.product.price])).toEqual(
      expect.arrayContaining([
        [dress.id, 2, 'L', '90.00'],
        [scarf.id, 1, null, '40.00'],
      ]),
    );
    expect(cart).toHaveLength(2);
  });

  it('leaves out a deleted and an inactive product, and a sold-out size, naming why; reduces a line to the units in stock', async () => {
    const deleted = await insertProduct(shop.dataSource, { name: 'Fugu Smock', stock: 5 });
    const inactive = await insertProduct(shop.dataSource, { name: 'Batik Shirt', stock: 5 });
    const soldOut = await insertProduct(shop.dataSource, { name: 'Smock Hat', stock: 5 });
    const scarce = await insertProduct(shop.dataSource, { name: 'Beaded Bag', stock: 9 });
    const orderId = await orderOf(customer, [
      { productId: deleted.id, quantity: 1, price: '100.00' },
      { productId: inactive.id, quantity: 1, price: '100.00' },
      { productId: soldOut.id, quantity: 2, price: '100.00' },
      { productId: scarce.id, quantity: 4, price: '100.00' },
    ]);
    await shop.dataSource.getRepository(Product).delete({ id: deleted.id });
    await shop.dataSource.getRepository(Product).update({ id: inactive.id }, { isActive: false });
    await setStock(soldOut.variants[0].id, 0);
    await setStock(scarce.variants[0].id, 3);

    const response = await customer.post(`/api/orders/${orderId}/buy-again`).send({ sessionId: 'again-some' }).expect(200);

    expect(response.body.added).toEqual([
      expect.objectContaining({ productId: scarce.id, orderedQuantity: 4, quantity: 3, outcome: 'reduced', message: 'Only 3 of 4 Beaded Bag (M, Red) added: that is all in stock' }),
    ]);
    expect(response.body.notAdded).toEqual([
      expect.objectContaining({ productId: deleted.id, name: 'Fugu Smock', quantity: 0, price: null, outcome: 'gone', message: 'Fugu Smock (M, Red) is not sold any more' }),
      expect.objectContaining({ productId: inactive.id, name: 'Batik Shirt', quantity: 0, price: null, outcome: 'gone' }),
      expect.objectContaining({ productId: soldOut.id, orderedQuantity: 2, quantity: 0, outcome: 'sold-out', message: 'Smock Hat (M, Red) is sold out' }),
    ]);
    const cart = await cartOf(customer, 'again-some');
    expect(cart.map((line: { productId: string; quantity: number }) => [line.productId, line.quantity])).toEqual([[scarce.id, 3]]);
  });

  it('counts what the cart already holds against the stock', async () => {
    const cloth = await insertProduct(shop.dataSource, { name: 'Kente Cloth', stock: 5 });
    const orderId = await orderOf(customer, [{ productId: cloth.id, quantity: 2, price: '100.00' }]);
    await customer.post('/api/cart').send({ sessionId: 'again-held', productId: cloth.id, quantity: 2 }).expect(201);

    const first = await customer.post(`/api/orders/${orderId}/buy-again`).send({ sessionId: 'again-held' }).expect(200);
    expect(first.body.added).toEqual([expect.objectContaining({ quantity: 1, outcome: 'reduced' })]);
    const second = await customer.post(`/api/orders/${orderId}/buy-again`).send({ sessionId: 'again-held' }).expect(200);
    expect(second.body.notAdded).toEqual([expect.objectContaining({ quantity: 0, outcome: 'sold-out', message: 'Your cart already holds all 3 of Kente Cloth (M, Red) in stock' })]);
    expect((await cartOf(customer, 'again-held'))[0].quantity).toBe(3);
  });

  it('answers 404 for another customer’s order and 401 to a signed-out browser, adding nothing', async () => {
    const bag = await insertProduct(shop.dataSource, { stock: 5 });
    const orderId = await orderOf(customer, [{ productId: bag.id, quantity: 1, price: '100.00' }]);
    const stranger = await signedInBrowser(shop, 'customer');

    await stranger.post(`/api/orders/${orderId}/buy-again`).send({ sessionId: 'stranger-cart' }).expect(404);
    await shop.agent().post(`/api/orders/${orderId}/buy-again`).send({ sessionId: 'anon-cart' }).expect(401);
    expect(await cartOf(stranger, 'stranger-cart')).toEqual([]);
    // A guest order (no account) is no one's to buy again but the phone's verified owner.
    const guestOrder = (await shop.agent().post('/api/orders').send(checkoutBody('guest-placed', [{ productId: bag.id, quantity: 1, price: '100.00' }])).expect(201)).body.id;
    await customer.post(`/api/orders/${guestOrder}/buy-again`).send({ sessionId: 'again-guest' }).expect(404);
    await customer.post(`/api/orders/00000000-0000-4000-8000-000000000000/buy-again`).send({ sessionId: 'again-none' }).expect(404);
  });

  it('buys again a guest order placed with the phone the customer verified, as My orders lists it', async () => {
    const typed = '024 555 9035';
    const phone = '+233245559035';
    const cloth = await insertProduct(shop.dataSource, { name: 'Adinkra Cloth', stock: 5 });
    const guestOrder = (await shop.agent().post('/api/orders').send({ ...checkoutBody('guest-by-phone', [{ productId: cloth.id, quantity: 1, price: '100.00' }]), phone: typed }).expect(201)).body.id;
    const browser = shop.agent();
    await browser.post('/api/auth/otp').send({ phone: typed }).expect(202);
    const [sms]: { text: string }[] = await shop.dataSource.query(`SELECT text FROM outbox_messages WHERE kind = 'sign-in-code' AND recipient = $1`, [phone]);
    await browser.post('/api/auth/otp/verify').send({ phone: typed, code: /\b(\d{6})\b/.exec(sms.text)![1] }).expect(200);

    const response = await browser.post(`/api/orders/${guestOrder}/buy-again`).send({ sessionId: 'again-by-phone' }).expect(200);
    expect(response.body.added).toEqual([expect.objectContaining({ productId: cloth.id, quantity: 1, outcome: 'added' })]);
  });

  it('refuses a malformed order id or cart id with 400 naming the field', async () => {
    const bad = await customer.post('/api/orders/not-an-id/buy-again').send({ sessionId: 'again-bad' }).expect(400);
    expect(Object.keys(bad.body.fields)).toEqual(['id']);
    const badCart = await customer.post('/api/orders/00000000-0000-4000-8000-000000000000/buy-again').send({ sessionId: 'a b' }).expect(400);
    expect(Object.keys(badCart.body.fields)).toEqual(['sessionId']);
    const missing = await customer.post('/api/orders/00000000-0000-4000-8000-000000000000/buy-again').send({}).expect(400);
    expect(Object.keys(missing.body.fields)).toEqual(['sessionId']);
  });
});
