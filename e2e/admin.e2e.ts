import { choose, expect, orderTotals, promptAsking, recordToasts, RUN, test } from './fixtures';

test.describe('the admin console', () => {
  test('an admin signs in, adds a product, and shoppers find it in the shop', async ({ adminPage: page, shopperPage: shopper }) => {
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
    await form.getByRole('checkbox', { name: 'M', exact: true }).check();
    await form.getByRole('checkbox', { name: 'L', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Blue', exact: true }).check();
    // With sizes and colours the stock is kept per variant: the grid takes over from the single field.
    const grid = form.getByRole('table', { name: 'Units in stock per size and colour' });
    await grid.getByLabel('Stock of M / Blue').fill('7');
    await grid.getByLabel('Stock of L / Blue').fill('5');
    await expect(grid.getByTestId('stock-grid-total')).toHaveText('12');
    await expect(form.getByText('12 units')).toBeVisible();
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
    await expect(grid.getByLabel('Stock of M / Blue')).toHaveValue('7');
    await grid.getByLabel('Stock of M / Blue').fill('0');
    await grid.getByLabel('Stock of L / Blue').fill('4');
    await form.getByRole('button', { name: 'Update Product' }).click();
    await expect(page.getByText('Product updated successfully!')).toBeVisible();
    await expect(row).toContainText('4 units · Low');
    // Each size and colour at 5 or fewer is named under the total.
    await expect(row.getByRole('list', { name: `Low stock sizes and colours of ${name}` })).toHaveText(/M\/Blue: 0\s*L\/Blue: 4/);

    // The list shows newest first, so the new product is on the first page a shopper sees.
    await shopper.goto('/products');
    await shopper.getByRole('link', { name }).first().click();
    await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(shopper.getByText('₵149.50').first()).toBeVisible();
    await expect(shopper.getByRole('group', { name: /Size/ }).getByRole('radio', { name: 'M — sold out' })).toBeDisabled();
  });

  test("an admin moves a shopper's order to delivered and the tracking page follows every stage", async ({ adminPage: page, shopperPage: shopper }) => {
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
        ...orderTotals(product.price, 1),
      },
    });
    expect(placed.status()).toBe(201);
    const { orderNumber } = await placed.json();

    await shopper.goto(`/track?order=${orderNumber}`);
    const timeline = shopper.getByRole('list', { name: 'Order progress' });
    await expect(timeline.locator('[aria-current="step"]')).toContainText('Order Placed');

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
      if (step.option !== 'Shipped') {
        // Not paid yet (the shopper left the payment page): the console asks before telling the customer of progress.
        const unpaid = await promptAsking(page, `${orderNumber} is not paid yet`);
        await unpaid.getByRole('button', { name: `Mark as ${step.option}` }).click();
      }
      if (step.option === 'Shipped') {
        // Choosing shipped first asks for the optional tracking number (SPEC §4).
        const prompt = await promptAsking(page, `Mark ${orderNumber} as shipped`);
        await expect(prompt.getByText('Not paid yet: its money has not arrived.')).toBeVisible();
        await prompt.getByLabel('Tracking number').fill(`GHP-${RUN}`);
        await prompt.getByRole('button', { name: 'Mark as Shipped' }).click();
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
  });

  test("a shopper's support request is resolved from the Support tab", async ({ shopperPage: shopper, adminPage: page }) => {
    const message = `My parcel ${RUN} has not arrived in Bolgatanga yet.`;
    const sent = await shopper.request.post('/api/support', {
      data: { firstName: 'Esi', lastName: 'Owusu', email: 'esi@example.com', subject: 'Shipping Inquiry', message },
    });
    expect(sent.ok()).toBe(true);

    // The console was opened before the request came in: a fresh load shows it.
    await page.reload();
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
  test('a customer who signs up gets their home page and menu, and cannot see /admin', async ({ customerPage: page, customer }) => {
    // A new account's first greeting is a welcome, not a welcome back.
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${customer.firstName}!`, exact: true })).toBeVisible();
    await expect(page.getByText('No orders yet')).toBeVisible();

    // On a phone the account lives in the menu drawer: My Orders and Logout, no Admin.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('region', { name: 'Your account' })).toContainText(customer.firstName);
    await expect(drawer.getByRole('link', { name: 'Logout' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await drawer.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/products$/);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shop figures' })).toHaveCount(0);
    // The server says no as well, not only the screen.
    expect((await page.request.get('/api/admin/orders')).status()).toBe(403);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Authentic Ghana Fashion' })).toBeVisible();
  });

  test('a visitor who opens /admin is told to sign in and sent to the login page', async ({ shopperPage: page }) => {
    const toasts = await recordToasts(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    expect(toasts).toEqual([expect.stringMatching(/^Unauthorized\s/)]);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect((await page.request.get('/api/admin/orders')).status()).toBe(401);
  });
});
