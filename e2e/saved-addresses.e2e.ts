import { request } from '@playwright/test';
import { adminApi, codeTextedTo, expect, orderTotals, productInStock, test, unique, violationsIn } from './fixtures';

/**
 * Issue 35 (ADR 064): a new customer signs in with only a phone, finds an earlier guest order,
 * keeps an address, and orders the same again with that address from the one checkout screen.
 */
test.describe('a phone-only customer with a saved address', () => {
  test('finds the guest order, saves an address, and reorders with it picked in one screen', async ({ shopperPage: page, baseURL }) => {
    const tag = unique();
    const productName = `Adinkra Cushion ${tag}`;
    const productId = await productInStock(baseURL!, productName, 10);
    const digits = String(Date.now()).slice(-7);
    const phone = `+233 27 ${digits.slice(0, 3)} ${digits.slice(3)}`;
    const e164 = `+23327${digits}`;
    const admin = await adminApi(baseURL!);
    const guest = await request.newContext({ baseURL });
    try {
      // The earlier order, placed as a guest with this phone.
      const earlier = await guest.post('/api/orders', {
        data: {
          sessionId: `sa${tag}`.slice(0, 12),
          email: `esi.${tag}@example.com`.toLowerCase(),
          firstName: 'Esi',
          lastName: 'Owusu',
          phone,
          shippingAddress: { address: '4 Market Street, Tamale', city: 'Tamale', region: 'Northern', country: 'Ghana', landmark: 'by the central mosque' },
          paymentMethod: 'momo',
          deliveryType: 'standard',
          items: [{ productId, quantity: 1 }],
          ...orderTotals('40.00'),
        },
      });
      expect(earlier.status()).toBe(201);
      const { orderNumber } = await earlier.json();

      // Signing in with a code by SMS, read from the shop's local mailbox.
      await page.goto('/login/phone');
      await page.getByLabel('Phone number').fill(phone);
      await page.getByRole('button', { name: 'Send Code' }).click();
      await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
      await page.getByLabel('Code').fill(await codeTextedTo(admin, e164));
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('heading', { name: /^Welcome, Valued Customer!$/ })).toBeVisible();
      const orders = page.getByRole('region', { name: 'Recent Orders' });
      await expect(orders.getByRole('link', { name: orderNumber })).toBeVisible();

      // An address kept on the account page.
      const book = page.getByRole('region', { name: 'Saved Addresses' });
      await expect(book.getByText('Save an address and checkout fills it in for you.')).toBeVisible();
      await book.getByRole('button', { name: 'Add address' }).click();
      await book.getByRole('textbox', { name: /Name for it/ }).fill('Home');
      await book.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Lamashegu Road');
      await book.getByRole('textbox', { name: 'Landmark' }).fill('behind Lamashegu market');
      await book.getByRole('textbox', { name: /Digital address/ }).fill('nt1234567');
      await book.getByRole('textbox', { name: 'City' }).fill('Tamale');
      await book.getByRole('combobox', { name: 'Region' }).selectOption('Northern');
      await book.getByRole('button', { name: 'Save address' }).click();
      await expect(book.getByRole('status')).toHaveText('Address saved.');
      const saved = book.getByRole('listitem').filter({ hasText: '12 Lamashegu Road' });
      await expect(saved).toContainText('HomeDefault');
      await expect(saved).toContainText('behind Lamashegu market · NT-123-4567');
      expect(await violationsIn(page, '.saved-addresses-card')).toEqual([]);

      // The earlier order again, into the cart, then checkout.
      await orders.getByRole('button', { name: `Buy again: order ${orderNumber}` }).click();
      await orders.getByRole('status').getByRole('link', { name: 'View cart' }).click();
      await expect(page.getByRole('link', { name: productName })).toBeVisible();
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await expect(page).toHaveURL(/\/checkout$/);

      // One screen: the saved address chosen and filled in; only the name and e-mail to give.
      const choices = page.getByRole('group', { name: 'Deliver to' });
      await expect(choices.getByRole('radio', { name: /Home/ })).toBeChecked();
      await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('12 Lamashegu Road');
      await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('Northern');
      expect(await violationsIn(page, 'section[aria-labelledby="shipping-title"]')).toEqual([]);
      await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue(`027 ${digits.slice(0, 3)} ${digits.slice(3)}`);
      await page.getByRole('textbox', { name: 'First Name' }).fill('Esi');
      await page.getByRole('textbox', { name: 'Last Name' }).fill('Owusu');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`esi.${tag}@example.com`.toLowerCase());
      await expect(page.getByRole('radio', { name: /Standard Delivery/ })).toBeChecked();
      const placing = page.waitForResponse((response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Place Order' }).click();
      const placed = await placing;
      expect(placed.status()).toBe(201);
      // The page goes on to payment at once, so the order is read from what was sent.
      const sent = placed.request().postDataJSON();
      expect(sent.shippingAddress).toEqual({ address: '12 Lamashegu Road', city: 'Tamale', region: 'Northern', country: 'Ghana', digitalAddress: 'NT-123-4567', landmark: 'behind Lamashegu market' });
      expect(sent.items).toEqual([expect.objectContaining({ productId, quantity: 1 })]);
      expect(sent).not.toHaveProperty('saveAddress'); // already kept: nothing to save
      await expect(page).toHaveURL(/\/test-payment\/[^/?]+$/);
    } finally {
      await guest.dispose();
      await admin.dispose();
    }
  });
});
