import { expect, RUN, test } from './fixtures';

/** A Ghanaian number unique to this run (+233 30 2xx xxxx), so the journey reads its own change. */
const digits = String(parseInt(RUN, 36) % 1_000_000).padStart(6, '0');
const PHONE = `+233 30 2${digits.slice(0, 2)} ${digits.slice(2)}`;
const PHONE_E164 = `+233302${digits}`;

test.describe("the shop's own details", () => {
  test('an admin changes the shop phone in Settings; a shopper on a phone sees it in the footer and on the support page', async ({ adminPage: admin, shopperPage: shopper }) => {
    await admin.getByRole('tab', { name: 'Settings' }).click();
    const phone = admin.getByRole('textbox', { name: 'Shop phone' });
    await expect(phone).not.toHaveValue('');
    await phone.fill(PHONE);
    await admin.getByRole('button', { name: 'Save Store Details' }).click();
    await expect(admin.getByText('Store settings saved')).toBeVisible();

    const requested: string[] = [];
    shopper.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await shopper.goto('/');
    const contact = shopper.getByRole('contentinfo').getByRole('list', { name: 'Contact us' });
    await expect(contact.getByRole('link', { name: PHONE })).toHaveAttribute('href', `tel:${PHONE_E164}`);
    // The settings came written into the page (no call, no flash of an empty footer).
    expect(requested.filter((path) => path === '/api/settings')).toEqual([]);

    await shopper.goto('/support');
    const ways = shopper.getByRole('list', { name: 'Ways to contact us' });
    await expect(ways.getByRole('link', { name: PHONE })).toHaveAttribute('href', `tel:${PHONE_E164}`);
    await expect(ways.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/233\d{9}$/);
    const html = await (await shopper.request.get('/support')).text();
    expect(html).toContain(PHONE);
  });

  test('a shopper opens Shipping Information from the footer and reads the delivery fees', async ({ shopperPage: shopper }) => {
    await shopper.goto('/products');
    await shopper.getByRole('contentinfo').getByRole('link', { name: 'Shipping Information' }).click();
    await expect(shopper).toHaveURL(/\/shipping$/);
    await expect(shopper.getByRole('heading', { level: 1, name: 'Shipping & Delivery' })).toBeVisible();
    const fees = shopper.getByRole('table');
    await expect(fees.getByRole('row', { name: /Standard Delivery/ })).toContainText('₵30.00');
    await expect(fees.getByRole('row', { name: /Standard Delivery/ })).toContainText('free on orders of ₵200.00 or more');
    await expect(fees.getByRole('row', { name: /Next-Day Delivery/ })).toContainText('₵50.00');
    await expect(fees.getByRole('row', { name: /Same-Day Delivery/ })).toContainText('₵80.00');
    // The page fits the phone: nothing scrolls the whole page sideways.
    expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    for (const [link, heading] of [
      ['Returns & Exchanges', 'Returns & Exchanges'],
      ['Privacy Policy', 'Privacy Policy'],
      ['Terms of Service', 'Terms of Service'],
    ]) {
      await shopper.getByRole('contentinfo').getByRole('link', { name: link }).click();
      await expect(shopper.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await expect(shopper.getByText('Did you forget to add the page to the router?')).toHaveCount(0);
  });

  test('a policy page staff wrote with HTML in it shows that HTML as text and runs nothing', async ({ adminPage: admin, shopperPage: shopper }) => {
    await admin.getByRole('tab', { name: 'Settings' }).click();
    await admin.getByText('Terms', { exact: true }).click();
    await expect(admin.getByRole('textbox', { name: 'Title' })).toHaveValue('Terms of Service');
    const text = admin.getByRole('textbox', { name: 'Text (Markdown)' });
    const original = await text.inputValue();
    await text.fill(`${original}\n\nRun ${RUN}: <img src=x onerror="document.title='pwned'"> [tap](javascript:document.title='pwned')`);
    await admin.getByRole('button', { name: 'Save Page' }).click();
    await expect(admin.getByText('Terms of Service saved')).toBeVisible();

    let dialogs = 0;
    shopper.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await shopper.goto('/terms');
    await expect(shopper.getByText(`Run ${RUN}: <img src=x onerror="document.title='pwned'">`)).toBeVisible();
    await expect(shopper.locator('.policy-page__body img')).toHaveCount(0);
    await expect(shopper.locator('.policy-page__body a[href^="javascript"]')).toHaveCount(0);
    // The page comes rendered by the server; its title is set once the app has taken it over.
    await expect(shopper).toHaveTitle('Terms of Service | Kente & Co.');
    expect(dialogs).toBe(0);

    await text.fill(original);
    await admin.getByRole('button', { name: 'Save Page' }).click();
    await expect(admin.getByText('Terms of Service saved').first()).toBeVisible();
  });
});
