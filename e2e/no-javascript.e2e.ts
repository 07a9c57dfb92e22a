import type { Page } from '@playwright/test';
import { aBuyer, expect, placePaidOrder, test } from './fixtures';

/*
 * A shopper whose browser runs no script (Opera Mini's server mode, script turned off): the server
 * renders the storefront into its HTML (ADR 022), so browsing, a product's page, tracking by number
 * and the support page read, and their links and the GET forms work; what needs script says so.
 */
test.use({ javaScriptEnabled: false });

/** A "needs JavaScript" note (inside <noscript>, which getByText leaves out). */
function scriptNote(page: Page, text: string) {
  return page.locator('p.needs-javascript', { hasText: text });
}

/** The storefront's price format (SPEC "Display": ₵1,234.50). */
function cedis(amount: string): string {
  return `₵${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

test.describe('a shopper without JavaScript', () => {
  test('browses from the landing page to the list and opens a product, with its name, price and photo', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Authentic Ghana Fashion' })).toBeVisible();
    await page.getByRole('link', { name: 'Shop Collection' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible();
    await expect(page.getByText(/^Showing \d+( of \d+)? products$/)).toBeVisible();
    await expect(scriptNote(page, 'The category and sort choices, the view switch and Add to Cart need JavaScript, which is turned off in this browser.')).toBeVisible();

    const firstName = page.locator('main .product-name-link').first();
    const name = (await firstName.textContent())!.trim();
    await firstName.click();
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const product: { name: string; price: string; images: string[] } = await (await page.request.get(`/api/products/${id}`)).json();
    expect(product.name).toBe(name);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.locator('.product-detail').getByText(cedis(product.price), { exact: true }).first()).toBeVisible();
    const photo = page.locator('.gallery__main img');
    // The <img> holds the 600 px JPEG fallback of the photo's name (ADR 019), or the drawing for a product without one.
    const fallback = product.images[0]?.replace(/\.[\w-]+(-600\.jpg)$/, '$1');
    await expect(photo).toHaveAttribute('src', fallback ?? /^data:image\/svg\+xml,/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(scriptNote(page, 'Adding to the cart needs JavaScript, which is turned off in this browser.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();

    // The breadcrumb goes back to the list.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible();
  });

  test('searches the catalog with the search box, a plain GET form', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('kente');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/\/products\?search=kente$/);
    const names = page.locator('main .product-name-link');
    await expect(names.first()).toBeVisible();
    for (const name of await names.allTextContents()) expect(name.toLowerCase()).toContain('kente');
  });

  test('tracks an order by its number', async ({ page }) => {
    const buyer = aBuyer('Abena');
    const { orderNumber, productName } = await placePaidOrder(page.request, buyer, 2);

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Track Your Order' }).click();
    await expect(page.getByRole('heading', { name: 'Track Your Order' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Order number' }).fill(orderNumber.toLowerCase());
    await page.getByRole('button', { name: 'Track Order' }).click();

    await expect(page).toHaveURL(new RegExp(`/track\\?order=${orderNumber.toLowerCase()}$`));
    await expect(page.getByRole('heading', { level: 2, name: orderNumber })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order progress' })).toBeVisible();
    await expect(page.getByText(productName).first()).toBeVisible();
    await expect(page.getByText(buyer.shippingAddress.address)).toBeVisible();
    await expect(page.getByText(buyer.email)).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Order number' }).fill('GH-0000-0000-00');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByText('Order Not Found')).toBeVisible();
  });

  test('reads the support page, whose message form says it needs JavaScript, and follows its links', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Support' })).toBeVisible();
    await expect(page.getByText('Business Hours').first()).toBeVisible();
    await expect(scriptNote(page, 'Sending a message needs JavaScript, which is turned off in this browser.')).toBeVisible();
    // The FAQ opens without script (<details>).
    const question = page.locator('.faq-item__question').first();
    await question.click();
    await expect(page.locator('.faq-item').first()).toHaveAttribute('open', '');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Kente & Co.' })).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});
