import { adminApi, expect, orderTotals, productInStock, test, unique } from './fixtures';

test.describe('a returning customer on a phone', () => {
  test('buys a past order again: the lines still sold go in the cart at today’s price, the one gone is named', async ({ customerPage: page, customer, baseURL }) => {
    const tag = unique();
    const bowl = `Calabash Bowl ${tag}`;
    const basket = `Bolga Basket ${tag}`;
    const bowlId = await productInStock(baseURL!, bowl, 6);
    const basketId = await productInStock(baseURL!, basket, 6);

    // The customer's order, placed signed in (the page's own cookies): two bowls and a basket at ₵40.00.
    const subtotal = orderTotals('40.00', 3);
    const placed = await page.request.post('/api/orders', {
      data: {
        sessionId: `ord${tag}`.slice(0, 12),
        email: customer.email,
        firstName: customer.firstName,
        lastName: customer.lastName,
        phone: '+233 24 765 4321',
        shippingAddress: { address: '4 Market Street, Tamale', city: 'Tamale', region: 'Northern', country: 'Ghana' },
        paymentMethod: 'momo',
        deliveryType: 'standard',
        items: [
          { productId: bowlId, quantity: 2 },
          { productId: basketId, quantity: 1 },
        ],
        ...subtotal,
      },
    });
    expect(placed.status()).toBe(201);
    const { orderNumber } = await placed.json();

    // Since then the bowl costs more and the basket left the shop.
    const admin = await adminApi(baseURL!);
    expect((await admin.patch(`/api/admin/products/${bowlId}`, { data: { price: '45.00' } })).status()).toBe(200);
    expect((await admin.delete(`/api/admin/products/${basketId}`)).status()).toBe(204);
    await admin.dispose();

    await page.goto('/');
    const orders = page.getByRole('region', { name: 'Recent Orders' });
    await expect(orders.getByRole('link', { name: orderNumber })).toBeVisible();
    await orders.getByRole('button', { name: `Buy again: order ${orderNumber}` }).click();

    const result = orders.getByRole('status');
    await expect(result).toContainText('Added to your cart at today’s prices:');
    await expect(result.getByRole('listitem').filter({ hasText: bowl })).toHaveText(`2 × ${bowl} added · ₵45.00 each`);
    await expect(result).toContainText('Not added:');
    await expect(result.getByRole('listitem').filter({ hasText: basket })).toHaveText(`${basket} is not sold any more`);
    // The message fits the phone's width.
    const box = (await result.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await result.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('link', { name: bowl })).toBeVisible();
    await expect(page.getByText('2 items', { exact: true })).toBeVisible();
  });
});
