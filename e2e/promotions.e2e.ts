import { adminApi, expect, productPageTakenOver, RUN, test } from './fixtures';

/** In pesewas, as the shop's rules work money: half up to the pesewa. */
const cedis = (pesewas: number) => `₵${(pesewas / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const halfUp = (pesewas: number, percent: number) => Math.floor((pesewas * percent * 2 + 100) / 200);

/**
 * Issue 36 / ADR 061 at phone size: a shopper gets an automatic promotion in the cart, applies a
 * code on top, and pays an order whose every figure is exact to the pesewa, in the cart, at
 * checkout, on the tracking page and in the console.
 */
test.describe('promotions on a phone', () => {
  test('a shopper applies a code, gets an automatic promotion with it, and pays the exact total', async ({ shopperPage: page, adminPage, baseURL }) => {
    const api = await adminApi(baseURL!);
    const code = `AKWAABA${RUN}`.slice(0, 32);
    const made: string[] = [];
    try {
      const product = async (name: string, price: string) => {
        const created = await api.post('/api/admin/products', { data: { name, price, category: 'children', stock: 20, description: 'A run-only product for the promotions journey.' } });
        expect(created.status()).toBe(201);
        return (await created.json()) as { id: string; name: string };
      };
      const smock = await product(`Kids Fugu Smock ${RUN}`, '185.00');
      const kaba = await product(`Kids Kaba ${RUN}`, '99.95');
      const automatic = await api.post('/api/admin/promotions', { data: { name: `Kids weekend ${RUN}`, kind: 'percentage', percentOff: 10, category: 'children', minQuantity: 2, stackable: true } });
      expect(automatic.status()).toBe(201);
      made.push((await automatic.json()).id);
      const coded = await api.post('/api/admin/promotions', { data: { code, name: 'Akwaaba ₵20 off', kind: 'fixed', amountOff: '20.00', maxUses: 5 } });
      expect(coded.status()).toBe(201);
      made.push((await coded.json()).id);

      for (const item of [smock, kaba]) {
        await page.goto(`/products/${item.id}`);
        await productPageTakenOver(page);
        await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
        await expect(page.getByText('Item has been added to your cart.')).toBeVisible();
      }

      // 185.00 + 99.95 = 284.95; 10% of it is 28.495, half up to 28.50; the code takes 20.00 more.
      const subtotal = 284_95;
      const automaticOff = halfUp(subtotal, 10);
      expect(automaticOff).toBe(28_50);
      await page.goto('/cart');
      const summary = page.getByRole('region', { name: 'Order Summary' });
      const row = (label: string) => summary.locator('.order-totals__row').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
      await expect(row(`Kids weekend ${RUN}`)).toHaveText(`−${cedis(automaticOff)}`);

      await page.getByText('Have a promo code?').click();
      await page.getByRole('textbox', { name: 'Promo code' }).fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText(`${code} applied`)).toBeVisible();
      await expect(row(`Promo ${code}`)).toHaveText('−₵20.00');
      await expect(row(`Kids weekend ${RUN}`)).toHaveText(`−${cedis(automaticOff)}`);
      // Standard delivery is free above ₵200 (before discounts); tax is 5% of 236.45: 11.8225, half up to 11.82.
      const afterDiscount = subtotal - 20_00 - automaticOff;
      const tax = halfUp(afterDiscount, 5);
      expect(tax).toBe(11_82);
      await expect(row('Tax (5%)')).toHaveText(cedis(tax));
      await expect(row('Total')).toHaveText(cedis(afterDiscount + tax));

      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Adwoa');
      await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Mensah');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`adwoa.${RUN.toLowerCase()}@example.com`);
      await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+233 24 765 0036');
      await page.getByRole('textbox', { name: 'Address', exact: true }).fill('14 Oxford Street, Osu');
      await page.getByRole('textbox', { name: 'Landmark', exact: true }).fill('beside the Koala supermarket');
      await page.getByRole('textbox', { name: 'City', exact: true }).fill('Accra');
      await page.getByLabel('Region').selectOption('Greater Accra');
      // The delivery the region's zone charges for this basket, as checkout shows it.
      const options = await (await page.request.get('/api/delivery/options', { params: { region: 'Greater Accra', subtotal: '284.95' } })).json();
      const standard = options.choices.find((choice: { type: string }) => choice.type === 'standard');
      const shipping = Math.round(Number(standard.price) * 100);
      const total = afterDiscount + shipping + tax;
      const checkoutSummary = page.getByRole('region', { name: 'Order Summary' });
      const checkoutRow = (label: string) => checkoutSummary.locator('.order-totals__row').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
      await expect(checkoutRow(`Promo ${code}`)).toHaveText('−₵20.00');
      await expect(checkoutRow(`Kids weekend ${RUN}`)).toHaveText(`−${cedis(automaticOff)}`);
      await expect(checkoutRow('Tax (5%)')).toHaveText(cedis(tax));
      await expect(checkoutRow('Total')).toHaveText(cedis(total));
      await page.getByRole('radio', { name: /Mobile Money/ }).check();
      await page.getByRole('button', { name: 'Place Order' }).click();

      await expect(page).toHaveURL(/\/test-payment\/[^/?]+$/);
      const orderNumber = (await page.locator('.test-payment__order').textContent())!.trim();
      await page.getByRole('button', { name: 'Send prompt' }).click();
      await page.getByRole('group', { name: 'Payment request' }).getByRole('button', { name: 'Approve' }).click();
      await expect(page).toHaveURL(new RegExp(`/track\\?order=${orderNumber}(&|$)`));
      const order = page.getByRole('article', { name: orderNumber });
      await expect(order.locator('.order-status-badge')).toHaveText('Paid');
      const trackedRow = (label: string) => order.locator('.order-totals__row').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
      await expect(trackedRow(`Promo ${code}`)).toHaveText('−₵20.00');
      await expect(trackedRow(`Kids weekend ${RUN}`)).toHaveText(`−${cedis(automaticOff)}`);
      await expect(trackedRow('Tax (5%)')).toHaveText(cedis(tax));
      await expect(trackedRow('Total')).toHaveText(cedis(total));
      const tracked = await (await page.request.get(`/api/orders/track/${orderNumber}`)).json();
      const text = (pesewas: number) => (pesewas / 100).toFixed(2);
      expect(tracked).toMatchObject({ subtotal: text(subtotal), shipping: text(shipping), discount: text(20_00 + automaticOff), tax: text(tax), total: text(total) });

      // Staff see the use and the paid order's revenue beside each promotion.
      await adminPage.goto('/admin?tab=promotions');
      const codeItem = adminPage.getByRole('listitem').filter({ hasText: code });
      await expect(codeItem).toContainText(`1 use · revenue ${cedis(total)} · given ₵20.00`);
      const automaticItem = adminPage.getByRole('listitem').filter({ hasText: `Kids weekend ${RUN}` });
      await expect(automaticItem).toContainText(`1 use · revenue ${cedis(total)} · given ${cedis(automaticOff)}`);
    } finally {
      // The automatic promotion would apply to the journeys that run after this one: paused.
      for (const id of made) await api.patch(`/api/admin/promotions/${id}`, { data: { paused: true } });
      await api.dispose();
    }
  });
});
