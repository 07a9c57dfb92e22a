import { request } from '@playwright/test';
import { aBuyer, adminApi, expect, placePaidOrder, test } from './fixtures';

test.describe('signing in by phone', () => {
  test('a guest who ordered with a phone signs in with a code by SMS, no password, and finds the order under Recent Orders', async ({ shopperPage: page, baseURL }) => {
    // A number of this run's own, typed at checkout the international way.
    const digits = String(Date.now()).slice(-7);
    const typedAtCheckout = `+233 27 ${digits.slice(0, 3)} ${digits.slice(3)}`;
    const typedToSignIn = `027 ${digits.slice(0, 3)} ${digits.slice(3)}`;
    const e164 = `+23327${digits}`;
    const admin = await adminApi(baseURL!);
    const guest = await request.newContext({ baseURL });
    try {
      const { orderNumber } = await placePaidOrder(guest, { ...aBuyer('Esi'), phone: typedAtCheckout }, 5);

      await page.goto('/login');
      await page.getByRole('link', { name: 'Sign in with a code by SMS' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in with your phone' })).toBeVisible();
      await page.getByLabel('Phone number').fill(typedToSignIn);
      await page.getByRole('button', { name: 'Send Code' }).click();
      await expect(page.getByText(`We sent a 6-digit code to +233 27 ••• ${digits.slice(3)}. It works for 10 minutes.`)).toBeVisible();

      // No SMS provider here: the text waits in the shop's local mailbox, which staff read in Messages.
      let code = '';
      await expect
        .poll(async () => {
          const messages: { kind: string; channel: string; text?: string; id: string }[] = await (await admin.get(`/api/admin/messages?search=${encodeURIComponent(e164)}&channel=sms`)).json();
          const sent = messages.find((message) => message.kind === 'sign-in-code');
          if (!sent) return '';
          const full: { text: string } = await (await admin.get(`/api/admin/messages/${sent.id}`)).json();
          code = /\b(\d{6})\b/.exec(full.text)?.[1] ?? '';
          return code;
        })
        .toMatch(/^\d{6}$/);
      await page.getByLabel('Code').fill(code);
      await page.getByRole('button', { name: 'Sign In' }).click();

      await expect(page.getByRole('heading', { name: /^Welcome, Valued Customer!$/ })).toBeVisible();
      await expect(page.getByRole('link', { name: orderNumber })).toBeVisible();
    } finally {
      await guest.dispose();
      await admin.dispose();
    }
  });
});
