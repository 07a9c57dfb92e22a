import { expect, test } from '@playwright/test';
import { deliverOrder } from './fixtures';

test.describe('a guest shopper on a phone', () => {
  test('browses, filters, picks a size, adds to cart, checks out and lands on the tracking page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Authentic Ghana Fashion' })).toBeVisible();
    await page.getByRole('link', { name: 'Shop Collection' }).click();
    await expect(page).toHaveURL(/\/products$/);

    await page.getByPlaceholder('Search products...').fill('Smock');
    await expect(page).toHaveURL(/search=Smock/);
    await page.getByRole('link', { name: 'Northern Smock (Fugu) – Indigo Stripe' }).first().click();

    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Northern Smock (Fugu) – Indigo Stripe' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByRole('alert').getByText('Please select a size')).toBeVisible();
    await page.locator('label.choice-chip', { hasText: /^L$/ }).click();
    await expect(page.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByText('Item has been added to your cart.')).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: /Shopping Cart/ })).toBeVisible();
    await expect(page.getByText('Free Shipping Applied!')).toBeVisible();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

    await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Ama');
    await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Mensah');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ama@example.com');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+233 24 123 4567');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Bank Road');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Tamale');
    await page.getByLabel('Region').selectOption('Northern');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page).toHaveURL(/\/track\?order=GH-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await expect(page.getByText('Northern Smock (Fugu) – Indigo Stripe').first()).toBeVisible();
    await expect(page.getByText('₵714.00').first()).toBeVisible(); // 680.00 + free shipping + 5% tax
  });

  test('reviews a delivered order from the tracking page', async ({ page, baseURL }) => {
    const product = (await (await page.request.get('/api/products?search=Bolga&limit=1')).json())[0];
    const placed = await page.request.post('/api/orders', {
      data: {
        sessionId: 'e2ereview1',
        email: 'kofi@example.com',
        firstName: 'Kofi',
        lastName: 'Boateng',
        phone: '+233 20 000 1111',
        shippingAddress: { address: '3 Market Street', city: 'Bolgatanga', region: 'Upper East', country: 'Ghana' },
        paymentMethod: 'momo',
        deliveryType: 'same-day',
        items: [{ productId: product.id, quantity: 1 }],
        ...totals(product.price),
      },
    });
    expect(placed.status()).toBe(201);
    const { orderNumber } = await placed.json();
    await deliverOrder(baseURL!, orderNumber);

    await page.goto('/track');
    await page.getByLabel(/order number/i).fill(orderNumber.toLowerCase());
    await page.getByRole('button', { name: /Track/ }).click();
    await expect(page.getByText('GHP-E2E-001').first()).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`Write a Review for ${product.name}`) }).click();
    await page.getByLabel(/comment|your review/i).fill('Too short');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Please write at least 10 characters')).toBeVisible();
    await page.getByLabel(/comment|your review/i).fill('Beautifully woven, sturdy handles, arrived on time.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Review submitted!')).toBeVisible();
    await expect(page.getByText('Reviewed', { exact: true })).toBeVisible();
  });

  test('sends a message to support', async ({ page }) => {
    await page.goto('/support');
    await page.getByLabel('First name').fill('Esi');
    await page.getByLabel('Last name').fill('Owusu');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('esi@example.com');
    await page.getByLabel('Subject').selectOption('Size Guide Help');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Which size of smock fits a 102 cm chest?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
  });
});

/** Same-day delivery (₵80) plus 5% tax, as the server works it out. */
function totals(price: string) {
  const subtotal = Math.round(Number(price) * 100);
  const shipping = 8000;
  const tax = Math.floor((subtotal * 5 * 2 + 100) / 200);
  const text = (pesewas: number) => (pesewas / 100).toFixed(2);
  return { subtotal: text(subtotal), shipping: text(shipping), tax: text(tax), total: text(subtotal + shipping + tax) };
}
