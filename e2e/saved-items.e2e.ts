import { request } from '@playwright/test';
import { adminApi, expect, productInStock, productPageTakenOver, test, unique } from './fixtures';

test.describe('saved items and back in stock (issue 35)', () => {
  test('a guest hearts a product, signs in, and finds it under Saved Items', async ({ shopperPage: page, baseURL }) => {
    const name = `Heart Stole ${unique()}`;
    const productId = await productInStock(baseURL!, name, 5);
    const account = { email: `ama.${unique()}@example.com`, password: 'kente-cloth-2024', firstName: 'Ama', lastName: 'Owusu' };
    const api = await request.newContext({ baseURL });
    expect((await api.post('/api/auth/register', { data: account })).status()).toBe(201);
    await api.dispose();

    await page.goto(`/products?search=${encodeURIComponent(name)}`);
    const heart = page.getByRole('button', { name: `Add ${name} to wishlist` });
    await expect(heart).toBeEnabled();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Added to wishlist')).toBeVisible();

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    const merged = page.waitForResponse((response) => response.url().endsWith('/api/account/saved-items/merge') && response.status() === 200);
    await page.getByRole('button', { name: 'Login' }).click();
    await merged;

    const saved = page.getByRole('region', { name: 'Saved Items' });
    await expect(saved.getByRole('link', { name })).toBeVisible();
    // The browser's own copy went into the account.
    expect(await page.evaluate(() => localStorage.getItem('shop:saved-items'))).toBeNull();

    // Another device sees it too: the account keeps it.
    const other = await page.context().browser()!.newContext({ baseURL });
    try {
      const phone = await other.newPage();
      expect((await phone.request.post('/api/auth/login', { data: { email: account.email, password: account.password } })).status()).toBe(200);
      await phone.goto(`/products/${productId}`);
      await expect(phone.getByRole('button', { name: `Add ${name} to wishlist` })).toHaveAttribute('aria-pressed', 'true');
    } finally {
      await other.close();
    }
  });

  test('a guest asks to be told when a sold-out size is back, and gets one SMS when an admin restocks it', async ({ shopperPage: page, baseURL }) => {
    const name = `Back Kaba ${unique()}`;
    const digits = String(Date.now()).slice(-7);
    const e164 = `+23324${digits}`;
    const admin = await adminApi(baseURL!);
    try {
      const created = await admin.post('/api/admin/products', {
        data: { name, description: 'A journey product', price: '120.00', category: 'womens', sizes: ['M', 'L'], colors: [], variants: [{ size: 'M', stock: 0 }, { size: 'L', stock: 3 }], isActive: true },
      });
      expect(created.status()).toBe(201);
      const product = await created.json();

      await page.goto(`/products/${product.id}`);
      await productPageTakenOver(page);
      const form = page.getByRole('region', { name: 'Tell me when it’s back' });
      await expect(form.getByText('M is sold out.')).toBeVisible();
      await form.getByLabel('Phone number').fill(`024 ${digits.slice(0, 3)} ${digits.slice(3)}`);
      await form.getByRole('checkbox', { name: /Text me once by SMS when M is back in stock/ }).check();
      await form.getByRole('button', { name: 'Tell me when it’s back' }).click();
      await expect(form.getByText(`We’ll text +233 24 ••• ${digits.slice(3)} once when M is back. That one text is all.`)).toBeVisible();

      const restocked = await admin.patch(`/api/admin/products/${product.id}`, { data: { variants: [{ size: 'M', stock: 2 }, { size: 'L', stock: 3 }] } });
      expect(restocked.status()).toBe(200);

      // No SMS provider here: the text waits in the shop's local mailbox, which staff read in Messages.
      let text = '';
      await expect
        .poll(async () => {
          const messages: { kind: string; id: string }[] = await (await admin.get(`/api/admin/messages?search=${encodeURIComponent(e164)}&channel=sms`)).json();
          const sent = messages.filter((message) => message.kind === 'back-in-stock');
          if (sent.length !== 1) return sent.length;
          text = ((await (await admin.get(`/api/admin/messages/${sent[0].id}`)).json()) as { text: string }).text;
          return sent.length;
        })
        .toBe(1);
      expect(text).toContain(`${name} (M) is back in stock`);
      expect(text).toContain(`/products/${product.id}`);
    } finally {
      await admin.dispose();
    }
  });
});
