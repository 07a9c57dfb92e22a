import type { Page } from '@playwright/test';
import { expect, productPageTakenOver, test } from './fixtures';

interface ListedProduct {
  id: string;
  name: string;
  stock: number;
  variants: { stock: number }[];
  sizes: string[];
  colors: string[];
}

/** Once the service worker has taken charge of the page, every later request goes through it. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** Checks a chip's native radio: the shopper's tap on the size, and on a colour where several are in stock. */
async function chooseSize(page: Page, product: ListedProduct): Promise<void> {
  await productPageTakenOver(page);
  await page.getByRole('group', { name: /Size/ }).getByRole('radio', { name: product.sizes[0], exact: true }).check();
  if (product.colors.length > 1) await page.getByRole('group', { name: /Colour/ }).getByRole('radio', { disabled: false }).first().check();
}

test.describe('a shopper on a phone with a connection that comes and goes', () => {
  test('opens a visited product page offline from the service worker, sees the last known cart, and an addition made offline reaches the cart once', async ({ shopperPage: page }) => {
    const context = page.context();
    const listed: ListedProduct[] = await (await page.request.get('/api/products?limit=24')).json();
    // Every size in stock (another journey's product may have one sold out), so the first size can be chosen.
    const [kept, queued] = listed.filter((product) => product.stock >= 5 && product.sizes.length > 0 && product.variants.every((variant) => variant.stock > 0));
    const banner = page.getByRole('status').filter({ hasText: 'Showing pages you have visited.' });

    // Online: the list, then the two product pages, each opened as a page of its own (a visit).
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
    await controlledByServiceWorker(page);
    await page.goto(`/products/${kept.id}`);
    await expect(page.getByRole('heading', { level: 1, name: kept.name })).toBeVisible();
    await chooseSize(page, kept);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByText('Item has been added to your cart.')).toBeVisible();
    await page.goto(`/products/${queued.id}`);
    await expect(page.getByRole('heading', { level: 1, name: queued.name })).toBeVisible();
    const photo = page.getByRole('main').getByRole('img', { name: queued.name }).first();
    await expect(photo).toHaveJSProperty('complete', true);
    await page.goto('/cart');
    await expect(page.getByRole('link', { name: kept.name })).toBeVisible();

    // Offline: the product page reloads from the service worker, photo included, under the banner.
    await context.setOffline(true);
    const offlinePage = await page.goto(`/products/${queued.id}`);
    expect(offlinePage?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: queued.name })).toBeVisible();
    await expect(banner).toHaveText('You are offline. Showing pages you have visited.');
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    // An addition made offline is kept for later and said so.
    await chooseSize(page, queued);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByText('Saved for when you are back online')).toBeVisible();
    await expect(page.getByRole('button', { name: "Will be added when you're back online" })).toBeVisible();
    await expect(banner).toContainText('1 item will be added to your cart when you are back online.');

    // The cart as last seen, with checkout off and the reason given.
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(page.getByRole('link', { name: kept.name })).toBeVisible();
    const waiting = page.getByRole('region', { name: "Will be added when you're back online" });
    await expect(waiting.getByText(queued.name)).toBeVisible();
    const checkout = page.getByRole('link', { name: 'Proceed to Checkout' });
    await expect(checkout).toHaveAttribute('aria-disabled', 'true');
    await expect(checkout).toHaveAccessibleDescription('You are offline. Checkout needs a connection: this is your cart as last seen on this device.');

    // Checkout opened offline all the same (a bookmark, Back): the shop's own page says why, not the browser's error page.
    const offlineCheckout = await page.goto('/checkout');
    expect(offlineCheckout?.fromServiceWorker()).toBe(true);
    await expect(page.getByText('Checkout needs a connection. Your cart is kept on this device: check out when you are back online.')).toBeVisible();
    await page.getByRole('link', { name: 'View Your Cart' }).click();
    await expect(page.getByRole('link', { name: kept.name })).toBeVisible();
    await expect(checkout).toHaveAttribute('aria-disabled', 'true');

    // Back online: the queued addition is sent, once, and the cart shows it.
    await context.setOffline(false);
    await expect(page.getByText('Added to cart!')).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(waiting).toHaveCount(0);
    await expect(page.getByRole('link', { name: queued.name })).toBeVisible();
    await expect(checkout).not.toHaveAttribute('aria-disabled');
    await expect(page.getByText('2 items', { exact: true })).toBeVisible();
    const sessionId = await page.evaluate(() => sessionStorage.getItem('sessionId'));
    const cart: { productId: string; quantity: number }[] = await (await page.request.get(`/api/cart/${sessionId}`)).json();
    expect(cart.map(({ productId, quantity }) => [productId, quantity]).sort()).toEqual([[kept.id, 1], [queued.id, 1]].sort());
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cartQueue'))).toBeNull();
  });

  test('opens offline the one page of a visit, a product link opened before the service worker was installed', async ({ shopperPage: page }) => {
    const [product]: ListedProduct[] = await (await page.request.get('/api/products?limit=1')).json();
    const path = `/products/${product.id}`;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await controlledByServiceWorker(page);
    // What the shopper cannot see but the next step needs: the worker has kept the page it was installed from.
    await expect.poll(() => page.evaluate(async (kept) => (await caches.match(kept)) !== undefined, path)).toBe(true);

    await page.context().setOffline(true);
    const offlinePage = await page.reload();
    expect(offlinePage?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Showing pages you have visited.' })).toBeVisible();
  });

  test('the service worker never stores the admin console, the supplier portal or private answers', async ({ shopperPage: page }) => {
    await page.goto('/');
    await controlledByServiceWorker(page);
    // The page the worker was installed from, kept once it took charge (a page left at that moment is not).
    await expect.poll(() => page.evaluate(async () => (await caches.match('/')) !== undefined)).toBe(true);
    // Opened again through the worker, the landing page is still the server's, not the bare app shell.
    const again = await page.goto('/');
    expect(again?.fromServiceWorker()).toBe(true);
    expect(await again!.text()).toMatch(/<h1[^>]*>/);
    await page.goto('/supplier-login');
    await expect(page.getByRole('tab').first()).toBeVisible();
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
    const stored = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(stored).toContain('/products');
    expect(stored.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(stored.filter((path) => /admin|supplier|sales-chart|photo-picker|^\/api\/(?:auth|cart|orders)/.test(path))).toEqual([]);
  });
});
