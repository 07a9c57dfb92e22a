import { aBuyer, expect, placePaidOrder, test } from './fixtures';

/*
 * With JavaScript on, every storefront page comes rendered by the server (ADR 022) and the app
 * takes it over without a mismatch: React reports one as an error (hydration failed, the page
 * rendered again in the browser), so none may be logged while the page hydrates.
 */
test('the storefront pages hydrate the HTML they are served with, without an error', async ({ shopperPage: page }) => {
  const products: { id: string; stock: number }[] = await (await page.request.get('/api/products?limit=50')).json();
  const inStock = products.find((product) => product.stock > 0)!;
  const { orderNumber } = await placePaidOrder(page.request, aBuyer('Yaa'), 2);
  const errors: string[] = [];
  page.on('console', (message) => {
    // The 404 pages are served with their status, which the browser notes as a failed load: no React error.
    const notFoundStatus = /\/(no-such-page|products\/not-a-product)$/.test(message.location().url) && message.text().includes('status of 404');
    if (message.type() === 'error' && !notFoundStatus) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));

  const pages: [string, string][] = [
    ['/', 'Authentic Ghana Fashion'],
    ['/products', 'Our Products'],
    [`/products/${inStock.id}`, ''],
    [`/track?order=${orderNumber}`, 'Track Your Order'],
    ['/support', 'Customer Support'],
    ['/about', 'About Kente & Co.'],
    ['/privacy', 'Privacy Policy'],
    ['/cart', 'Shopping Cart'],
    ['/checkout', 'Checkout'],
    ['/login', 'Login'],
    ['/no-such-page', '404 Page Not Found'],
    ['/products/not-a-product', ''],
  ];
  for (const [path, heading] of pages) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(['/no-such-page', '/products/not-a-product'].includes(path) ? 404 : 200);
    const served = await response.text();
    expect(served, path).toContain('id="ssr-state"');
    await page.goto(path);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Hydrated: the footer's form is enabled only once the app has taken the page over, and
    // nothing is still loading (the page's own chunk, whose markup React hydrates when it arrives).
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(errors, path).toEqual([]);
  }
  // The page's own part is hydrated too: Add to Cart waits for the app (useHydrated).
  await page.goto(`/products/${inStock.id}`);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  // Its reviews came rendered: none are loading, and the page took them over as they were.
  await expect(page.getByRole('region', { name: 'Customer reviews' })).not.toContainText('Loading reviews');
  // An unknown product keeps the server's 'Product not found' once hydrated.
  await page.goto('/products/not-a-product');
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await expect(page.getByRole('alert')).toContainText('Product not found');
  expect(errors).toEqual([]);
});

test('a signed-in customer’s pages, rendered without their account, hydrate without an error', async ({ customerPage: page, customer }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  const products: { id: string }[] = await (await page.request.get('/api/products?limit=1')).json();
  for (const path of ['/', '/cart', `/products/${products[0].id}`]) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(errors, path).toEqual([]);
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${customer.firstName}!` })).toBeVisible();
});
