import { request } from '@playwright/test';
import { aBuyer, adminApi, codeTextedTo, expect, placePaidOrder, test, violationsIn } from './fixtures';

/** A number of this run's own: as typed at checkout (international), as typed to sign in, and in E.164. */
function runNumber(prefix: string) {
  const digits = `${prefix}${String(Date.now()).slice(-6)}`;
  return { digits, international: `+233 27 ${digits.slice(0, 3)} ${digits.slice(3)}`, typed: `027 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+23327${digits}` };
}

test.describe('signing in by phone', () => {
  test('a guest who ordered with a phone signs in with a code by SMS, no password, and finds the order under Recent Orders', async ({ shopperPage: page, baseURL }) => {
    const { digits, international: typedAtCheckout, typed: typedToSignIn, e164 } = runNumber('1');
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

      await page.getByLabel('Code').fill(await codeTextedTo(admin, e164));
      await page.getByRole('button', { name: 'Sign In' }).click();

      await expect(page.getByRole('heading', { name: /^Welcome, Valued Customer!$/ })).toBeVisible();
      await expect(page.getByRole('link', { name: orderNumber })).toBeVisible();

      // The account has no name yet: the shopper gives one, and is greeted by it.
      await page.getByRole('link', { name: 'Add your name' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
      await page.getByLabel('First name').fill('Esi');
      await page.getByLabel('Last name').fill('Quaye');
      await page.getByRole('button', { name: 'Save Name' }).click();
      await expect(page.getByText('Name saved.')).toBeVisible();
      await expect(page.getByText('Esi Quaye', { exact: true })).toBeVisible();
      await page.goto('/');
      await expect(page.getByRole('heading', { name: /^Welcome(?: back)?, Esi!$/ })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Add your name' })).toHaveCount(0);
    } finally {
      await guest.dispose();
      await admin.dispose();
    }
  });

  test('a customer who signed up by e-mail adds their phone in My Account, and the guest order placed with it joins My Orders', async ({ customerPage: page, baseURL }) => {
    const { international, typed, e164 } = runNumber('2');
    const admin = await adminApi(baseURL!);
    const guest = await request.newContext({ baseURL });
    try {
      const { orderNumber } = await placePaidOrder(guest, { ...aBuyer('Kwabena'), phone: international }, 5);

      // Signed up by e-mail on the sign-up page: the guest order is not theirs yet.
      await expect(page.getByRole('heading', { name: /^Welcome, Kwame!$/ })).toBeVisible();
      await expect(page.getByRole('link', { name: orderNumber })).toHaveCount(0);

      // At phone size the account's links are in the menu drawer.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'My Account' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
      await page.getByLabel('Phone number').fill(typed);
      await page.getByRole('button', { name: 'Send Code' }).click();
      await expect(page.getByText(/^We sent a 6-digit code to \+233 27 •••/)).toBeVisible();
      await page.getByLabel('Code').fill(await codeTextedTo(admin, e164));
      await page.getByRole('button', { name: 'Add Number' }).click();
      await expect(page.getByRole('status')).toContainText('Number added.');
      await expect(page.getByText(typed, { exact: true })).toBeVisible();
      expect(await violationsIn(page, '.account-page')).toEqual([]);

      await page.getByRole('link', { name: 'My Orders, saved addresses and saved items' }).click();
      await expect(page.getByRole('link', { name: orderNumber })).toBeVisible();
    } finally {
      await guest.dispose();
      await admin.dispose();
    }
  });
});
