import { adminApi, aBuyer, deliverOrder, expect, test, unique } from './fixtures';

interface ListedProduct {
  id: string;
  name: string;
  price: string;
  variants: { id: string; size: string | null; color: string | null; stock: number }[];
}

/** A seeded product in two sizes of one colour, both in stock: what an exchange for a size needs. */
function twoSizes(products: ListedProduct[]): { product: ListedProduct; bought: ListedProduct['variants'][number]; wanted: ListedProduct['variants'][number] } {
  for (const product of products) {
    const stocked = product.variants.filter((variant) => variant.size && variant.stock >= 3);
    const bought = stocked[0];
    const wanted = bought && stocked.find((variant) => variant.size !== bought.size && variant.color === bought.color);
    if (bought && wanted) return { product, bought, wanted };
  }
  throw new Error('No seeded product in two sizes of one colour with stock');
}

/** A 24 x 16 PNG (a gold square), as a phone's gallery would hand over a photo. */
const SEAM_PNG = 'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWM4MU2OKohh1KATo2F0YjQdTRvNItPITwcAn8s6H/DOL5gAAAAASUVORK5CYII=';

/** A product name as a pattern: names carry brackets ("Northern Smock (Fugu)"). */
function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('returns and exchanges (issue 34)', () => {
  test('a shopper returns one line for a refund and exchanges another for a size; staff approve, receive, inspect and refund', async ({ shopperPage: page, adminPage, baseURL }) => {
    // Arranged through the API: a guest's order of two products, paid through the TEST MODE provider and delivered.
    const products: ListedProduct[] = await (await page.request.get('/api/products?limit=100')).json();
    const { product, bought, wanted } = twoSizes(products);
    const other = products.find((candidate) => candidate.id !== product.id && candidate.variants.length === 1 && candidate.variants[0].stock >= 3)!;
    const buyer = aBuyer('Esi');
    const order = {
      sessionId: `rt${unique()}`.slice(0, 12),
      ...buyer,
      paymentMethod: 'momo',
      deliveryType: 'standard',
      items: [
        { productId: product.id, quantity: 1, size: bought.size, color: bought.color },
        { productId: other.id, quantity: 1, size: other.variants[0].size, color: other.variants[0].color },
      ],
      subtotal: '0.00',
      shipping: '0.00',
      tax: '0.00',
      total: '0.00',
    };
    const refused = await page.request.post('/api/orders', { data: order });
    expect(refused.status()).toBe(409);
    const placed = await (await page.request.post('/api/orders', { data: { ...order, ...(await refused.json()).totals } })).json();
    expect((await page.request.post(`/api/test-payments/checkouts/${String(placed.payment.redirectUrl).split('/').pop()}/approve`)).status()).toBe(200);
    await expect.poll(async () => (await (await page.request.post(`/api/payments/${placed.orderNumber}/check`)).json()).status).toBe('paid');
    await deliverOrder(baseURL!, placed.orderNumber);
    const wantedBefore = (await (await page.request.get(`/api/products/${product.id}`)).json()).variants.find((variant: { id: string }) => variant.id === wanted.id).stock;

    // The shopper, on the order's page: the first line exchanged for the other size, the second refunded.
    await page.goto(`/track?order=${placed.orderNumber}`);
    const section = page.getByRole('region', { name: 'Return or exchange' });
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'Start a return' }).click();
    await section.getByRole('combobox', { name: new RegExp(`^How many of ${escaped(product.name)}`) }).selectOption('1');
    await section.getByRole('combobox', { name: `Refund or exchange ${product.name}` }).selectOption(wanted.id);
    await section.getByRole('combobox', { name: new RegExp(`^How many of ${escaped(other.name)}`) }).selectOption('1');
    await section.getByLabel('Reason').selectOption('wrong-size');
    await section.getByLabel('E-mail or phone used for the order').fill(buyer.email);
    // A photo of the item, redrawn by the browser's canvas before it is sent.
    await section.getByLabel('Photos of the item (optional, up to 3)').setInputFiles({ name: 'seam.png', mimeType: 'image/png', buffer: Buffer.from(SEAM_PNG, 'base64') });
    await expect(section.getByRole('img', { name: 'Photo 1: seam.png' })).toBeVisible();
    await section.getByRole('button', { name: 'Check the return' }).click();
    const quote = section.getByRole('definition');
    await expect(quote.first()).toHaveText(/^₵\d[\d,]*\.\d{2}, paid to the courier$/);
    await expect(quote.nth(1)).toHaveText(/^₵\d[\d,]*\.\d{2}$/);
    await expect(section.getByText('The other size or colour, sent once the return is approved')).toBeVisible();
    const confirmed = page.waitForResponse((response) => response.url().endsWith('/api/returns') && response.request().method() === 'POST');
    await section.getByRole('button', { name: 'Confirm return' }).click();
    const started = await (await confirmed).json();
    expect(started.returnNumber).toMatch(/^RT-/);
    await expect(page.getByRole('heading', { name: `Return ${started.returnNumber}` })).toBeVisible();
    await expect(page.getByText('Return requested')).toBeVisible();
    await expect(page.getByText('Your photo was sent with it.')).toBeVisible();
    expect(started.photoCount).toBe(1);
    // The other size's unit is held for the shopper at once.
    const wantedNow = (await (await page.request.get(`/api/products/${product.id}`)).json()).variants.find((variant: { id: string }) => variant.id === wanted.id).stock;
    expect(wantedNow).toBe(wantedBefore - 1);

    // Staff, in the console's Returns tab.
    await adminPage.goto('/admin?tab=returns');
    const card = adminPage.getByRole('article', { name: `Return ${started.returnNumber}` });
    await expect(card).toBeVisible();
    // The shopper's photo, read through the console's own route.
    const photo = card.getByRole('img', { name: `Photo 1 of ${started.returnNumber}` });
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card.getByRole('button', { name: 'Mark received' })).toBeVisible();
    await card.getByRole('button', { name: 'Mark received' }).click();
    await expect(card.getByRole('button', { name: 'Save inspection' })).toBeVisible();
    for (const box of await card.getByRole('checkbox', { name: 'Resellable' }).all()) await box.check();
    await card.getByRole('button', { name: 'Save inspection' }).click();
    const refund = card.getByRole('button', { name: /^Refund ₵/ });
    await expect(refund).toBeVisible();
    await refund.click();
    await expect(card.getByText('Refund sent', { exact: true })).toBeVisible();

    // The order now ships the new size at no charge, and the dashboard counts the refund off.
    const admin = await adminApi(baseURL!);
    const [listed] = await (await admin.get('/api/admin/orders', { params: { search: placed.orderNumber } })).json();
    expect(listed.items).toEqual(expect.arrayContaining([expect.objectContaining({ productId: product.id, size: wanted.size, price: '0.00', exchangeFor: started.returnNumber })]));
    const returns = await (await admin.get('/api/admin/returns', { params: { status: 'refunded' } })).json();
    expect(returns.find((row: { id: string }) => row.id === started.id)).toMatchObject({ refundStatus: 'sent', refundVia: 'paystack' });
    await admin.dispose();
  });
});
