import { aBuyer, adminApi, choose, deliverOrder, expect, orderTotals, test, unique } from './fixtures';

/**
 * Issue 34: a supplier is paid for what the shop delivered. The supplier (in Chinese) adds a Mobile
 * Money account; a shopper buys its product and pays on the TEST MODE page; staff deliver it; the
 * units become payable once the return window and the terms have passed (a journey cannot wait 30
 * days: the NODE_ENV=test hook moves the delivery back); staff pay; the supplier sees it paid, in
 * Chinese and in English.
 */
test.describe('supplier payouts', () => {
  test('a delivered unit is paid to the supplier in one transfer, seen in both languages', async ({ baseURL, supplierPage: page, supplier, shopperPage: shopper, adminPage: admin }) => {
    // The supplier's product, published by staff.
    const productName = `Kente Stole ${unique()}`;
    const listed = await page.request.post('/api/suppliers/products', { data: { supplierProductName: productName, supplierDescription: 'A hand-woven stole for the journeys, as a supplier describes it.', costPrice: 100, minimumQuantity: 1, availableStock: 5 } });
    expect(listed.status()).toBe(201);
    const staff = await adminApi(baseURL!);
    const published = await staff.post(`/api/admin/supplier-products/${(await listed.json()).id}/publish`, { data: { category: 'traditional' } });
    expect(published.status()).toBe(201);
    const { productId } = await published.json();

    // 1. The supplier adds a Mobile Money account on the Earnings tab, in Chinese.
    await page.getByRole('tab', { name: '收益' }).click();
    await expect(page.getByText('请添加我们向您付款的账户。')).toBeVisible();
    await choose(page, page.getByRole('combobox', { name: '运营商' }), 'MTN Mobile Money');
    await page.getByPlaceholder('024 123 4567').fill('024 555 0142');
    await page.getByRole('button', { name: '保存账户' }).click();
    await expect(page.getByText('收款账户已保存')).toBeVisible();
    await expect(page.locator('.supplier-earnings__account')).toContainText('MTN Mobile Money 024•••0142 · TEST ACCOUNT 0142');

    // 2. A shopper buys two and pays on the TEST MODE page.
    const placed = await shopper.request.post('/api/orders', {
      data: { sessionId: `payout${unique()}`.slice(0, 12), ...aBuyer('Esi'), paymentMethod: 'momo', deliveryType: 'standard', items: [{ productId, quantity: 2 }], ...orderTotals('112.00', 2) },
    });
    expect(placed.status()).toBe(201);
    const order = await placed.json();
    await shopper.goto(order.payment.redirectUrl);
    await shopper.getByRole('button', { name: 'Send prompt' }).click();
    await shopper.getByRole('group', { name: 'Payment request' }).getByRole('button', { name: 'Approve' }).click();
    await expect(shopper).toHaveURL(new RegExp(`/track\\?order=${order.orderNumber}(&|$)`));

    // 3. Staff deliver it: the supplier sees ₵200.00 pending (its cost, not the ₵224.00 price).
    await deliverOrder(baseURL!, order.orderNumber);
    await expect(async () => {
      await page.reload();
      await page.getByRole('tab', { name: '收益' }).click();
      await expect(page.locator('.supplier-earnings__total').filter({ hasText: '待结算' })).toContainText('₵200.00', { timeout: 2_000 });
    }).toPass();

    // 4. Thirty days on, staff pay everything payable.
    expect((await staff.post('/api/admin/payouts/test-hooks/backdate', { data: { orderNumber: order.orderNumber, days: 31 } })).status()).toBe(204);
    await staff.dispose();
    await admin.goto('/admin?tab=payouts');
    const row = admin.locator('.admin-payouts li', { hasText: supplier.business });
    await expect(row).toContainText('₵200.00');
    await expect(row).toContainText('MTN Mobile Money 024•••0142 · 2 units payable');
    await admin.getByRole('button', { name: 'Pay suppliers' }).click();
    await admin.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(admin.getByText(/transfers? for ₵/)).toBeVisible();
    const payout = admin.locator('.admin-payouts li', { hasText: supplier.business }).filter({ hasText: 'po_' });
    await expect(async () => {
      await admin.reload();
      await expect(payout.getByText('Paid', { exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass();
    const reference = (await payout.locator('.admin-subtle').first().textContent())!.split(' · ')[0];
    expect(reference).toMatch(/^po_[0-9a-f]{40}$/);

    // 5. The supplier sees it paid, with the reference and its units, in Chinese and then in English.
    await page.reload();
    await page.getByRole('tab', { name: '收益' }).click();
    await expect(page.locator('.supplier-earnings__total').filter({ hasText: '已付款' })).toContainText('₵200.00');
    const paid = page.locator('.supplier-earnings__payout', { hasText: reference });
    await expect(paid).toContainText('已付款');
    await paid.getByText('2 件').click();
    await expect(paid.getByText(productName)).toHaveCount(2);
    await page.getByText('English', { exact: true }).click();
    await expect(page.locator('.supplier-earnings__total').filter({ hasText: 'Paid' })).toContainText('₵200.00');
    await expect(page.locator('.supplier-earnings__total').filter({ hasText: 'Payable' })).toContainText('₵0.00');
    await expect(paid).toContainText(`Reference: ${reference}`);
    await expect(paid.getByText('2 units')).toBeVisible();
  });
});
