import type { BrowserContextOptions, Locator, Page } from '@playwright/test';
import { ADMIN, choose, DESK, expect, placePaidOrder, recordToasts, test } from './fixtures';

/*
 * Issue 18, the admin points at 390x844 and 1280x800: the Overview's figures, every tab in reach,
 * lists that fit a phone, Edit/Delete side by side, toasts clear of the drawer's title, and the
 * 'Unauthorized' toast for a visitor.
 */

const SIZES: { name: string; phone: boolean; options: BrowserContextOptions }[] = [
  { name: '390x844', phone: true, options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: '1280x800', phone: false, options: DESK },
];

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/** A paid order of one unit of a product with at least 6 units, placed and paid through the API. */
function paidOrder(page: Page): Promise<{ orderNumber: string; productName: string }> {
  return placePaidOrder(
    page.request,
    {
      email: 'abena@example.com',
      firstName: 'Abena',
      lastName: 'Owusu-Ansah',
      phone: '+233 24 555 0199',
      shippingAddress: { address: 'Plot 14, Off Spintex Road', city: 'Accra', region: 'Greater Accra', country: 'Ghana' },
    },
    6,
  );
}

for (const size of SIZES) {
  test.describe(`the admin console at ${size.name}`, () => {
    test.use(size.options);

    test("a visitor who opens /admin sees the 'Unauthorized' toast, then the login page", async ({ page }) => {
      const toasts = await recordToasts(page);
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/login$/);
      expect(toasts).toEqual([expect.stringMatching(/^Unauthorized\s+You are logged out\. Logging in again\.\.\.$/)]);
    });

    test("a shopper's pages never download the chart library or the console", async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Authentic Ghana Fashion' })).toBeVisible();
      await page.goto('/products');
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((url) => /sales-chart|admin-console/.test(url))).toEqual([]);
    });

    test('the Overview shows 30 days of sales, the best sellers and the stock running low, every tab in reach', async ({ page }) => {
      const { productName } = await paidOrder(page);
      expect((await page.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
      await page.goto('/admin');

      const sales = page.locator('.ant-card', { has: page.getByText('Sales, last 30 days') });
      await expect(sales.getByText(/Revenue counts paid orders that were not cancelled or refunded/)).toBeVisible();
      await expect(sales.getByRole('figure', { name: /^Revenue per day, / })).toBeVisible();
      await expect(sales.locator('.recharts-bar-rectangle').first()).toBeVisible();
      await sales.getByText('Day by day').click();
      await expect(sales.getByRole('table', { name: 'Orders and revenue per day, newest first' }).getByRole('row')).toHaveCount(31);
      await expect(page.getByRole('list', { name: 'Best sellers' })).toContainText(productName);
      await expect(page.getByText(/products? ha(s|ve) a size or colour at 5 units or fewer/)).toBeVisible();
      // The stat card says what its revenue counts too.
      await expect(page.getByRole('region', { name: 'Shop figures' })).toContainText('Paid orders, not cancelled or refunded');

      // Every tab is on screen, none behind an overflow menu.
      const width = size.options.viewport!.width;
      for (const name of ['Overview', 'Products', 'Orders', 'Suppliers', 'Support', 'Messages']) {
        const tab = page.getByRole('tab', { name });
        await expect(tab).toBeVisible();
        const { x, width: tabWidth } = await box(tab);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x + tabWidth).toBeLessThanOrEqual(width);
      }
      await page.getByRole('tab', { name: 'Support' }).click();
      await expect(page.getByRole('tab', { name: 'Support', selected: true })).toBeVisible();
    });

    test('orders and products fit the screen; Edit and Delete sit side by side; a toast leaves the drawer title clear', async ({ page }) => {
      const { orderNumber } = await paidOrder(page);
      expect((await page.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
      const width = size.options.viewport!.width;
      const noSidewaysScroll = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.goto('/admin?tab=products');
      const edit = page.getByRole('button', { name: /^Edit / }).first();
      const remove = page.getByRole('button', { name: /^Delete / }).first();
      await expect(edit).toBeVisible();
      await noSidewaysScroll();
      expect(Math.abs((await box(edit)).y - (await box(remove)).y)).toBeLessThan(2);
      expect((await box(remove)).x + (await box(remove)).width).toBeLessThanOrEqual(width);

      await page.goto('/admin?tab=orders');
      const searched = page.waitForResponse((response) => response.url().includes('/api/admin/orders?') && response.url().includes('search='));
      await page.getByRole('textbox', { name: 'Search orders' }).fill(orderNumber);
      await searched;
      const status = page.getByRole('combobox', { name: `Status of order ${orderNumber}` });
      await expect(status).toBeVisible();
      await noSidewaysScroll();
      const statusBox = await box(status);
      expect(statusBox.x).toBeGreaterThanOrEqual(0);
      expect(statusBox.x + statusBox.width).toBeLessThanOrEqual(width);

      await choose(page, status, 'Confirmed');
      const toast = page.locator('.ant-notification-notice', { hasText: 'Order status updated!' });
      await expect(toast).toBeVisible();
      await page.getByRole('button', { name: `View order ${orderNumber}` }).click();
      const title = page.getByRole('dialog').getByText(`Order ${orderNumber}`, { exact: true });
      await expect(title).toBeVisible();
      await expect(toast).toBeVisible();
      const [titleBox, toastBox] = [await box(title), await box(toast)];
      const overlap = titleBox.x < toastBox.x + toastBox.width && toastBox.x < titleBox.x + titleBox.width && titleBox.y < toastBox.y + toastBox.height && toastBox.y < titleBox.y + titleBox.height;
      expect(overlap).toBe(false);
      await noSidewaysScroll();
    });
  });
}
