import { expect, test } from '@playwright/test';

test.describe('a shopper browsing the catalog', () => {
  test('sees the seeded products with their images on the product list', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/products');
    await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible();
    await expect(page.getByText(/Showing \d+ products/)).toBeVisible();
    // Other journeys add products without photos; the seeded ones carry the shipped images.
    const firstImage = page.locator('main img[src^="/catalog-images/"]').first();
    await expect(firstImage).toBeVisible();
    // The image really loaded from this host (naturalWidth is 0 for a broken image).
    await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The first page came written into the HTML, and the photo preloaded there is the one the card shows.
    expect(requested.filter((path) => path === '/api/products')).toEqual([]);
    const shown = new URL(await firstImage.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    expect(requested.filter((path) => path === shown)).toHaveLength(1);
    expect(requested.filter((path) => path.startsWith(shown.replace(/-\d+\.webp$/, '-')))).toHaveLength(1);
  });

  test('filters by category through the URL and clears the filter', async ({ page }) => {
    await page.goto('/products?category=accessories');
    await expect(page.getByText(/Showing \d+ products/)).toBeVisible();
    const accessories = await page.getByText(/Showing \d+ products/).textContent();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText(/Showing \d+ products/)).not.toHaveText(accessories ?? '');
  });

  test('lands on the 404 page for an unknown path', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
  });

  test('can read the API documentation at /api/docs', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByText('Kente & Co. shop API')).toBeVisible();
    await expect(page.getByText('/api/products', { exact: true }).first()).toBeVisible();
  });
});
