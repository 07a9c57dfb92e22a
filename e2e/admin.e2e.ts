import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ADMIN } from './fixtures';

/** Staff work at a desk: the console is driven at a laptop size, the shopper stays on a phone. */
const DESK = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

/** A run-unique word, so the journeys find their own rows in a database other tests also fill. */
const RUN = Date.now().toString(36).toUpperCase();

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // With no ?next=, an admin lands in the console.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

/**
 * Picks an option of an antd Select (found by its combobox). The shown value sits over the
 * combobox input and takes the click, as it does for a user; the list opens in a popup elsewhere.
 */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click({ force: true });
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(option, { exact: true }).click();
}

/** The server's totals for one line with standard delivery (30, free from 200) and 5% tax. */
function standardTotals(price: string, quantity: number) {
  const subtotal = Math.round(Number(price) * 100) * quantity;
  const shipping = subtotal >= 20000 ? 0 : 3000;
  const tax = Math.floor((subtotal * 5 * 2 + 100) / 200);
  const text = (pesewas: number) => (pesewas / 100).toFixed(2);
  return { subtotal: text(subtotal), shipping: text(shipping), tax: text(tax), total: text(subtotal + shipping + tax) };
}

async function newShopper(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe('the admin console', () => {
  test.use(DESK);

  test('an admin signs in, adds a product, and shoppers find it in the shop', async ({ page }) => {
    await signInAsAdmin(page);
    await expect(page.getByText('Welcome, Admin')).toBeVisible();
    // The header knows who is signed in: the account menu and, for an admin, the Admin link.
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Account menu for Admin' })).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
    const stats = page.getByRole('region', { name: 'Shop figures' });
    for (const card of ['Total Products', 'Total Orders', 'Revenue', 'Low Stock']) await expect(stats.getByText(card)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByRole('button', { name: 'Add New Product' }).click();
    const form = page.locator('.admin-product-form');
    const name = `Admin Journey Smock ${RUN}`;
    await form.getByLabel('Product Name').fill(name);
    await choose(page, form.getByRole('combobox', { name: 'Category' }), "Children's Collection");
    await form.getByLabel('Description').fill('Handwoven in Daboya for the e2e journey.');
    await form.getByLabel('Price (₵)', { exact: true }).fill('149.50');
    await form.getByLabel('Stock (units)').fill('12');
    await form.getByRole('checkbox', { name: 'M', exact: true }).check();
    await form.getByRole('checkbox', { name: 'L', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Blue', exact: true }).check();
    await form.getByRole('button', { name: 'Create Product' }).click();

    await expect(page.getByText('Product created successfully!')).toBeVisible();
    await expect(form).toHaveCount(0); // the form closes on success
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('₵149.50');
    await expect(row).toContainText('12 units');
    await expect(row).toContainText('Active');

    // Edit happens in the same form, filled with the product.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page.getByText(`Edit Product: ${name}`)).toBeVisible();
    await expect(form.getByLabel('Price (₵)', { exact: true })).toHaveValue('149.50');
    await form.getByLabel('Stock (units)').fill('4');
    await form.getByRole('button', { name: 'Update Product' }).click();
    await expect(page.getByText('Product updated successfully!')).toBeVisible();
    await expect(row).toContainText('4 units · Low');

    // The list shows newest first, so the new product is on the first page a shopper sees.
    const shopper = await newShopper(page.context().browser()!);
    await shopper.goto('/products');
    await shopper.getByRole('link', { name }).first().click();
    await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(shopper.getByText('₵149.50').first()).toBeVisible();
    await shopper.context().close();
  });

  test("an admin moves a shopper's order to delivered and the tracking page follows every stage", async ({ page, browser }) => {
    const shopper = await newShopper(browser);
    const products: { id: string; name: string; price: string; stock: number }[] = await (await shopper.request.get('/api/products?sort=name&limit=50')).json();
    const product = products.find((candidate) => candidate.stock >= 2)!;
    const placed = await shopper.request.post('/api/orders', {
      data: {
        sessionId: `adm${RUN}`.slice(0, 9),
        email: 'akosua@example.com',
        firstName: 'Akosua',
        lastName: 'Darko',
        phone: '+233 24 555 0101',
        shippingAddress: { address: '7 Gumbihini Road', city: 'Tamale', region: 'Northern', country: 'Ghana' },
        paymentMethod: 'momo',
        deliveryType: 'standard',
        items: [{ productId: product.id, quantity: 1 }],
        ...standardTotals(product.price, 1),
      },
    });
    expect(placed.status()).toBe(201);
    const { orderNumber } = await placed.json();

    await shopper.goto(`/track?order=${orderNumber}`);
    const timeline = shopper.getByRole('list', { name: 'Order progress' });
    await expect(timeline.locator('[aria-current="step"]')).toContainText('Order Placed');

    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Orders' }).click();
    // The search goes to the server after a pause; the row is only steady once its answer is in.
    const searched = page.waitForResponse((response) => response.url().includes('/api/admin/orders?') && response.url().includes('search='));
    await page.getByRole('textbox', { name: 'Search orders' }).fill(orderNumber);
    await searched;
    const row = page.getByRole('row', { name: new RegExp(orderNumber) });
    await expect(row).toContainText('Akosua Darko');
    await expect(row).toContainText('akosua@example.com');
    const status = row.getByRole('combobox', { name: `Status of order ${orderNumber}` });
    const stages = row.locator('.admin-stages');

    const steps = [
      { option: 'Confirmed', label: 'Confirmed' },
      { option: 'Processing', label: 'Processing' },
      { option: 'Shipped', label: 'Shipped' },
      { option: 'Out for Delivery', label: 'Out for Delivery' },
      { option: 'Delivered', label: 'Delivered' },
    ];
    for (const step of steps) {
      await choose(page, status, step.option);
      if (step.option === 'Shipped') {
        // Choosing shipped first asks for the optional tracking number (SPEC §4).
        await page.getByLabel('Tracking number').fill(`GHP-${RUN}`);
        await page.getByRole('button', { name: 'Mark as Shipped' }).click();
      }
      // The stage date appears in the row once the server has recorded the change.
      await expect(stages.locator('dt').filter({ hasText: new RegExp(`^${step.label}$`) })).toBeVisible();
      await expect(page.getByText('Order status updated!').first()).toBeVisible();

      await shopper.reload();
      await expect(timeline.locator('[aria-current="step"]')).toContainText(step.label);
      await expect(shopper.locator('.order-status-badge').first()).toHaveText(step.label);
    }
    await expect(stages).toContainText(`GHP-${RUN}`);
    await expect(shopper.getByText(`GHP-${RUN}`).first()).toBeVisible();
    // A delivered order invites the shopper to review it.
    await expect(shopper.getByRole('button', { name: new RegExp(`Write a Review for ${product.name}`) })).toBeVisible();
    await shopper.context().close();
  });

  test("a shopper's support request is resolved from the Support tab", async ({ page, browser }) => {
    const shopper = await newShopper(browser);
    const message = `My parcel ${RUN} has not arrived in Bolgatanga yet.`;
    const sent = await shopper.request.post('/api/support', {
      data: { firstName: 'Esi', lastName: 'Owusu', email: 'esi@example.com', subject: 'Shipping Inquiry', message },
    });
    expect(sent.ok()).toBe(true);
    await shopper.context().close();

    await signInAsAdmin(page);
    await expect(page.getByRole('list', { name: 'Recent support requests' })).toContainText('Shipping Inquiry');
    await page.getByRole('tab', { name: 'Support' }).click();
    const card = page.locator('.admin-support-card', { hasText: message });
    await expect(card).toContainText('Esi Owusu');
    await expect(card).toContainText('esi@example.com');
    await expect(card).toContainText('Normal priority');
    await expect(card.locator('.ant-tag').first()).toHaveText('Open');

    await choose(page, card.getByRole('combobox'), 'Resolved');
    await expect(page.getByText('Support request updated!')).toBeVisible();
    await expect(card.locator('.ant-tag').first()).toHaveText('Resolved');

    // Stored, not just shown: a fresh load of the console still says Resolved.
    await page.goto('/admin?tab=support');
    await expect(page.locator('.admin-support-card', { hasText: message }).locator('.ant-tag').first()).toHaveText('Resolved');
  });
});

test.describe('who may open the console', () => {
  test('a customer who signs up gets their home page and menu, and cannot see /admin', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Kwame');
    await page.getByLabel('Last name').fill('Asante');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`kwame.${RUN.toLowerCase()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('kente-cloth-2024');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Kwame!' })).toBeVisible();
    await expect(page.getByText('No orders yet')).toBeVisible();

    // On a phone the account lives in the menu drawer: My Orders and Logout, no Admin.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('region', { name: 'Your account' })).toContainText('Kwame');
    await expect(drawer.getByRole('link', { name: 'Logout' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await drawer.getByRole('link', { name: 'Products' }).click();

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shop figures' })).toHaveCount(0);
    // The server says no as well, not only the screen.
    expect((await page.request.get('/api/admin/orders')).status()).toBe(403);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Authentic Ghana Fashion' })).toBeVisible();
  });

  test('a visitor who opens /admin is told to sign in and sent to the login page', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByText('Unauthorized')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect((await page.request.get('/api/admin/orders')).status()).toBe(401);
  });
});
