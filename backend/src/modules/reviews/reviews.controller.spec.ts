import { Product } from '../catalog/domain/product.entity';
import { Order } from '../ordering/domain/order.entity';
import { checkoutBody, insertProduct } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { Review } from './domain/review.entity';

describe('reviews of delivered orders', () => {
  let shop: TestApp;
  let beads: Product;
  let stole: Product;
  let other: Product;
  let order: { id: string; orderNumber: string };

  beforeAll(async () => {
    shop = await createTestApp();
    beads = await insertProduct(shop.dataSource, { name: 'Krobo Beads', price: '45.00' });
    stole = await insertProduct(shop.dataSource, { name: 'Kente Stole', price: '300.00' });
    other = await insertProduct(shop.dataSource, { price: '10.00' });
    const placed = await shop
      .agent()
      .post('/api/orders')
      .send(checkoutBody('review-cart', [{ productId: beads.id, quantity: 1, price: '45.00' }, { productId: stole.id, quantity: 1, price: '300.00' }]))
      .expect(201);
    order = placed.body;
  });
  afterAll(() => shop.close());

  const review = (fields: Record<string, unknown> = {}) => ({ rating: 4, comment: 'Lovely beads, well made.', productId: beads.id, orderId: order.id, userId: null, userName: 'Ama M.', ...fields });
  const setStatus = (status: string) => shop.dataSource.getRepository(Order).update({ id: order.id }, { orderStatus: status });
  const reviewCount = () => shop.dataSource.getRepository(Review).count();

  let deliveredOrders = 0;
  /** A new order for one unit of the product, already delivered so it is open for review. */
  async function deliveredOrderOf(product: Product): Promise<{ id: string }> {
    deliveredOrders += 1;
    const placed = await shop
      .agent()
      .post('/api/orders')
      .send(checkoutBody(`delivered-${deliveredOrders}`, [{ productId: product.id, quantity: 1, price: product.price }]))
      .expect(201);
    await shop.dataSource.getRepository(Order).update({ id: placed.body.id }, { orderStatus: 'delivered' });
    return placed.body;
  }

  it('refuses a review before the order is delivered', async () => {
    const response = await shop.agent().post('/api/reviews').send(review()).expect(409);
    expect(response.body.message).toBe('Reviews open once the order is delivered');
  });

  it('takes one review per product of a delivered order and updates the product rating and count', async () => {
    await setStatus('delivered');
    const created = await shop.agent().post('/api/reviews').send(review({ rating: 4 })).expect(201);
    expect(created.body).toMatchObject({ productId: beads.id, rating: 4, customerName: 'Ama M.', isVerified: true });
    expect(created.body).not.toHaveProperty('email');
    await shop.agent().post('/api/reviews').send(review({ productId: stole.id, rating: 5, userName: null })).expect(201);

    const repeat = await shop.agent().post('/api/reviews').send(review({ rating: 1 })).expect(409);
    expect(repeat.body.message).toBe('This product from this order has already been reviewed');

    const product = await shop.dataSource.getRepository(Product).findOneByOrFail({ id: beads.id });
    expect(product).toMatchObject({ rating: '4.00', reviewCount: 1 });
    const listed = await shop.agent().get(`/api/orders/${order.orderNumber}/reviews`).expect(200);
    expect(listed.body.map((entry: Review) => entry.productId).sort()).toEqual([beads.id, stole.id].sort());
    expect(listed.body.find((entry: Review) => entry.productId === stole.id).customerName).toBe('Ama M.');
  });

  it('refuses a product that is not in the order', async () => {
    await shop.agent().post('/api/reviews').send(review({ productId: other.id })).expect(409);
  });

  it('asks for at least 10 characters and a rating from 1 to 5', async () => {
    const response = await shop.agent().post('/api/reviews').send(review({ comment: 'Nice', rating: 6 })).expect(400);
    expect(response.body.fields.comment).toEqual(['Please write at least 10 characters (at most 2000)']);
    expect(response.body.fields).toHaveProperty('rating');
  });

  it('averages the ratings of every review of a product, from different orders', async () => {
    const smock = await insertProduct(shop.dataSource, { name: 'Fugu Smock', price: '150.00' });
    const first = await deliveredOrderOf(smock);
    const second = await deliveredOrderOf(smock);
    await shop.agent().post('/api/reviews').send(review({ productId: smock.id, orderId: first.id, rating: 4 })).expect(201);
    await shop.agent().post('/api/reviews').send(review({ productId: smock.id, orderId: second.id, rating: 5 })).expect(201);
    const product = await shop.dataSource.getRepository(Product).findOneByOrFail({ id: smock.id });
    expect(product).toMatchObject({ rating: '4.50', reviewCount: 2 });
    expect((await shop.agent().get(`/api/products/${smock.id}`).expect(200)).body).toMatchObject({ rating: '4.50', reviewCount: 2 });
  });

  it.each([
    ['whitespace only', ' '.repeat(12)],
    ['padded to length around one letter', `${' '.repeat(12)}x\t\n`],
  ])('judges the comment after trimming: %s is under 10 characters, and nothing is stored', async (_case, comment) => {
    const fresh = await deliveredOrderOf(other);
    const before = await reviewCount();
    const response = await shop.agent().post('/api/reviews').send(review({ productId: other.id, orderId: fresh.id, comment })).expect(400);
    expect(response.body.fields).toEqual({ comment: ['Please write at least 10 characters (at most 2000)'] });
    expect(await reviewCount()).toBe(before);
  });

  it('stores the comment, title and name trimmed', async () => {
    const fresh = await deliveredOrderOf(other);
    const created = await shop.agent().post('/api/reviews').send(review({ productId: other.id, orderId: fresh.id, comment: '  Fits well, good cloth.  ', title: ' Good ', userName: '  Kofi B. ' })).expect(201);
    expect(created.body).toMatchObject({ comment: 'Fits well, good cloth.', title: 'Good', customerName: 'Kofi B.' });
  });

  it('answers 404 for an unknown order', async () => {
    await shop.agent().post('/api/reviews').send(review({ orderId: '00000000-0000-4000-8000-000000000000' })).expect(404);
    await shop.agent().get('/api/orders/GH-0000-0000-0000/reviews').expect(404);
  });
});
