import { expect, productPageTakenOver, test } from './fixtures';

test.describe('paying in test mode (no provider keys)', () => {
  test('a guest pays by Mobile Money in test mode and sees paid on the tracking page', async ({ shopperPage: page }) => {
    const [product] = await (await page.request.get('/api/products?search=Bolga&limit=1')).json();
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await productPageTakenOver(page);
    if (product.sizes.length > 0) await page.getByRole('group', { name: /Size/ }).getByRole('radio', { name: product.sizes[0], exact: true }).check();
    // With several colours in stock the colour is the shopper's to choose (issue 40).
    if (product.colors.length > 1) await page.getByRole('group', { name: /Colour/ }).getByRole('radio', { disabled: false }).first().check();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByText('Item has been added to your cart.')).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Akosua');
    await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Boateng');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('akosua@example.com');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+233 24 765 4321');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('7 Commercial Road');
    await page.getByRole('textbox', { name: 'Landmark', exact: true }).fill('opposite the Total filling station');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Bolgatanga');
    await page.getByLabel('Region').selectOption('Upper East');
    await expect(page.getByRole('note').filter({ hasText: 'TEST MODE' })).toBeVisible();
    await page.getByRole('radio', { name: /Mobile Money/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();

    // The shop's own TEST MODE payment page stands where Paystack's would.
    await expect(page).toHaveURL(/\/test-payment\/[^/?]+$/);
    await expect(page.getByRole('note').filter({ hasText: 'TEST MODE' })).toContainText('No real money moves');
    const orderNumber = (await page.locator('.test-payment__order').textContent())!.trim();
    expect(orderNumber).toMatch(/^GH-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    // Back from the payment page: the cart the order emptied points to the order and its payment.
    await page.goBack();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText(`Your order ${orderNumber} is waiting for payment`)).toBeVisible();
    await page.getByRole('link', { name: 'Pay for your order' }).click();
    await expect(page).toHaveURL(new RegExp(`/track\\?order=${orderNumber}$`));
    await expect(page.getByText('Waiting for your payment')).toBeVisible();
    await page.getByRole('button', { name: 'Complete payment' }).click();
    await expect(page).toHaveURL(/\/test-payment\/[^/?]+$/);
    await expect(page.locator('.test-payment__order')).toHaveText(orderNumber);
    await page.getByRole('button', { name: 'Send prompt' }).click();
    await expect(page.getByRole('heading', { name: 'Approve the prompt on your phone' })).toBeVisible();
    await page.getByRole('group', { name: 'Payment request' }).getByRole('button', { name: 'Approve' }).click();

    await expect(page).toHaveURL(new RegExp(`/track\\?order=${orderNumber}(&|$)`));
    // Back from paying: the page is the order, its badge says the payment, and where the receipt went.
    await expect(page.getByRole('heading', { level: 1, name: 'Your Order' })).toBeVisible();
    const order = page.getByRole('article', { name: orderNumber });
    const payment = order.getByRole('region', { name: 'Paid' });
    await expect(payment).toBeVisible();
    await expect(order.locator('.order-status-badge')).toHaveText('Paid');
    await expect(payment).toContainText('paid with Mobile Money');
    await expect(payment).toContainText('Your receipt was sent to a•••@example.com and by SMS to ••• ••• 321.');
    await expect(payment.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products');
    await expect(payment).toContainText('TEST MODE: no real money moved.');

    // Paid: the emptied cart is just empty again, not an order waiting for its payment.
    const asked = page.waitForResponse((response) => response.url().includes(`/api/orders/track/${orderNumber}`));
    await page.goto('/cart');
    await asked;
    await expect(page.getByText('Your cart is empty', { exact: true })).toBeVisible();
    await expect(page.getByText(/is waiting for payment/)).toHaveCount(0);
  });
});
