import { expect, test, unique } from './fixtures';

const CLUTCH = 'Kente Envelope Clutch – Royal Purple';

test.describe('search that forgives (ADR 062)', () => {
  test('a shopper on a phone misspells a product, is offered it as they type, and finds it on the list', async ({ shopperPage: page }) => {
    await page.goto('/products');
    // The suggestions are the app's: it has taken the page over (typing before it does is
    // server-render.e2e.ts's and no-javascript.e2e.ts's). The view switch beside the box is off until then.
    await expect(page.getByRole('group', { name: 'Product view' }).getByRole('button', { name: 'List' })).toBeEnabled();
    const field = page.getByRole('combobox', { name: 'Search products' });
    await field.click();
    await field.pressSequentially('kenti clut');
    const suggestions = page.getByRole('listbox', { name: 'Suggested products' });
    await expect(suggestions.getByRole('option', { name: CLUTCH })).toBeVisible();

    // Enter without picking a suggestion searches the list.
    await field.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=kenti\+clut$/);
    await expect(page.getByText('Showing results for “kente clutch”')).toBeVisible();
    await expect(page.locator('main .product-grid li').first()).toContainText(CLUTCH);

    // A suggestion picked with the keyboard opens its product.
    await field.fill('agbda');
    const agbada = suggestions.getByRole('option', { name: 'Three-Piece Agbada – Wine Red' });
    await expect(agbada).toBeVisible();
    await field.press('ArrowDown');
    await expect(agbada).toHaveAttribute('aria-selected', 'true');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Three-Piece Agbada – Wine Red' })).toBeVisible();
  });

  test('an admin adds a synonym shoppers use and sees the searches that found nothing', async ({ adminPage: admin, browser }) => {
    const word = `zqclutch${unique().replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
    const nothing = `zqnothing${unique().replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
    const shopper = await browser.newPage();
    try {
      // Before: neither word finds anything; each search is counted for staff.
      await shopper.goto(`/products?search=${word}`);
      await expect(shopper.getByText('No products found')).toBeVisible();
      await shopper.goto(`/products?search=${nothing}`);
      await expect(shopper.getByText('No products found')).toBeVisible();

      await admin.getByRole('tab', { name: 'Settings' }).click();
      const card = admin.locator('.ant-card').filter({ has: admin.locator('.ant-card-head-title', { hasText: /^Search$/ }) });
      const synonyms = card.getByRole('textbox', { name: 'Synonyms' });
      await expect(synonyms).toHaveValue(/fugu = batakari = smock/);
      // A term is in one group only: an earlier run's line for the clutch gives way to this one.
      const kept = (await synonyms.inputValue()).split('\n').filter((line) => !/ = clutch$/.test(line));
      await synonyms.fill([...kept, `${word} = clutch`].join('\n'));
      await card.getByRole('button', { name: 'Save synonyms' }).click();
      await expect(admin.getByText('Synonyms saved: searches use them now')).toBeVisible();
      await expect(synonyms).toHaveValue(new RegExp(`${word} = clutch$`));

      await shopper.goto(`/products?search=${word}`);
      await expect(shopper.locator('main .product-grid li').filter({ hasText: CLUTCH })).toBeVisible();

      await admin.reload();
      await admin.getByRole('tab', { name: 'Settings' }).click();
      await expect(card.getByRole('row').filter({ hasText: nothing })).toBeVisible();
    } finally {
      await shopper.close();
    }
  });
});
