import { adminApi, expect, productInStock, test, unique, violationsIn } from './fixtures';

/**
 * Issue 35 and ADR 071: the cart reminder, sent only with the shopper's consent. The journeys' shop
 * sends the first 3 seconds after the box is ticked (CART_REMINDER_AFTER); with no SMS provider the
 * text waits in the local mailbox, which staff read in Messages.
 */
test.describe('cart reminders, with consent', () => {
  test('a shopper ticks "Remind me about my cart" and leaves; the text brings the cart back on another phone, where the reminders are stopped', async ({ shopperPage: page, baseURL }) => {
    const name = `Remind Stole ${unique()}`;
    const productId = await productInStock(baseURL!, name, 5);
    const digits = String(Date.now()).slice(-7);
    const e164 = `+23324${digits}`;
    const masked = `+233 24 ••• ${digits.slice(-4)}`;

    await page.goto(`/products/${productId}`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByText('Item has been added to your cart.')).toBeVisible();
    await page.goto('/checkout');
    const tick = page.getByRole('checkbox', { name: 'Remind me about my cart' });
    // Never ticked for the shopper, and never without a phone to text.
    await expect(tick).not.toBeChecked();
    // Without a phone the tap is refused: the box stays clear and says why.
    await tick.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Enter your phone number above first' })).toBeVisible();
    await expect(tick).not.toBeChecked();
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(`024 ${digits.slice(0, 3)} ${digits.slice(3)}`);
    // The box shows the request on its way, a task after the tap (React Query tells its readers
    // then): waited for, not checked the instant the click ends as `check()` does.
    await tick.click();
    await expect(tick).toBeChecked();
    await expect(page.locator('#cart-reminder-hint')).toContainText(`We will text ${masked} if you don't finish`);

    // The shopper leaves; the text arrives.
    const admin = await adminApi(baseURL!);
    let link = '';
    try {
      await expect
        .poll(
          async () => {
            const messages: { kind: string; id: string }[] = await (await admin.get('/api/admin/messages', { params: { search: e164, channel: 'sms' } })).json();
            const reminder = messages.find((message) => message.kind === 'cart-reminder');
            if (!reminder) return '';
            const full: { text: string } = await (await admin.get(`/api/admin/messages/${reminder.id}`)).json();
            expect(full.text).toContain('you left 1 item in your cart');
            link = /https?:\/\/\S+\/cart\/return\/[A-Za-z0-9_-]{43}/.exec(full.text)?.[0] ?? '';
            return link;
          },
          { timeout: 60_000 },
        )
        .toMatch(/\/cart\/return\//);
    } finally {
      await admin.dispose();
    }

    // Opened on another phone: the cart comes back there.
    const other = await page.context().browser()!.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const phone = await other.newPage();
      await phone.goto(new URL(link).pathname);
      await expect(phone.getByRole('status').filter({ hasText: '1 item back in your cart' })).toBeVisible();
      expect(await violationsIn(phone, '.cart-return')).toEqual([]);

      await phone.getByRole('button', { name: 'Stop cart reminders' }).click();
      await expect(phone.getByText(`No more cart reminders will be sent to ${masked}.`)).toBeVisible();

      await phone.getByRole('link', { name: 'Go to my cart' }).click();
      await expect(phone).toHaveURL(/\/cart$/);
      await expect(phone.getByRole('link', { name }).first()).toBeVisible();
    } finally {
      await other.close();
    }

    // The first phone's checkout shows the reminders stopped.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Remind me about my cart' })).not.toBeChecked();
  });
});
