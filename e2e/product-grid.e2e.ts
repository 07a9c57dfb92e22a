import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { expect, productPageTakenOver, test } from './fixtures';

/** A portrait photo (1:2), as a supplier's phone photo often is. */
const PORTRAIT = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="600"><rect width="300" height="600" fill="#8a6412"/><rect y="250" width="300" height="100" fill="#1e6b3a"/></svg>';

test.describe('the product grid on a phone', () => {
  test('portrait photos stay in their cards’ square frames, centred, and the rows stay even', async ({ shopperPage: page }) => {
    await page.route(/\/(media|catalog-images)\/.+\.(avif|webp|jpe?g|png)$/, (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PORTRAIT }));
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
    const media = page.locator('.product-card__media');
    // The first card with a photo (a product without one shows the placeholder), and its neighbour in the row of two.
    await expect(media.locator('picture').first()).toBeAttached();
    const photographed = await media.evaluateAll((frames) => frames.findIndex((frame) => frame.querySelector('picture')));
    const framed = media.nth(photographed);
    const first = framed.locator('img');
    // Loaded as a portrait (a srcset's width descriptor scales its natural size, never its shape).
    await expect.poll(() => first.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalHeight / image.naturalWidth : 0))).toBeGreaterThan(1.9);

    const [portrait, neighbour] = await Promise.all([framed.boundingBox(), media.nth(photographed % 2 === 0 ? photographed + 1 : photographed - 1).boundingBox()]);
    // The frame is square and as tall as its neighbour; the photo fills exactly the frame, centred.
    expect(Math.abs(portrait!.height - portrait!.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(portrait!.height - neighbour!.height)).toBeLessThanOrEqual(1);
    expect(await first.boundingBox()).toEqual(portrait);
    expect(await first.evaluate((image) => [getComputedStyle(image).objectFit, getComputedStyle(image).objectPosition])).toEqual(['cover', '50% 50%']);
  });
});

test.describe('the product list’s toolbar on a phone, while its HTML is still arriving', () => {
  // Script off: the page stays as parsed, as a first paint finds it when the rest of the document is still on its way.
  test.use({ javaScriptEnabled: false });

  test('shows its two selectors where they end up before the view toggle has arrived', async ({ page }) => {
    const selectorBoxes = () => page.locator('.select-field').evaluateAll((fields) => fields.map((field) => field.getBoundingClientRect().toJSON()));
    await page.goto('/products');
    const complete = await selectorBoxes();
    expect(complete).toHaveLength(2);

    // The same document cut off just before the view toggle, which comes after the selectors.
    await page.route('**/products', async (route) => {
      const html = await (await route.fetch()).text();
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html.slice(0, html.indexOf('<div class="view-toggle"')) });
    });
    await page.goto('/products');
    await expect(page.locator('.view-toggle')).toHaveCount(0);
    expect(await selectorBoxes()).toEqual(complete);
  });
});

test.describe('the stars, the hearts and the selectors’ chevrons on a phone', () => {
  /** The share of an element's box drawn in something other than the card's white, from a screenshot of it. */
  async function inkedShare(element: Locator): Promise<number> {
    const { data, info } = await sharp(await element.screenshot({ animations: 'disabled' })).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let inked = 0;
    for (let i = 0; i < data.length; i += 3) if (data[i] + data[i + 1] + data[i + 2] < 3 * 235) inked += 1;
    return inked / (info.width * info.height);
  }

  test('are drawn as shapes, and no style sheet makes the page build an SVG image (ADR 091)', async ({ shopperPage: page }) => {
    await page.goto('/products');
    await page.goto((await page.locator('.product-name-link').first().getAttribute('href'))!);
    // Every style sheet the storefront loads is in once the app has taken a product page over, and its heart is the live one.
    await productPageTakenOver(page);
    const svgImages = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).filter((text) => text.includes('image/svg')),
    );
    expect(svgImages).toEqual([]);

    // Five stars fill under half of their box and the heart's outline about a third of its own: clipped, not solid.
    const stars = await inkedShare(page.locator('.stars').first());
    expect(stars).toBeGreaterThan(0.3);
    expect(stars).toBeLessThan(0.6);
    const heart = await inkedShare(page.locator('.wishlist-toggle .heart-mark'));
    expect(heart).toBeGreaterThan(0.2);
    expect(heart).toBeLessThan(0.5);
  });
});
