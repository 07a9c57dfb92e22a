import type { APIRequestContext, Page } from '@playwright/test';
import { adminApi, expect, productPageTakenOver, test, unique } from './fixtures';

/**
 * Issue 16: stock is kept per size x colour. The admin arranges a product through the API; the
 * shoppers only ever see the storefront.
 */

interface Variant {
  size: string | null;
  color: string | null;
  stock: number;
}

async function createProduct(admin: APIRequestContext, name: string, sizes: string[], colors: string[], variants: Variant[]): Promise<string> {
  const created = await admin.post('/api/admin/products', {
    data: { name, description: 'A journey product', price: '120.00', category: 'mens', sizes, colors, variants, isActive: true },
  });
  expect(created.status()).toBe(201);
  const product = await created.json();
  expect(product.stock).toBe(variants.reduce((sum, variant) => sum + variant.stock, 0));
  return product.id;
}

/** On the product page: a size and (when given) a colour, then Add to Cart, and the cart's word that it is in. */
async function addToCart(page: Page, productId: string, name: string, size: string, color?: string) {
  await page.goto(`/products/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await productPageTakenOver(page);
  // The chip's native radio lies over its face, so checking it is the shopper's tap.
  await page.getByRole('group', { name: /Size/ }).getByRole('radio', { name: size, exact: true }).check();
  if (color) await page.getByRole('group', { name: /Colour/ }).getByRole('radio', { name: color, exact: true }).check();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('Item has been added to your cart.')).toBeVisible();
}

/** From the cart to a filled checkout form, Mobile Money chosen: only Place Order is left. */
async function fillCheckout(page: Page, firstName: string) {
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill(firstName);
  await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Mensah');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`${firstName.toLowerCase()}.${unique()}@example.com`);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+233 24 123 4567');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Bank Road');
  await page.getByRole('textbox', { name: 'Landmark', exact: true }).fill('opposite the Total filling station');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Accra');
  await page.getByLabel('Region').selectOption('Greater Accra');
  await page.getByRole('radio', { name: /Standard Delivery/ }).check();
  await page.getByRole('radio', { name: /Mobile Money/ }).check();
}

test.describe('sizes and colours with their own stock', () => {
  test('a size sold out in the chosen colour shows as sold out and cannot be chosen', async ({ shopperPage: page, baseURL }) => {
    const name = `Kente Shirt ${unique()}`;
    const admin = await adminApi(baseURL!);
    const id = await createProduct(admin, name, ['S', 'M', 'L'], ['Blue', 'White'], [
      { size: 'S', color: 'Blue', stock: 4 },
      { size: 'S', color: 'White', stock: 1 },
      { size: 'M', color: 'Blue', stock: 0 },
      { size: 'M', color: 'White', stock: 0 },
      { size: 'L', color: 'Blue', stock: 0 },
      { size: 'L', color: 'White', stock: 3 },
    ]);
    await admin.dispose();

    await page.goto(`/products/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await productPageTakenOver(page);
    const sizes = page.getByRole('group', { name: /Size/ });
    // M has nothing in any colour: named so, and the radio is off.
    const medium = sizes.getByRole('radio', { name: 'M — sold out' });
    await expect(medium).toBeDisabled();
    await expect(sizes.getByText('M — sold out')).toBeVisible();
    // A tap on its face chooses nothing.
    await sizes.getByText('M — sold out').click({ force: true });
    await expect(medium).not.toBeChecked();
    await expect(page.getByText('Choose a size and colour to add this to your cart.')).toBeVisible();

    // Blue sells no L: with Blue chosen, L is the sold-out size; the notice and quantity follow S / Blue.
    await page.getByRole('group', { name: /Colour/ }).getByRole('radio', { name: 'Blue', exact: true }).check();
    await expect(sizes.getByRole('radio', { name: 'L — sold out' })).toBeDisabled();
    await sizes.getByRole('radio', { name: 'S', exact: true }).check();
    await expect(page.getByText('Only 4 left in stock')).toBeVisible();
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    for (let step = 0; step < 3; step += 1) await increase.click();
    await expect(page.getByRole('status', { name: 'Quantity' })).toHaveText('4');
    await expect(increase).toBeDisabled();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByText('Item has been added to your cart.')).toBeVisible();

    // The cart line carries the size and colour, bounded by that variant's 4.
    await page.goto('/cart');
    await expect(page.getByText('Size: S · Colour: Blue')).toBeVisible();
    await expect(page.getByRole('status', { name: `Quantity of ${name}` })).toHaveText('4');
    await expect(page.getByRole('button', { name: `Increase quantity of ${name}` })).toBeDisabled();
  });

  test('the last unit of a size goes to exactly one of two shoppers; the other is told which product and size', async ({ browser, baseURL }) => {
    const name = `Fugu Smock ${unique()}`;
    const admin = await adminApi(baseURL!);
    const id = await createProduct(admin, name, ['M', 'L'], [], [
      { size: 'M', color: null, stock: 1 },
      { size: 'L', color: null, stock: 5 },
    ]);

    const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
    try {
      const [ama, kofi] = await Promise.all(contexts.map((context) => context.newPage()));
      // Both carts hold the one M: a cart line reserves nothing.
      for (const page of [ama, kofi]) {
        await addToCart(page, id, name, 'M');
        await expect(page.getByText('Only 1 left in stock')).toBeVisible();
      }
      await fillCheckout(ama, 'Ama');
      await fillCheckout(kofi, 'Kofi');

      // Both place their order at once; the server decides.
      const answers = await Promise.all(
        [ama, kofi].map(async (page) => {
          const answer = page.waitForResponse((response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST');
          await page.getByRole('button', { name: 'Place Order' }).click();
          return (await answer).status();
        }),
      );
      expect([...answers].sort()).toEqual([201, 409]);
      const winner = answers[0] === 201 ? ama : kofi;
      const loser = answers[0] === 201 ? kofi : ama;

      await expect(winner).toHaveURL(/\/test-payment\/[^/?]+$/);
      const refusal = loser.getByRole('alert').filter({ hasText: 'Error placing order' });
      await expect(refusal).toBeVisible();
      // The message names the product and its size, and the line is marked in the summary.
      await expect(refusal).toContainText(name);
      await expect(refusal).toContainText(/\bM\b/);
      await expect(loser).toHaveURL(/\/checkout$/);

      // The M is gone from the shop; L is still there.
      await loser.goto(`/products/${id}`);
      await expect(loser.getByRole('group', { name: /Size/ }).getByRole('radio', { name: 'M — sold out' })).toBeDisabled();
      await expect(loser.getByRole('group', { name: /Size/ }).getByRole('radio', { name: 'L', exact: true })).toBeEnabled();
      const product = await (await admin.get(`/api/products/${id}`)).json();
      expect(product.variants.find((variant: Variant) => variant.size === 'M').stock).toBe(0);
      expect(product.stock).toBe(5);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
      await admin.dispose();
    }
  });

  test('a list card asks for the size and colour, and the cart line changes them within stock', async ({ shopperPage: page, baseURL }) => {
    const name = `Maxi Skirt ${unique()}`;
    const admin = await adminApi(baseURL!);
    await createProduct(admin, name, ['S', 'M'], ['Red', 'Blue'], [
      { size: 'S', color: 'Red', stock: 3 },
      { size: 'S', color: 'Blue', stock: 0 },
      { size: 'M', color: 'Red', stock: 1 },
      { size: 'M', color: 'Blue', stock: 2 },
    ]);
    await admin.dispose();

    await page.goto(`/products?search=${encodeURIComponent(name)}`);
    const card = page.getByRole('article', { name });
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose a size and colour' });
    await chooser.getByRole('group', { name: /Size/ }).getByRole('radio', { name: 'S', exact: true }).check();
    await expect(chooser.getByRole('radio', { name: 'Blue — sold out' })).toBeDisabled();
    await chooser.getByRole('radio', { name: 'Red', exact: true }).check();
    await chooser.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText(`${name} has been added to your cart`)).toBeVisible();
    await expect(chooser).toBeHidden();

    await page.goto('/cart');
    await expect(page.getByText('Size: S · Colour: Red')).toBeVisible();
    await page.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await expect(page.getByRole('status', { name: `Quantity of ${name}` })).toHaveText('2');
    await page.getByRole('button', { name: `Change size or colour of ${name}` }).click();
    const choice = page.getByRole('form', { name: `Size and colour of ${name}` });
    // M in Red has one unit: the server refuses two, and the line says so.
    await choice.getByRole('combobox', { name: 'Size' }).selectOption('M');
    await choice.getByRole('button', { name: 'Save' }).click();
    await expect(choice.getByRole('alert')).toHaveText(`Only 1 of ${name} (M, Red) in stock`);
    await choice.getByRole('combobox', { name: 'Colour' }).selectOption('Blue');
    await choice.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Size: M · Colour: Blue')).toBeVisible();
    await expect(page.getByRole('status', { name: `Quantity of ${name}` })).toHaveText('2');
  });
});
