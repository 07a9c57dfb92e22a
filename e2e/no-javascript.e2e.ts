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

  test("reads a product's reviews, rendered into its page", async ({ page }) => {
    const products: { id: string; name: string; reviewCount: number }[] = await (await page.request.get('/api/products?limit=50')).json();
    const reviewed = products.find((product) => product.reviewCount > 5);
    expect(reviewed, 'the demo catalog has products with more than a page of reviews (ADR 017)').toBeDefined();
    const { summary, reviews }: { summary: { count: number }; reviews: { comment: string }[] } = await (await page.request.get(`/api/products/${reviewed!.id}/reviews?limit=5&offset=0`)).json();

    await page.goto(`/products/${reviewed!.id}`);
    const section = page.getByRole('region', { name: 'Customer reviews' });
    await expect(section.getByText(`Based on ${summary.count} review${summary.count === 1 ? '' : 's'}`)).toBeVisible();
    await expect(section.getByText(reviews[0].comment)).toBeVisible();
    await expect(section.getByRole('listitem').filter({ has: page.getByRole('article') })).toHaveCount(reviews.length);
    await expect(section.getByText('Loading reviews…')).toHaveCount(0);
    // The next page comes through script, and says so.
    await expect(scriptNote(page, 'Showing more reviews needs JavaScript, which is turned off in this browser.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Show more reviews' })).toBeDisabled();
  });

  test("is told 'Product not found', with a 404, for a product the shop does not have, and goes back to the list", async ({ page }) => {
    for (const path of ['/products/0f6f3c52-5d8e-4a57-8d44-3a7b1d2c9e10', '/products/not-a-product']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('alert')).toContainText('Product not found');
    }
    await page.getByRole('link', { name: 'Back to Products' }).click();
    await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible();
  });

  test('opens the phone menu and follows its links', async ({ page }) => {
    await page.goto('/');
    // The drawer's button needs script: a disclosure stands in its place.
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    const menuButton = page.locator('summary[aria-label="Menu"]');
    await menuButton.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Support' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Support' })).toBeVisible();

    // On the next page it starts closed again, and opens there too.
    await expect(menu).toBeHidden();
    await menuButton.click();
    await menu.getByRole('link', { name: 'Track Order' }).click();
    await expect(page.getByRole('heading', { name: 'Track Your Order' })).toBeVisible();
  });

  test('searches the catalog with the search box, a plain GET form', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('combobox', { name: 'Search products' }).fill('kente');
    await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
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

    // The order is the page now; the search for another is tucked away below it, and opens without a script.
    await expect(page.getByRole('heading', { level: 1, name: 'Your Order', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Order number' })).toBeHidden();
    await page.getByText('Track another order', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Order number' }).fill('GH-0000-0000-00');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByText('Order Not Found')).toBeVisible();
  });

  test('opens the cart before adding anything, reads that it is empty, and goes on shopping', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
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

  test('opens the account page and is told it needs JavaScript, with no loading line that never ends', async ({ page }) => {
    const response = await page.goto('/account');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
    await expect(scriptNote(page, 'Your account page needs JavaScript, which is turned off in this browser.')).toBeVisible();
    await expect(page.getByText('Loading your account…')).toBeHidden();
  });
});
