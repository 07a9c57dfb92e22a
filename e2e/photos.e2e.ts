import { devices, type Page, type Response } from '@playwright/test';
import sharp from 'sharp';
import { choose, expect, RUN, test, unique } from './fixtures';

/** A photo as a phone camera makes one: 1600 x 1200, colour gradients and shapes, a few hundred kilobytes. */
async function cameraPhoto(hue: string, accent: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hue}"/><stop offset="1" stop-color="#1f1a14"/></linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#g)"/>
    ${Array.from({ length: 12 }, (_, index) => `<rect x="${index * 130}" y="${200 + (index % 3) * 120}" width="90" height="700" fill="${index % 2 ? accent : '#f2c75c'}" opacity="0.8"/>`).join('')}
    <circle cx="1200" cy="300" r="180" fill="${accent}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/**
 * A shopper on a mid-range Android phone (390 x 844 CSS pixels at 2 device pixels each, what the
 * shop is built for): two cards a row, so a card's photo needs about 375 device pixels.
 */
async function midRangePhone(browser: import('@playwright/test').Browser): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  return context.newPage();
}

/** A bound (not a wait) for the server to make every file of an uploaded photo. */
const UPLOAD_TIMEOUT = 90_000;

/** Every photo the page downloads from /media, with the bytes that came over the wire. */
function photoDownloads(page: Page): { url: string; type: string; bytes: number }[] {
  const downloads: { url: string; type: string; bytes: number }[] = [];
  page.on('response', (response: Response) => {
    if (!new URL(response.url()).pathname.startsWith('/media/')) return;
    void response
      .request()
      .sizes()
      .then((sizes) => downloads.push({ url: new URL(response.url()).pathname, type: response.headers()['content-type'] ?? '', bytes: sizes.responseBodySize }));
  });
  return downloads;
}

test.describe('product photos', () => {
  test('an admin adds a product with two photos from the gallery, and a shopper on a phone gets the 400 px AVIF or WebP, under 25 kB', async ({ adminPage: admin, browser }) => {
    const name = `Photo Journey Kaba ${RUN}`;
    await admin.getByRole('tab', { name: 'Products' }).click();
    await admin.getByRole('button', { name: 'Add New Product' }).click();
    const form = admin.locator('.admin-product-form');
    await form.getByLabel('Product Name').fill(name);
    await choose(admin, form.getByRole('combobox', { name: 'Category' }), "Women's Collection");
    await form.getByLabel('Price (₵)', { exact: true }).fill('210.00');
    await form.getByLabel('Stock (units)').fill('6');
    // Several at once, as chosen in the phone's gallery.
    await form.getByLabel('Add photos').setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#b42318', '#1e6b3a') },
      { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#1e6b3a', '#c8961e') },
    ]);
    const photos = form.getByRole('list', { name: 'Product photos' }).getByRole('listitem');
    await expect(photos).toHaveCount(2);
    // Each photo is encoded in AVIF and WebP at four widths: seconds of CPU, longer on a busy machine.
    await expect(form.getByLabel(/^Uploading/)).toHaveCount(0, { timeout: UPLOAD_TIMEOUT });
    await expect(photos.first()).toContainText('Main');
    // The second becomes the main photo.
    await form.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    await form.getByRole('button', { name: 'Create Product' }).click();
    await expect(admin.getByText('Product created successfully!')).toBeVisible();
    const row = admin.getByRole('row', { name: new RegExp(name) });
    await expect(row.locator('picture source[type="image/avif"]')).toHaveCount(1);

    const shopper = await midRangePhone(browser);
    const downloads = photoDownloads(shopper);
    await shopper.goto(`/products?search=${encodeURIComponent(name)}`);
    // The card's picture (hidden from screen readers: the name below is the link).
    const card = shopper.getByRole('article', { name }).locator('.product-card__media img');
    await expect(card).toBeVisible();
    await expect.poll(() => card.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const chosen = await card.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
    expect(chosen).toMatch(/^\/media\/[0-9a-f]{32}-400\.(avif|webp)$/);
    await expect.poll(() => downloads.find((download) => download.url === chosen)?.bytes ?? -1).toBeGreaterThan(0);
    const listPhotos = downloads.filter((download) => download.url === chosen);
    for (const photo of listPhotos) expect(photo.bytes).toBeLessThanOrEqual(25 * 1024);
    // Only the one file the card needs: no JPEG fallback, no other width.
    expect(downloads.map((download) => download.url)).toEqual([chosen]);

    await shopper.goto(`/products?search=${encodeURIComponent(name)}`);

    // The product page shows both photos, the one moved first as the main one.
    await shopper.getByRole('link', { name }).first().click();
    await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
    const thumbs = shopper.getByRole('list', { name: 'Pictures' }).getByRole('listitem');
    await expect(thumbs).toHaveCount(2);
    const main = shopper.locator('.gallery__main img');
    await expect.poll(() => main.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await main.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toMatch(/^\/media\/[0-9a-f]{32}-(600|1200)\.(avif|webp)$/);
    await shopper.context().close();
  });

  test("a shopper on a Pixel 7 gets every photo of the product list page, the demo catalog's included, as one AVIF under 25 kB", async ({ shopperPage: page }) => {
    const downloads = photoDownloads(page);
    await page.goto('/products');
    // The config's phone: 390 x 844 CSS pixels at the Pixel 7's 2.625 device pixels each.
    expect(await page.evaluate(() => [window.innerWidth, window.devicePixelRatio])).toEqual([390, 2.625]);
    const cards = page.locator('.product-card__media img');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    // Every card scrolled into view, so each lazy photo loads.
    for (let index = 0; index < count; index += 1) {
      await cards.nth(index).scrollIntoViewIfNeeded();
      await expect.poll(() => cards.nth(index).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    }
    const chosen = await cards.evaluateAll((images) => images.filter((image) => image.closest('picture')).map((image) => new URL((image as HTMLImageElement).currentSrc).pathname));
    // A photo for each product of the page that has one (the seeded products all do).
    const listed: { images: string[] }[] = await (await page.request.get('/api/products?limit=24&offset=0')).json();
    expect(chosen).toHaveLength(listed.filter((product) => product.images.length > 0).length);
    expect(chosen.length).toBeGreaterThan(0);
    for (const path of chosen) expect(path).toMatch(/^\/media\/[0-9a-f]{32}-600\.avif$/);
    await expect.poll(() => new Set(downloads.map((download) => download.url)).size).toBe(new Set(chosen).size);
    // One file a photo (no JPEG, no other width), each within the budget.
    expect(downloads.map((download) => download.url).sort()).toEqual([...new Set(chosen)].sort());
    const sizes = downloads.map((download) => download.bytes).sort((a, b) => a - b);
    expect(sizes.filter((bytes) => bytes > 25 * 1024)).toEqual([]);
    test.info().annotations.push({ type: 'list photo bytes', description: `${sizes.length} photos, median ${sizes[sizes.length >> 1]}, largest ${sizes[sizes.length - 1]}` });
    console.log(`List page photos on a Pixel 7: ${sizes.length}, median ${sizes[sizes.length >> 1]} B, largest ${sizes[sizes.length - 1]} B, total ${sizes.reduce((a, b) => a + b, 0)} B`);
  });

  test('a supplier adds a photo from the phone, and it reaches the storefront once the admin publishes the product', async ({ supplierPage: page, supplier, adminPage: admin, browser }) => {
    const product = `Photo Scarf ${unique()}`;
    await page.getByRole('button', { name: /添加产品/ }).first().click();
    await page.getByLabel(/^产品名称/).fill(product);
    await page.getByLabel(/^成本价/).fill('100');
    await page.getByLabel(/^可用库存/).fill('5');
    await page.getByLabel('添加照片').setInputFiles({ name: 'scarf.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#8a6412', '#b42318') });
    await expect(page.getByRole('list', { name: '产品照片' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByLabel(/^正在上传/)).toHaveCount(0, { timeout: UPLOAD_TIMEOUT });
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('产品已添加')).toBeVisible();

    await admin.goto('/admin?tab=suppliers');
    const row = admin.locator('article', { has: admin.getByRole('heading', { name: supplier.business }) }).locator('li', { hasText: product });
    // The admin sees the supplier's photo before putting the product on sale: the one photo is the
    // card's main photo (no further thumbnails), and the product is not in the shop yet.
    const mainPhoto = row.getByRole('img', { name: product, exact: true });
    await expect.poll(() => mainPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await mainPhoto.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toMatch(/^\/media\/[0-9a-f]{32}-\d+\.(avif|webp)$/);
    await expect(row.getByRole('list', { name: `More photos of ${product}` })).toHaveCount(0);
    await expect(row.getByText('Not in the shop yet')).toBeVisible();
    await choose(admin, row.getByRole('combobox', { name: `Category for ${product}` }), 'Accessories');
    await row.getByRole('button', { name: /Publish to store/ }).click();
    await expect(admin.getByText('Product published to the store!')).toBeVisible();
    await expect(row.getByText('Live in the shop')).toBeVisible();

    const shopper = await midRangePhone(browser);
    await shopper.goto(`/products?search=${encodeURIComponent(product)}`);
    const card = shopper.getByRole('article', { name: product }).locator('.product-card__media img');
    await expect.poll(() => card.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await card.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toMatch(/^\/media\/[0-9a-f]{32}-400\.(avif|webp)$/);
    await shopper.context().close();
  });
});
