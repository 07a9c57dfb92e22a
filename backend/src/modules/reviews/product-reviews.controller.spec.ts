import { demoCatalog } from '../../database/seed/demo-catalog';
import { demoReviews } from '../../database/seed/demo-reviews';
import { RECOMPUTE_REVIEW_SUMMARIES } from '../../database/migrations/1795642586279-review-sources';
import { Product } from '../catalog/domain/product.entity';
import { SeedDemoCatalogCommand } from '../catalog/commands/seed-demo-catalog/seed-demo-catalog.command';
import { SeedDemoCatalogHandler } from '../catalog/commands/seed-demo-catalog/seed-demo-catalog.handler';
import { Order } from '../ordering/domain/order.entity';
import { checkoutBody, insertProduct } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { SeedDemoReviewsCommand } from './commands/seed-demo-reviews/seed-demo-reviews.command';
import { SeedDemoReviewsHandler } from './commands/seed-demo-reviews/seed-demo-reviews.handler';
import { Review } from './domain/review.entity';
import { PublicReviewDto } from './queries/list-product-reviews/list-product-reviews.dto';

const DAY = 86_400_000;

/** What the stored, published reviews of a product add up to, worked out here without SQL. */
async function storedFigures(shop: TestApp, productId: string) {
  const reviews = await shop.dataSource.getRepository(Review).findBy({ productId, isApproved: true });
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return {
    count: reviews.length,
    average: reviews.length === 0 ? '0.00' : roundHalfUp(sum, reviews.length),
    breakdown: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: reviews.filter((review) => review.rating === stars).length })),
  };
}

/** sum / count to 2 decimals, half up, as a string ("4.67"), in integers so no floating point decides it. */
function roundHalfUp(sum: number, count: number): string {
  const hundredths = Math.floor((sum * 200 + count) / (2 * count));
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

describe('GET /api/products/{id}/reviews', () => {
  let shop: TestApp;
  let product: Product;
  const ratings = [5, 4, 4, 3, 5, 1, 5, 2, 4, 5, 3, 4];

  beforeAll(async () => {
    shop = await createTestApp();
    product = await insertProduct(shop.dataSource, { name: 'Kente Stole', sizes: ['M', 'L'], colors: ['Blue'] });
    const now = Date.now();
    // Twelve reviews, one a day: review i was written i days ago (0 is the newest).
    await shop.dataSource.getRepository(Review).save(
      ratings.map((rating, index) => ({
        source: 'demo' as const,
        orderId: null,
        productId: product.id,
        customerName: index === 0 ? 'Akosua Boateng' : 'Kojo Mensah',
        email: null,
        rating,
        title: index % 2 ? null : `Title ${index}`,
        comment: `Review number ${index}, long enough.`,
        size: 'M',
        color: 'Blue',
        isVerified: false,
        createdAt: new Date(now - index * DAY),
      })),
    );
    // One hidden review: the summary and the list count only published ones.
    await shop.dataSource.getRepository(Review).save({
      source: 'demo',
      orderId: null,
      productId: product.id,
      customerName: 'Hidden Person',
      rating: 1,
      comment: 'Not published, never counted.',
      isApproved: false,
      createdAt: new Date(now + DAY),
    });
  });
  afterAll(() => shop.close());

  it('answers the newest reviews first, 5 by default, with the total in X-Total-Count', async () => {
    const response = await shop.agent().get(`/api/products/${product.id}/reviews`).expect(200);
    expect(response.headers['x-total-count']).toBe('12');
    expect(response.body.reviews.map((review: PublicReviewDto) => review.comment)).toEqual([0, 1, 2, 3, 4].map((index) => `Review number ${index}, long enough.`));
    expect(response.body.reviews[0]).toEqual({
      id: expect.any(String),
      reviewerName: 'Akosua B.',
      rating: 5,
      title: 'Title 0',
      comment: 'Review number 0, long enough.',
      size: 'M',
      color: 'Blue',
      verifiedPurchase: false,
      createdAt: expect.any(String),
    });
  });

  it('pages through every review once with limit and offset', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 14; offset += 5) {
      const response = await shop.agent().get(`/api/products/${product.id}/reviews?limit=5&offset=${offset}`).expect(200);
      expect(response.headers['x-total-count']).toBe('12');
      seen.push(...response.body.reviews.map((review: PublicReviewDto) => review.comment));
    }
    expect(seen).toEqual(ratings.map((_rating, index) => `Review number ${index}, long enough.`));
    const past = await shop.agent().get(`/api/products/${product.id}/reviews?offset=50`).expect(200);
    expect(past.body.reviews).toEqual([]);
    expect(past.body.summary.count).toBe(12);
  });

  it('sums up the stored, published reviews: average, count and a 5-to-1 star breakdown', async () => {
    const response = await shop.agent().get(`/api/products/${product.id}/reviews?limit=1`).expect(200);
    const stored = await storedFigures(shop, product.id);
    expect(response.body.summary).toEqual({ average: stored.average, count: stored.count, breakdown: stored.breakdown });
    // 45 stars over 12 reviews.
    expect(response.body.summary).toMatchObject({ average: '3.75', count: 12 });
    expect(response.body.summary.breakdown).toEqual([
      { stars: 5, count: 4 },
      { stars: 4, count: 4 },
      { stars: 3, count: 2 },
      { stars: 2, count: 1 },
      { stars: 1, count: 1 },
    ]);
  });

  it('answers an empty summary for a product with no review', async () => {
    const fresh = await insertProduct(shop.dataSource);
    const response = await shop.agent().get(`/api/products/${fresh.id}/reviews`).expect(200);
    expect(response.headers['x-total-count']).toBe('0');
    expect(response.body).toEqual({ summary: { average: '0.00', count: 0, breakdown: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })) }, reviews: [] });
  });

  it('answers 404 for an unknown or inactive product', async () => {
    await shop.agent().get('/api/products/00000000-0000-4000-8000-000000000000/reviews').expect(404);
    const hidden = await insertProduct(shop.dataSource, { isActive: false });
    const response = await shop.agent().get(`/api/products/${hidden.id}/reviews`).expect(404);
    expect(response.body.message).toBe('Product not found');
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['limit=two', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=1.5', 'offset'],
    ['offset=10001', 'offset'],
    ['page=2', 'page'],
  ])('answers 400 naming the field for %s', async (search, field) => {
    const response = await shop.agent().get(`/api/products/${product.id}/reviews?${search}`).expect(400);
    expect(Object.keys(response.body.fields)).toEqual([field]);
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const response = await shop.agent().get('/api/products/not-a-uuid/reviews').expect(400);
    expect(response.body.fields).toHaveProperty('id');
  });
});

describe("reviews of a delivered order, as everyone reads them", () => {
  let shop: TestApp;
  let product: Product;

  beforeAll(async () => {
    shop = await createTestApp();
    // Units in every size and colour bought below (ADR 021: stock is per variant).
    const units = ['M', 'L'].flatMap((size) => ['Blue', 'White'].map((color) => ({ size, color, stock: 10 })));
    product = await insertProduct(shop.dataSource, { name: 'Fugu Smock', price: '150.00', sizes: ['M', 'L'], colors: ['Blue', 'White'], variants: units });
  });
  afterAll(() => shop.close());

  async function deliveredOrder(sessionId: string, line: { size: string; color: string }) {
    const body = checkoutBody(sessionId, [{ productId: product.id, quantity: 1, price: product.price, size: line.size }]);
    const placed = await shop
      .agent()
      .post('/api/orders')
      .send({ ...body, items: body.items.map((item) => ({ ...item, color: line.color })) })
      .expect(201);
    await shop.dataSource.getRepository(Order).update({ id: placed.body.id }, { orderStatus: 'delivered' });
    return placed.body as { id: string; orderNumber: string };
  }

  it("shows the first name and last initial, the size and colour bought, and never the reviewer's e-mail, order or account", async () => {
    const order = await deliveredOrder('privacy-cart', { size: 'L', color: 'White' });
    const stored = await shop.dataSource.getRepository(Order).findOneByOrFail({ id: order.id });
    await shop
      .agent()
      .post('/api/reviews')
      .send({ rating: 4, comment: 'Fits well and the cloth is strong.', title: 'Good smock', productId: product.id, orderId: order.id, userName: `${stored.firstName} ${stored.lastName} ${stored.email}` })
      .expect(201);
    // A reviewer who typed an e-mail address as their name.
    const second = await deliveredOrder('privacy-cart-2', { size: 'M', color: 'Blue' });
    await shop.agent().post('/api/reviews').send({ rating: 5, comment: 'Lovely indigo stripes.', productId: product.id, orderId: second.id, userName: 'kofi.b@example.com' }).expect(201);

    const response = await shop.agent().get(`/api/products/${product.id}/reviews`).expect(200);
    const [newest, older] = response.body.reviews;
    expect(older).toMatchObject({ reviewerName: `${stored.firstName} ${stored.lastName.charAt(0).toUpperCase()}.`, rating: 4, title: 'Good smock', size: 'L', color: 'White', verifiedPurchase: true });
    expect(newest).toMatchObject({ reviewerName: 'A shopper', rating: 5, size: 'M', color: 'Blue', verifiedPurchase: true });
    for (const review of response.body.reviews) expect(Object.keys(review).sort()).toEqual(['color', 'comment', 'createdAt', 'id', 'rating', 'reviewerName', 'size', 'title', 'verifiedPurchase']);
    const body = JSON.stringify(response.body);
    for (const secret of [stored.email, 'kofi.b@example.com', order.orderNumber, second.orderNumber, order.id, second.id, stored.lastName]) expect(body).not.toContain(secret);
  });

  it("keeps the product's rating and count equal to the stored reviews after each new review", async () => {
    const third = await deliveredOrder('recount-cart', { size: 'M', color: 'Blue' });
    await shop.agent().post('/api/reviews').send({ rating: 1, comment: 'The colour ran in the wash.', productId: product.id, orderId: third.id }).expect(201);
    const stored = await storedFigures(shop, product.id);
    const saved = await shop.dataSource.getRepository(Product).findOneByOrFail({ id: product.id });
    expect({ rating: saved.rating, reviewCount: saved.reviewCount }).toEqual({ rating: stored.average, reviewCount: stored.count });
    expect(stored).toMatchObject({ count: 3, average: '3.33' });
    const summary = (await shop.agent().get(`/api/products/${product.id}/reviews`).expect(200)).body.summary;
    expect(summary).toMatchObject({ average: saved.rating, count: saved.reviewCount });
    expect((await shop.agent().get(`/api/products/${product.id}`).expect(200)).body).toMatchObject({ rating: '3.33', reviewCount: 3 });
  });
});

describe('the demo reviews', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('name only demo products, with 1 to 5 stars, comments of 10 characters or more and options each product has', () => {
    const bySlug = new Map(demoCatalog.map((product) => [product.slug, product]));
    for (const [slug, reviews] of Object.entries(demoReviews)) {
      const product = bySlug.get(slug);
      expect(product).toBeDefined();
      for (const review of reviews) {
        expect(review.comment.trim().length).toBeGreaterThanOrEqual(10);
        expect([1, 2, 3, 4, 5]).toContain(review.rating);
        expect(review.size === null ? product!.sizes.length === 0 : product!.sizes.includes(review.size)).toBe(true);
        if (review.color !== null) expect(product!.colors).toContain(review.color);
        expect(review.daysAgo).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("store every review a seeded product claims: each one's rating and count equal its stored reviews", async () => {
    await shop.app.get(SeedDemoCatalogHandler).execute(new SeedDemoCatalogCommand());
    const stored = await shop.app.get(SeedDemoReviewsHandler).execute(new SeedDemoReviewsCommand());
    expect(stored).toBe(Object.values(demoReviews).flat().length);
    expect(await shop.app.get(SeedDemoReviewsHandler).execute(new SeedDemoReviewsCommand())).toBe(0);

    const products = await shop.dataSource.getRepository(Product).find();
    expect(products).toHaveLength(demoCatalog.length);
    for (const product of products) {
      const figures = await storedFigures(shop, product.id);
      const slug = demoCatalog.find((entry) => entry.name === product.name)!.slug;
      expect({ name: product.name, rating: product.rating, reviewCount: product.reviewCount }).toEqual({ name: product.name, rating: figures.average, reviewCount: figures.count });
      expect(figures.count).toBe(demoReviews[slug]?.length ?? 0);
      const listed = await shop.agent().get(`/api/products/${product.id}/reviews?limit=50`).expect(200);
      expect(listed.body.reviews).toHaveLength(product.reviewCount);
      expect(listed.body.summary).toMatchObject({ average: product.rating, count: product.reviewCount });
    }
    // Some products have enough reviews to page through, and some none at all.
    expect(products.some((product) => product.reviewCount > 5)).toBe(true);
    expect(products.some((product) => product.reviewCount === 0)).toBe(true);
  });

  it('are marked as demo reviews with no order, e-mail or account behind them, spread over past months', async () => {
    const reviews = await shop.dataSource.getRepository(Review).find();
    expect(reviews.every((review) => review.source === 'demo' && review.orderId === null && review.email === null && review.userId === null && !review.isVerified)).toBe(true);
    const ages = reviews.map((review) => (Date.now() - review.createdAt.getTime()) / DAY);
    expect(Math.min(...ages)).toBeLessThan(7);
    expect(Math.max(...ages)).toBeGreaterThan(90);
  });
});

describe('a database seeded before demo reviews existed', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('shows 0 for counts it only claimed, then gets the demo reviews except where shoppers already reviewed', async () => {
    await shop.app.get(SeedDemoCatalogHandler).execute(new SeedDemoCatalogCommand());
    const products = shop.dataSource.getRepository(Product);
    const stole = await products.findOneByOrFail({ name: demoCatalog[0].name });
    const smock = await products.findOneByOrFail({ name: demoCatalog[2].name });
    // As the old seed left them: counts with no review behind them.
    await shop.dataSource.query(`UPDATE products SET rating = 4.90, "reviewCount" = 87`);
    // A shopper's real review of the smock, from before the upgrade.
    const placed = await shop.agent().post('/api/orders').send(checkoutBody('upgrade-cart', [{ productId: smock.id, quantity: 1, price: smock.price, size: 'L' }])).expect(201);
    await shop.dataSource.getRepository(Review).save({ orderId: placed.body.id, source: 'order', productId: smock.id, customerName: 'Real Shopper', email: 'real@example.com', rating: 3, comment: 'A real review before the upgrade.' });

    await shop.dataSource.query(RECOMPUTE_REVIEW_SUMMARIES);
    expect(await products.findOneByOrFail({ id: stole.id })).toMatchObject({ rating: '0.00', reviewCount: 0 });
    expect(await products.findOneByOrFail({ id: smock.id })).toMatchObject({ rating: '3.00', reviewCount: 1 });

    await shop.app.get(SeedDemoReviewsHandler).execute(new SeedDemoReviewsCommand());
    expect((await products.findOneByOrFail({ id: stole.id })).reviewCount).toBe(demoReviews[demoCatalog[0].slug].length);
    expect(await products.findOneByOrFail({ id: smock.id })).toMatchObject({ rating: '3.00', reviewCount: 1 });
  });
});

describe('a shop started on an empty database with the demo catalog on', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({ seedDemoCatalog: true });
  });
  afterAll(() => shop.close());

  it('has the demo reviews behind the demo products as soon as it answers', async () => {
    const listed = await shop.agent().get('/api/products?limit=100').expect(200);
    const withReviews = listed.body.filter((product: Product) => product.reviewCount > 0);
    expect(withReviews.length).toBe(Object.keys(demoReviews).length);
    expect(await shop.dataSource.getRepository(Review).count()).toBe(Object.values(demoReviews).flat().length);
  });

  it('keeps demo reviews that staff deleted deleted at the next seeding', async () => {
    await shop.dataSource.query(`DELETE FROM reviews WHERE source = 'demo'`);
    expect(await shop.app.get(SeedDemoReviewsHandler).execute(new SeedDemoReviewsCommand())).toBe(0);
    expect(await shop.dataSource.getRepository(Review).count()).toBe(0);
  });
});
