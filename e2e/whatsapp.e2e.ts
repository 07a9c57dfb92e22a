import { adminApi, expect, productInStock, test, unique } from './fixtures';

/**
 * Issue 35: a shopper on a phone chooses WhatsApp for the order's news. With no WHATSAPP_ settings
 * the shop keeps WhatsApp messages in its local mailbox, which staff read in the Messages tab.
 */
test.describe('order updates on WhatsApp', () => {
  test('a shopper chooses WhatsApp at checkout and the order-placed and payment messages are recorded as WhatsApp, none by SMS', async ({ shopperPage: page, adminPage: admin, baseURL }) => {
    const name = `Kente Stole ${unique()}`;
    const id = await productInStock(baseURL!, name, 5);
    // A number of this run's own.
    const digits = String(Date.now()).slice(-7);
    const e164 = `+23324${digits}`;

    await page.goto(`/products/${id}`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByText('Item has been added to your cart.')).toBeVisible();
    await page.goto('/checkout');
    await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Efua');
    await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Boateng');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`efua.${unique().toLowerCase()}@example.com`);
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(`024 ${digits.slice(0, 3)} ${digits.slice(3)}`);
    const updates = page.getByRole('group', { name: 'Order updates by' });
    await expect(updates.getByRole('radio', { name: 'SMS' })).toBeChecked();
    // The chip's native radio lies over its face, so checking it is the shopper's tap.
    await updates.getByRole('radio', { name: 'WhatsApp' }).check();
    await expect(updates).toContainText('If WhatsApp cannot reach it, we send an SMS instead.');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('4 Oxford Street');
    await page.getByRole('textbox', { name: 'Landmark', exact: true }).fill('next to the Papaye restaurant');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Accra');
    await page.getByLabel('Region').selectOption('Greater Accra');
    await page.getByRole('radio', { name: /Standard Delivery/ }).check();
    await page.getByRole('radio', { name: /Mobile Money/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page).toHaveURL(/\/test-payment\/[^/?]+$/);
    const orderNumber = (await page.locator('.test-payment__order').textContent())!.trim();
    await page.getByRole('button', { name: 'Send prompt' }).click();
    await page.getByRole('group', { name: 'Payment request' }).getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(new RegExp(`/track\\?order=${orderNumber}(&|$)`));
    await expect(page.getByRole('article', { name: orderNumber }).getByRole('region', { name: 'Paid' })).toContainText(`on WhatsApp to ••• ••• ${digits.slice(-3)}`);

    // Staff see both messages in the console, as WhatsApp, sent (to the local mailbox here).
    await admin.getByRole('tab', { name: 'Messages' }).click();
    await expect(admin.getByText(/WhatsApp messages go to the LOCAL MAILBOX too\./)).toBeVisible();
    await admin.getByLabel('Search messages').fill(orderNumber);
    for (const kind of ['Order placed', 'Payment received']) {
      // Beside its e-mail twin: the row with the WhatsApp icon.
      // Other orders' rows show until the search has gone out: this order's, by its number.
      const row = admin.locator('.admin-message', { hasText: kind }).filter({ hasText: orderNumber }).filter({ has: admin.getByRole('img', { name: 'WhatsApp' }) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(e164);
      await expect(row.locator('.ant-tag')).toHaveText('Sent', { timeout: 60_000 });
    }
    await admin.locator('.admin-message', { hasText: 'Order placed' }).filter({ hasText: orderNumber }).filter({ has: admin.getByRole('img', { name: 'WhatsApp' }) }).getByRole('link', { name: 'Order placed' }).click();
    const drawer = admin.getByRole('dialog');
    await expect(drawer).toContainText('Order placed (WhatsApp)');
    await expect(drawer).toContainText('WhatsApp template order_placed');
    await expect(drawer).toContainText(`Kente & Co: order ${orderNumber} received`);

    // And nothing about this order went to the phone by SMS.
    const api = await adminApi(baseURL!);
    try {
      const texts: { channel: string; kind: string }[] = await (await api.get('/api/admin/messages', { params: { search: orderNumber, channel: 'sms' } })).json();
      expect(texts.filter((message) => message.kind === 'order-placed' || message.kind === 'payment-received')).toEqual([]);
    } finally {
      await api.dispose();
    }
  });
});
