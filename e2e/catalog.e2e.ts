import { expect, test } from './fixtures';

/** SPEC's 'Showing N products' when the result fits on one page of 24, else how many of them this page shows. */
const COUNT_TEXT = /^Showing \d+( of \d+)? products$/;
function countText(total: number): string {
  return total <= 24 ? `Showing ${total} ${total === 1 ? 'product' : 'products'}` : `Showing 24 of ${total} products`;
}

test.describe('a shopper browsing the catalog', () => {
  test('sees the seeded products with their images on the product list', async ({ shopperPage: page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/products');
    await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible();
    await expect(page.getByText(COUNT_TEXT)).toBeVisible();
    // Other journeys add products without photos; the seeded ones carry the shipped photos, served as uploads are.
    const firstImage = page.locator('main picture img[src^="/media/"]').first();
    await expect(firstImage).toBeVisible();
    // The image really loaded from this host (naturalWidth is 0 for a broken image).
    await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The first page came written into the HTML, and the photo preloaded there is the one the card shows.
    expect(requested.filter((path) => path === '/api/products')).toEqual([]);
    const shown = new URL(await firstImage.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    expect(shown).toMatch(/^\/media\/[0-9a-f]{32}-(400|600)\.avif$/);
    expect(requested.filter((path) => path === shown)).toHaveLength(1);
    // One file of that photo, no other width or format.
    expect(requested.filter((path) => path.startsWith(shown.replace(/-\d+\.avif$/, '-')))).toHaveLength(1);
  });

  test('filters by category through the URL and clears the filter', async ({ shopperPage: page }) => {
    // What the server counts now: the page must come to show exactly that, not a figure read mid-load.
    const count = async (query: string) => (await page.request.get(`/api/products?limit=1${query}`)).headers()['x-total-count'];
    const accessories = await count('&category=accessories');
    const all = await count('');
    expect(Number(accessories)).toBeLessThan(Number(all));
    await page.goto('/products?category=accessories');
    await expect(page.getByText(COUNT_TEXT)).toHaveText(countText(Number(accessories)));
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText(COUNT_TEXT)).toHaveText(countText(Number(all)));
  });

  test('opens a product far down the list and goes Back to the list where they had scrolled', async ({ shopperPage: page }) => {
    await page.goto('/products');
    const card = page.getByRole('main').getByRole('article').nth(15);
    const name = (await card.getByRole('heading').textContent()) ?? '';
    const link = card.getByRole('link', { name, exact: true });
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    // Once the app has taken the card over, as it comes into view (ADR 077), the product opens in
    // place, not as a new document: the card's heart says it has.
    await expect(card.getByRole('button', { name: `Add ${name} to wishlist` })).toBeEnabled();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await link.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect(link).toBeInViewport();
    // Cards laid out as they come near may move the page by a little (scroll anchoring): not by a screen.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 400);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('lands on the 404 page for an unknown path', async ({ shopperPage: page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
  });

  test('can read the API documentation at /api/docs', async ({ shopperPage: page }) => {
    await page.goto('/api/docs');
    await expect(page.getByText('Kente & Co. shop API')).toBeVisible();
    await expect(page.getByText('/api/products', { exact: true }).first()).toBeVisible();
  });
});
