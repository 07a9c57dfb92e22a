import type { Page } from '@playwright/test';
import { aBuyer, expect, holdRequests, placePaidOrder, productPageTakenOver, test } from './fixtures';

/*
 * With JavaScript on, every storefront page comes rendered by the server (ADR 022) and the app
 * takes it over without a mismatch: React reports one as an error (hydration failed, the page
 * rendered again in the browser), so none may be logged while the page hydrates.
 */
/** The footer scrolled into view, where the app takes it over: its form turns on. */
async function footerTakenOver(page: Page): Promise<void> {
  const subscribe = page.getByRole('button', { name: 'Subscribe' });
  await subscribe.scrollIntoViewIfNeeded();
  await expect(subscribe).toBeEnabled();
}

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

  const pages: [string, string | RegExp][] = [
    ['/', 'Authentic Ghana Fashion'],
    ['/products', 'Our Products'],
    [`/products/${inStock.id}`, ''],
    // With an order number the page is that order (the search for another is tucked away below it).
    [`/track?order=${orderNumber}`, /^Your Order$/],
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
    // Hydrated: the footer's form is enabled only once the app has taken it over, as it comes
    // into view (ADR 077), and nothing is still loading (the page's own chunk, whose markup React
    // hydrates when it arrives).
    await footerTakenOver(page);
    await page.waitForLoadState('networkidle');
    expect(errors, path).toEqual([]);
  }
  // The page's own part is hydrated too: Add to Cart waits for the app (useHydrated).
  await page.goto(`/products/${inStock.id}`);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  // The footer, far below, is still the server's HTML, readable, until the shopper nears it.
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  await expect(page.getByRole('navigation', { name: 'Help' })).toBeAttached();
  await footerTakenOver(page);
  // Its reviews came rendered: none are loading, and the page took them over as they were.
  await expect(page.getByRole('region', { name: 'Customer reviews' })).not.toContainText('Loading reviews');
  // An unknown product keeps the server's 'Product not found' once hydrated.
  await page.goto('/products/not-a-product');
  await footerTakenOver(page);
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
    await footerTakenOver(page);
    await page.waitForLoadState('networkidle');
    expect(errors, path).toEqual([]);
  }
  await page.goto('/');
  // Just signed up: the first greeting is a welcome, not a welcome back.
  await expect(page.getByRole('heading', { name: `Welcome, ${customer.firstName}!`, exact: true })).toBeVisible();
});

/**
 * The page's scripts held back: the shopper has the server's HTML and a slow network, as on a phone
 * on mobile data. Only the page's first load is held (a fresh context has no service worker yet to
 * serve them).
 */
const holdScripts = (page: Page) => holdRequests(page, '**/assets/*.js');

/** A product with a photo and two sizes or more, the second in stock in every colour (another journey's product may have it sold out). */
async function productWithPhotoAndSizes(page: Page): Promise<{ id: string; sizes: string[]; colors: string[] }> {
  const products: { id: string; stock: number; sizes: string[]; colors: string[]; images: unknown[]; variants: { size: string | null; stock: number }[] }[] = await (await page.request.get('/api/products?limit=50')).json();
  return products.find(
    (candidate) =>
      candidate.stock > 0 &&
      candidate.sizes.length > 1 &&
      candidate.images.length > 0 &&
      candidate.variants.filter((variant) => variant.size === candidate.sizes[1]).every((variant) => variant.stock > 0),
  )!;
}

test('a size chosen before the script arrives is the size added to the cart', async ({ shopperPage: page }) => {
  const product = await productWithPhotoAndSizes(page);
  const size = product.sizes[1];
  const scripts = await holdScripts(page);
  await page.goto(`/products/${product.id}`, { waitUntil: 'commit' });
  const chip = page.getByRole('group', { name: /Size/ }).getByRole('radio', { name: size, exact: true });
  await chip.check();

  scripts.release();
  const addToCart = page.getByRole('button', { name: 'Add to Cart', exact: true });
  await expect(addToCart).toBeEnabled();
  // Taking the page over put the group back as the server wrote it; the choice was handed over again.
  await expect(chip).toBeChecked();
  // With several colours in stock the colour is the shopper's to choose too (ADR 045).
  if (product.colors.length > 1) await page.getByRole('group', { name: /Colour/ }).getByRole('radio', { disabled: false }).first().check();
  await addToCart.click();
  await expect(page.getByText('Item has been added to your cart.')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText(`Size: ${size}`)).toBeVisible();
});

test('a sort picked before the script arrives is applied once it runs', async ({ shopperPage: page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/products', { waitUntil: 'commit' });
  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });

  scripts.release();
  await expect(page).toHaveURL(/[?&]sort=price-asc\b/);
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
});

test('a page scrolled before the script arrives stays where it is, and a footer link tapped then opens its page at the top', async ({ shopperPage: page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/products', { waitUntil: 'commit' });
  const footer = page.getByRole('contentinfo');
  const link = footer.getByRole('link', { name: 'Shipping Information' });
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // Where the shopper sees the link: cards laid out as they come near may grow the page above it,
  // and the browser keeps what is on screen in place (scroll anchoring).
  const linkOnScreen = async () => (await link.boundingBox())!.y;
  const seenAt = await linkOnScreen();

  scripts.release();
  await expect(footer.getByRole('switch', { name: 'Data saver' })).toBeEnabled();
  expect(Math.abs((await linkOnScreen()) - seenAt)).toBeLessThan(2);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping & Delivery' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

/*
 * Content first (ADR 031): a rendered page starts downloading the app only once its main photo is
 * on screen, so on a slow connection the photo does not share the bandwidth with the scripts;
 * a shopper who touches the page before then starts the app at once.
 */
const APP_START = /\/assets\/start-[^/]+\.js$/;

/** The page's photos held back: the app must not start before the main one is shown. */
const holdPhotos = (page: Page) => holdRequests(page, '**/media/**');

test('a rendered page loads the app only after its main photo is shown', async ({ shopperPage: page }) => {
  const product = await productWithPhotoAndSizes(page);
  const photos = await holdPhotos(page);
  const appRequests: string[] = [];
  page.on('request', (request) => {
    if (APP_START.test(request.url())) appRequests.push(request.url());
  });
  // The entry is a module script: it has run, and is waiting, by the time the page is parsed.
  await page.goto(`/products/${product.id}`, { waitUntil: 'domcontentloaded' });
  await photos.requested;
  expect(appRequests).toEqual([]);
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeDisabled();

  const appRequested = page.waitForRequest(APP_START);
  photos.release();
  await appRequested;
  await productPageTakenOver(page);
});

test('a tap before the main photo is shown starts the app at once, and the choice is kept', async ({ shopperPage: page }) => {
  const product = await productWithPhotoAndSizes(page);
  const photos = await holdPhotos(page);
  await page.goto(`/products/${product.id}`, { waitUntil: 'domcontentloaded' });
  await photos.requested;

  const appRequested = page.waitForRequest(APP_START);
  const chip = page.getByRole('group', { name: /Size/ }).getByRole('radio', { name: product.sizes[1], exact: true });
  await chip.check();
  await appRequested;
  // The photo is still on its way; the page is already the shopper's.
  await productPageTakenOver(page);
  await expect(chip).toBeChecked();
  photos.release();
});
