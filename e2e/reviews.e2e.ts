import { deliverOrder, expect, test } from './fixtures';

interface ListedProduct {
  id: string;
  name: string;
  reviewCount: number;
}

test.describe('a shopper reading reviews on a phone', () => {
  test('sees as many reviews listed as the product page counts, five more at each "Show more reviews"', async ({ shopperPage: page }) => {
    expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
    const products: ListedProduct[] = await (await page.request.get('/api/products?limit=100')).json();
    // The seeded product with the most reviews: more than one page of them.
    const product = [...products].sort((a, b) => b.reviewCount - a.reviewCount)[0];
    expect(product.reviewCount).toBeGreaterThan(5);

    // The first page of reviews comes with the page itself (ADR 022): only "Show more" asks for more.
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const count = product.reviewCount;
    await expect(page.getByText(`(${count} reviews)`)).toBeVisible();

    const section = page.getByRole('region', { name: 'Customer reviews' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText(`Based on ${count} reviews`)).toBeVisible();
    await expect(section.getByRole('list', { name: 'Ratings breakdown' }).getByRole('listitem')).toHaveCount(5);
    await expect(section.getByRole('article')).toHaveCount(5);
    await expect(section.getByText(`Showing 5 of ${count} reviews`)).toBeVisible();

    // Every review is listed once the button has been pressed enough times, and then it is gone.
    const more = section.getByRole('button', { name: 'Show more reviews' });
    for (let shown = 5; shown < count; shown += 5) {
      const next = page.waitForResponse((response) => response.url().includes(`/reviews?limit=5&offset=${shown}`));
      await more.click();
      expect((await next).status()).toBe(200);
      await expect(section.getByRole('article')).toHaveCount(Math.min(shown + 5, count));
    }
    await expect(section.getByText(`Showing ${count} of ${count} reviews`)).toBeVisible();
    await expect(more).toHaveCount(0);
    // What each review shows: a name with the last initial only, its stars in words, and the date.
    const first = section.getByRole('article').first();
    await expect(first).toHaveAttribute('aria-label', /^Review by \S+( \S\.)?$/);
    await expect(first.getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toBeVisible();
    await expect(first.locator('time')).toHaveText(/^\w{3}, \d{1,2} \w{3} \d{4}$/);
  });

  test('sees "No reviews yet" on a product nobody has reviewed', async ({ shopperPage: page }) => {
    const products: ListedProduct[] = await (await page.request.get('/api/products?limit=100')).json();
    const product = products.find((entry) => entry.reviewCount === 0)!;
    expect(product).toBeDefined();
    await page.goto(`/products/${product.id}`);
    await expect(page.getByText('(0 reviews)')).toBeVisible();
    const section = page.getByRole('region', { name: 'Customer reviews' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText('No reviews yet')).toBeVisible();
  });

  test("finds a review written for a delivered order first on the product page, counted, with the reviewer's first name and initial", async ({ shopperPage: page, baseURL }) => {
    const products: ListedProduct[] = await (await page.request.get('/api/products?search=Krobo&limit=1')).json();
    const product = products[0];
    const order = {
      sessionId: 'e2ereviews2',
      email: 'yaa.asantewaa@example.com',
      firstName: 'Yaa',
      lastName: 'Asantewaa',
      phone: '+233 24 555 0101',
      shippingAddress: { address: '8 Adum Road', city: 'Kumasi', region: 'Ashanti', country: 'Ghana' },
      paymentMethod: 'momo',
      deliveryType: 'standard',
      items: [{ productId: product.id, quantity: 1, size: 'One Size', color: 'Green' }],
      subtotal: '0.00',
      shipping: '0.00',
      tax: '0.00',
      total: '0.00',
    };
    // The server answers its own figures for totals it does not agree with.
    const refused = await page.request.post('/api/orders', { data: order });
    expect(refused.status()).toBe(409);
    const placed = await page.request.post('/api/orders', { data: { ...order, ...(await refused.json()).totals } });
    expect(placed.status()).toBe(201);
    const { id: orderId, orderNumber } = await placed.json();
    await deliverOrder(baseURL!, orderNumber);
    const written = await page.request.post('/api/reviews', { data: { rating: 5, title: 'Glows in the sun', comment: 'The beads glow in the evening sun. Strong clasp.', productId: product.id, orderId } });
    expect(written.status()).toBe(201);

    await page.goto(`/products/${product.id}`);
    const count = product.reviewCount + 1;
    await expect(page.getByText(`(${count} reviews)`)).toBeVisible();
    const section = page.getByRole('region', { name: 'Customer reviews' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText(`Based on ${count} reviews`)).toBeVisible();
    const newest = section.getByRole('article').first();
    await expect(newest).toHaveAttribute('aria-label', 'Review by Yaa A.');
    await expect(newest.getByRole('heading', { name: 'Glows in the sun' })).toBeVisible();
    await expect(newest.getByText('Verified purchase')).toBeVisible();
    await expect(newest.getByText('Bought: One Size, Green')).toBeVisible();
    await expect(section).not.toContainText('Asantewaa');
    await expect(section).not.toContainText(orderNumber);
  });
});
