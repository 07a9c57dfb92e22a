import { request } from '@playwright/test';
import { expect, promptAsking, test, unique } from './fixtures';

test.describe('integrations', () => {
  test('an admin makes an API key that may read orders; a server uses it, is refused a product write, and is shut out once the key is revoked', async ({ adminPage: admin, baseURL }) => {
    const name = `Courier ${unique()}`;
    await admin.getByRole('tab', { name: 'Settings' }).click();
    const card = admin.locator('.ant-card').filter({ has: admin.getByText('API keys', { exact: true }) });
    await card.getByRole('button', { name: 'Create API Key' }).click();
    const form = admin.getByRole('dialog', { name: 'Create API key' });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('radiogroup', { name: 'Orders and payments' }).getByText('Read', { exact: true }).click();
    await form.getByRole('button', { name: 'Create Key' }).click();

    const shown = admin.getByRole('dialog', { name: 'API key' });
    const secret = (await shown.locator('code').textContent())!.trim();
    // The e2e shop has no payment provider keys (TEST MODE): its keys say so.
    expect(secret).toMatch(/^sk_test_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect(admin.getByText(secret)).toHaveCount(0);
    const listed = card.locator('.ant-list-item').filter({ hasText: name });
    await expect(listed).toContainText('Orders and payments: read');
    await expect(listed).toContainText('Never used');

    // The integrator's server: no cookies, only the key.
    const server = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${secret}` } });
    try {
      const orders = await server.get('/api/admin/orders');
      expect(orders.status()).toBe(200);
      expect(Array.isArray(await orders.json())).toBe(true);
      const write = await server.post('/api/admin/products', { data: { name: 'Planted smock', price: 1, category: 'traditional', stock: 1 } });
      expect(write.status()).toBe(403);
      expect((await write.json()).message).toBe('This API key lacks the scope catalog:write');
      expect((await (await server.get('/api/integrations/key')).json())).toMatchObject({ name, scopes: ['orders:read'] });

      await admin.reload();
      await admin.getByRole('tab', { name: 'Settings' }).click();
      await expect(listed).toContainText('Last used');

      await listed.getByRole('button', { name: 'Revoke' }).click();
      const prompt = await promptAsking(admin, `Revoke ${name}?`);
      await prompt.getByRole('button', { name: 'Revoke' }).click();
      await expect(admin.getByText(`${name} revoked`)).toBeVisible();
      await expect(listed).toContainText('Revoked');

      const refused = await server.get('/api/admin/orders');
      expect(refused.status()).toBe(401);
      expect(refused.headers()['www-authenticate']).toContain('error="invalid_token"');
    } finally {
      await server.dispose();
    }
  });
});
