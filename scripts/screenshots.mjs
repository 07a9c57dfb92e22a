#!/usr/bin/env node
/**
 * Screenshot review: every screen of the shop at phone (390x844) and laptop (1366x900) size, for a
 * person to look at before a release. Not a test and not run by `npm test` (no `.e2e.ts` name):
 * what it catches (overflow, cut-off text, untranslated strings) only shows to an eye.
 *
 *   npm run build && node scripts/screenshots.mjs            # starts the built shop on a fresh database
 *   SCREENS_BASE_URL=http://127.0.0.1:4400 node scripts/screenshots.mjs   # or uses one you started
 *
 * A shop you start yourself must have ADMIN_EMAIL=admin@example.com ADMIN_PASSWORD=admin-passphrase
 * (or set SCREENS_ADMIN_EMAIL / SCREENS_ADMIN_PASSWORD) and RATE_LIMIT=off.
 * Pictures go to SCREENS_DIR (default /tmp/screens), named <viewport>-<nn>-<screen>.png.
 * SCREENS_ONLY=payments takes only the payment screens (checkout, TEST MODE page, tracking, admin);
 * SCREENS_ONLY=messages only the support reply box, the Messages tab and a message's details.
 * SCREENS_ONLY=riders only the rider's round, the Riders tab and an order's rider control.
 * SCREENS_ONLY=integrations only Settings' API keys: the list, a new key's form and its secret.
 * SCREENS_ONLY=phone-sign-in only signing in with a code by SMS: the number, the code, a wrong code.
 * SCREENS_ONLY=search only searching: suggestions, a corrected search, Did you mean, Settings' Search card.
 */
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = process.env.SCREENS_DIR ?? '/tmp/screens';
const admin = { email: process.env.SCREENS_ADMIN_EMAIL ?? 'admin@example.com', password: process.env.SCREENS_ADMIN_PASSWORD ?? 'admin-passphrase' };
const seedPhotos = join(root, 'backend', 'seed-photos');
const idImage = readFileSync(join(seedPhotos, readdirSync(seedPhotos).sort().find((name) => name.endsWith('-300.webp')) ?? 'no 300 px WebP in backend/seed-photos'));
const run = Date.now().toString(36);
const viewports = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
];

async function startShop() {
  if (process.env.SCREENS_BASE_URL) return { baseURL: process.env.SCREENS_BASE_URL, stop: () => {} };
  const port = process.env.SCREENS_PORT ?? '4400';
  const env = {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-screens-')),
    DATABASE_URL: '',
    RATE_LIMIT: 'off',
    NODE_ENV: 'test',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  };
  const server = spawn(process.execPath, ['backend/dist/main.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const baseURL = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the shop exited with ${server.exitCode}`);
    const up = await fetch(`${baseURL}/api/products?limit=1`).then((response) => response.ok, () => false);
    if (up) return { baseURL, stop: () => server.kill('SIGTERM') };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  throw new Error('the shop did not answer within 2 minutes');
}

/** Same rules as the server: free standard shipping from ₵200, 5% tax rounded half up. */
function standardTotals(price, quantity) {
  const subtotal = Math.round(Number(price) * 100) * quantity;
  const shipping = subtotal >= 20000 ? 0 : 3000;
  const tax = Math.floor((subtotal * 5 * 2 + 100) / 200);
  const text = (pesewas) => (pesewas / 100).toFixed(2);
  return { subtotal: text(subtotal), shipping: text(shipping), tax: text(tax), total: text(subtotal + shipping + tax) };
}

/** An order to track and a support request for the admin to see. */
async function arrange(api) {
  const [product] = await (await api.get('/api/products?search=Duku&limit=1')).json();
  const placed = await api.post('/api/orders', {
    data: {
      sessionId: `scr${run}`.slice(0, 12),
      email: 'abena@example.com',
      firstName: 'Abena',
      lastName: 'Owusu-Ansah',
      phone: '+233 24 555 0199',
      shippingAddress: { address: 'Plot 14, Off Spintex Road, near the Baatsona Total filling station', city: 'Accra', region: 'Greater Accra', country: 'Ghana' },
      paymentMethod: 'momo',
      deliveryType: 'standard',
      items: [{ productId: product.id, quantity: 2, size: 'One Size', color: 'Yellow' }],
      ...standardTotals(product.price, 2),
    },
  });
  if (placed.status() !== 201) throw new Error(`placing the order answered ${placed.status()}: ${await placed.text()}`);
  const support = await api.post('/api/support', {
    data: { subject: 'Size Guide Help', firstName: 'Kojo', lastName: 'Mensah', email: 'kojo@example.com', message: 'Which size of smock fits a 102 cm chest? I am usually an L in European sizes.' },
  });
  if (support.status() !== 201) throw new Error(`the support request answered ${support.status()}`);
  return { orderNumber: (await placed.json()).orderNumber };
}

/** In TEST MODE: orders paid, declined and one left on its payment page, through the test provider's own routes. */
async function arrangePayments(api) {
  const [product] = await (await api.get('/api/products?search=Bolga&limit=1')).json();
  const place = async (tag, paymentMethod = 'momo') => {
    const placed = await api.post('/api/orders', {
      data: {
        sessionId: `pay${tag}${run}`.slice(0, 12),
        email: 'kojo@example.com',
        firstName: 'Kojo',
        lastName: 'Antwi',
        phone: '+233 20 555 0142',
        shippingAddress: { address: '5 Zuarungu Road', city: 'Bolgatanga', region: 'Upper East', country: 'Ghana' },
        paymentMethod,
        deliveryType: 'standard',
        items: [{ productId: product.id, quantity: 1 }],
        ...standardTotals(product.price, 1),
      },
    });
    if (placed.status() !== 201) throw new Error(`placing the ${tag} order answered ${placed.status()}: ${await placed.text()}`);
    const order = await placed.json();
    if (!order.payment?.redirectUrl) throw new Error(`the ${tag} order has no payment page: is the shop in TEST MODE?`);
    return { orderNumber: order.orderNumber, checkoutPath: new URL(order.payment.redirectUrl).pathname };
  };
  const decide = async (order, decision) => {
    const id = order.checkoutPath.split('/').pop();
    const answer = await api.post(`/api/test-payments/checkouts/${id}/${decision}`);
    if (!answer.ok()) throw new Error(`${decision} answered ${answer.status()}`);
    await api.post(`/api/payments/${order.orderNumber}/check`);
  };
  const paid = await place('p');
  await decide(paid, 'approve');
  const failed = await place('f', 'card');
  await decide(failed, 'decline');
  const waiting = await place('w');
  return { paid, failed, waiting };
}

function shooter(prefix) {
  let count = 0;
  return async (page, name, { fullPage = true } = {}) => {
    count += 1;
    await page.evaluate(() => document.fonts.ready);
    // Lazy images below the fold only load once scrolled to; a full-page picture needs them.
    if (fullPage) {
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
    }
    // Lazy images decode off the main thread: without this a thumbnail can still be blank.
    await page.evaluate(() => Promise.race([Promise.all([...document.images].map((image) => image.decode().catch(() => {}))), new Promise((resolve) => setTimeout(resolve, 5000))]));
    const path = join(outDir, `${prefix}-${String(count).padStart(2, '0')}-${name}.png`);
    // Cards off the screen skip painting (content-visibility: auto), and a full-page picture is taken
    // without moving the screen: painting all of it shows the page as the shopper scrolls through it.
    const style = fullPage ? '* { content-visibility: visible !important; }' : undefined;
    await page.screenshot({ path, fullPage, animations: 'disabled', caret: 'hide', style });
    console.log(path);
  };
}

async function visit(page, path, ready) {
  await page.goto(path);
  await ready(page).waitFor();
  await page.waitForLoadState('networkidle');
}

async function storefront(context, shot, { orderNumber }) {
  const page = await context.newPage();
  await visit(page, '/', (p) => p.getByRole('heading', { name: 'Authentic Ghana Fashion' }));
  await shot(page, 'landing');
  await visit(page, '/products', (p) => p.getByRole('main').getByRole('article').first());
  await shot(page, 'products');
  await visit(page, '/products?search=zzzz', (p) => p.getByText('No products found'));
  await shot(page, 'products-empty-search');
  await visit(page, '/cart', (p) => p.getByText('Your cart is empty'));
  await shot(page, 'cart-empty');

  await visit(page, '/products?search=Smock', (p) => p.getByRole('main').getByRole('article').first());
  await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, 'product-detail');
  await chooseEveryGroup(page.getByRole('main'));
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await page.getByText('Item has been added to your cart.').waitFor();
  await visit(page, '/products?search=Duku', (p) => p.getByRole('main').getByRole('article').first());
  await addFromFirstCard(page);
  await visit(page, '/cart', (p) => p.getByRole('link', { name: 'Proceed to Checkout' }));
  await shot(page, 'cart');
  await visit(page, '/checkout', (p) => p.getByRole('button', { name: 'Place Order' }));
  await shot(page, 'checkout');

  await visit(page, `/track?order=${orderNumber}`, (p) => p.getByRole('article', { name: orderNumber }));
  await shot(page, 'track-found');
  await visit(page, '/track?order=GH-ZZZZ-ZZZZ-ZZZZ', (p) => p.getByText('Order Not Found'));
  await shot(page, 'track-not-found');
  await visit(page, '/support', (p) => p.getByRole('button', { name: 'Send Message' }));
  await shot(page, 'support');
  await visit(page, '/about', (p) => p.getByRole('heading', { level: 1 }));
  await shot(page, 'about');
  await visit(page, '/login', (p) => p.getByRole('button', { name: 'Login' }));
  await shot(page, 'login');
  await visit(page, '/signup', (p) => p.getByRole('heading', { level: 1 }));
  await shot(page, 'signup');
  await visit(page, '/no-such-page', (p) => p.getByText('404 Page Not Found'));
  await shot(page, 'not-found');
  await page.close();
}

/** Picks the first size and colour still in stock in each choice group under `scope`. */
async function chooseEveryGroup(scope) {
  for (const group of await scope.getByRole('group', { name: /Size|Colour/ }).all()) await group.getByRole('radio', { disabled: false }).first().check();
}

/** The first list card's Add to Cart, through its size and colour chooser when it opens one. */
async function addFromFirstCard(page) {
  await page.getByRole('main').getByRole('article').first().getByRole('button', { name: /Add to Cart/ }).click();
  const chooser = page.getByRole('dialog');
  const added = page.getByText(/has been added to your cart/).first();
  // Whichever shows first; the other's wait ends in its timeout, caught here.
  const opened = await Promise.race([chooser.waitFor().then(() => true, () => false), added.waitFor().then(() => false, () => false)]);
  if (opened) {
    await chooseEveryGroup(chooser);
    await chooser.getByRole('button', { name: 'Add to Cart' }).click();
  }
  await added.waitFor();
}

async function signInAsAdmin(page) {
  await visit(page, '/login', (p) => p.getByRole('button', { name: 'Login' }));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
}

async function paymentScreens(context, shot, { paid, failed, waiting }) {
  const page = await context.newPage();
  await visit(page, '/products?search=Bolga', (p) => p.getByRole('main').getByRole('article').first());
  await addFromFirstCard(page);
  await visit(page, '/checkout', (p) => p.getByRole('group', { name: 'Payment Method' }).getByRole('note'));
  await page.getByRole('group', { name: 'Payment Method' }).scrollIntoViewIfNeeded();
  await shot(page, 'checkout-payment-options', { fullPage: false });
  await visit(page, waiting.checkoutPath, (p) => p.getByRole('button', { name: 'Send prompt' }));
  await shot(page, 'test-payment-momo');
  await page.getByRole('button', { name: 'Send prompt' }).click();
  await page.getByRole('group', { name: 'Payment request' }).waitFor();
  await shot(page, 'test-payment-momo-prompt');
  for (const [name, order, state] of [
    ['track-payment-waiting', waiting, 'Waiting for your payment'],
    ['track-payment-paid', paid, 'Paid'],
    ['track-payment-failed', failed, 'Your payment did not go through'],
  ]) {
    await visit(page, `/track?order=${order.orderNumber}`, (p) => p.getByRole('region', { name: state }));
    await shot(page, name, { fullPage: false });
  }
  await page.close();
}

async function adminPayments(context, shot, { paid, failed }) {
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByRole('tab', { name: 'Orders', selected: true }).waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, 'admin-orders-payments');
  for (const [name, order] of [['admin-order-paid', paid], ['admin-order-failed', failed]]) {
    await page.getByRole('button', { name: `View order ${order.orderNumber}` }).click();
    const drawer = page.getByRole('dialog', { name: `Order ${order.orderNumber}` });
    await drawer.getByRole('table', { name: 'Payment attempts' }).waitFor();
    await drawer.getByRole('heading', { name: 'Payments' }).scrollIntoViewIfNeeded();
    await shot(page, name, { fullPage: false });
    await drawer.getByRole('button', { name: 'Close' }).last().click();
    await drawer.waitFor({ state: 'hidden' });
  }
  await page.close();
}

async function adminConsole(context, shot) {
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.waitForLoadState('networkidle');
  // The chart comes in its own chunk and draws after it: the picture is for the drawn chart.
  await page.locator('.recharts-surface').first().waitFor();
  await shot(page, 'admin-overview');
  for (const tab of ['Products', 'Orders', 'Suppliers', 'Support', 'Settings']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tab', { name: tab, selected: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, `admin-${tab.toLowerCase()}`);
    if (tab === 'Settings') {
      // The backups card, at the foot of the tab, with the copy the shop took at start.
      await page.locator('.admin-backups .ant-list-item').first().scrollIntoViewIfNeeded();
      await shot(page, 'admin-settings-backups', { fullPage: false });
    }
    if (tab === 'Suppliers') {
      // The Chinese applicant is still pending, so the first Review Face button is theirs.
      await page.getByRole('button', { name: /Review Face/ }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Face Verification Review' });
      await dialog.waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, 'admin-face-review', { fullPage: false });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
  }
  await page.close();
}

/** A rider with two stops today: the rider's own page, then the admin's Riders tab and the order's rider control. */
async function riderScreens(newContext, shot, api, viewportName) {
  const rider = { email: `yaw.${viewportName}.${run}@example.com`, password: 'okada-rider-7' };
  const created = await api.post('/api/admin/riders', { data: { ...rider, firstName: 'Yaw', lastName: 'Boateng' } });
  if (created.status() !== 201) throw new Error(`adding the rider answered ${created.status()}: ${await created.text()}`);
  const riderId = (await created.json()).id;
  const [product] = await (await api.get('/api/products?search=Duku&limit=1')).json();
  const stops = [
    { firstName: 'Esi', lastName: 'Mensah', address: 'House 4, Lamptey Close', city: 'Kasoa', region: 'Central', digitalAddress: 'CX-123-4567', landmark: 'opposite Star Oil, Kasoa toll booth' },
    { firstName: 'Kwabena', lastName: 'Ofori-Atta', address: 'Plot 14, Off Spintex Road', city: 'Accra', region: 'Greater Accra', digitalAddress: 'GA-183-8164', landmark: 'behind the Baatsona Total filling station' },
  ];
  let firstOrderNumber = null;
  for (const [index, stop] of stops.entries()) {
    const { firstName, lastName, ...address } = stop;
    const placed = await api.post('/api/orders', {
      data: {
        sessionId: `rdr${index}${viewportName}${run}`.slice(0, 12),
        email: `${firstName.toLowerCase()}@example.com`,
        firstName,
        lastName,
        phone: '+233 20 555 0199',
        shippingAddress: { ...address, country: 'Ghana' },
        // The first pays at the door: the rider's page shows its door buttons once it is out for delivery.
        paymentMethod: index === 0 ? 'cod' : 'momo',
        deliveryType: 'standard',
        items: [{ productId: product.id, quantity: 1, size: 'One Size', color: 'Yellow' }],
        ...standardTotals(product.price, 1),
      },
    });
    if (placed.status() !== 201) throw new Error(`placing the order answered ${placed.status()}: ${await placed.text()}`);
    const order = await placed.json();
    firstOrderNumber ??= order.orderNumber;
    if (index === 0) await api.patch(`/api/admin/orders/${order.id}/status`, { data: { status: 'out-for-delivery' } });
    const assigned = await api.put(`/api/admin/orders/${order.id}/rider`, { data: { riderId } });
    if (!assigned.ok()) throw new Error(`assigning the rider answered ${assigned.status()}`);
  }

  const riding = await newContext();
  const page = await riding.newPage();
  await visit(page, '/login', (p) => p.getByRole('button', { name: 'Login' }));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(rider.email);
  await page.getByLabel('Password', { exact: true }).fill(rider.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('2 stops').waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, 'rider-round');
  // Nobody home at the first stop: the note asked for, then shown on the stop.
  await page.getByRole('button', { name: 'Not home' }).click();
  await page.getByLabel('Note for the shop (optional)').fill('Gate locked, called twice');
  await shot(page, 'rider-not-home', { fullPage: false });
  await page.getByRole('tooltip').getByRole('button', { name: 'Not home' }).click();
  await page.getByText(/^Nobody home at \d{2}:\d{2}: Gate locked, called twice$/).waitFor();
  await shot(page, 'rider-round-noted');
  await riding.close();

  const office = await newContext();
  const staff = await office.newPage();
  await signInAsAdmin(staff);
  await staff.getByRole('tab', { name: 'Riders' }).click();
  await staff.getByText(/stops? · to collect/).waitFor();
  await shot(staff, 'admin-riders');
  await staff.getByRole('tab', { name: 'Orders' }).click();
  await staff.getByLabel(`View order ${firstOrderNumber}`).click();
  const drawer = staff.getByRole('dialog');
  await drawer.getByText(/^With Yaw Boateng, stop 1/).waitFor();
  await shot(staff, 'admin-order-rider', { fullPage: false });
  await office.close();
}

/** A misspelt search: its suggestions, the list read as corrected, Did you mean, and Settings' Search card. */
async function searchScreens(context, shot) {
  const page = await context.newPage();
  await visit(page, '/products', (p) => p.getByRole('combobox', { name: 'Search products' }));
  const field = page.getByRole('combobox', { name: 'Search products' });
  await field.click();
  await field.pressSequentially('dashki sh');
  await page.getByRole('listbox', { name: 'Suggested products' }).getByRole('option').first().waitFor();
  await shot(page, 'search-suggestions', { fullPage: false });
  await field.press('Enter');
  await page.getByText(/^Showing results for/).waitFor();
  await shot(page, 'search-corrected', { fullPage: false });
  await visit(page, '/products?search=dashki&category=accessories', (p) => p.getByText(/^Did you mean/));
  await shot(page, 'search-did-you-mean', { fullPage: false });
  await visit(page, '/products?search=lamborghini', (p) => p.getByText('No products found'));
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const card = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: /^Search$/ }) });
  await card.getByRole('row').filter({ hasText: 'lamborghini' }).waitFor();
  await card.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await shot(page, 'admin-search-card', { fullPage: false });
  await page.close();
}

/** Signing in with a code by SMS: the number, the code asked for, and a wrong code refused. */
async function phoneSignInScreens(context, shot, viewportName) {
  const page = await context.newPage();
  await visit(page, '/login/phone', (p) => p.getByRole('button', { name: 'Send Code' }));
  await shot(page, 'phone-sign-in');
  await page.getByLabel('Phone number').fill(viewportName === 'phone' ? '024 555 0188' : '020 555 0199');
  await page.getByRole('button', { name: 'Send Code' }).click();
  await page.getByLabel('Code').waitFor();
  await shot(page, 'phone-sign-in-code');
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('alert').waitFor();
  await shot(page, 'phone-sign-in-wrong-code');
  await page.close();
}

/** Settings' API keys: one in use and one revoked, the form of a new one, and its secret shown once. */
async function integrationScreens(context, shot, api, viewportName) {
  const used = await api.post('/api/admin/api-keys', { data: { name: `Accounting sync ${viewportName}`, scopes: ['orders:read', 'reports:read'], expiresInDays: 365 } });
  if (!used.ok()) throw new Error(`making an API key answered ${used.status()}: ${await used.text()}`);
  const { secret } = await used.json();
  const keyed = await api.fetch('/api/integrations/key', { headers: { Authorization: `Bearer ${secret}` } });
  if (!keyed.ok()) throw new Error(`calling with the key answered ${keyed.status()}`);
  const retired = await (await api.post('/api/admin/api-keys', { data: { name: `Old marketplace feed ${viewportName}`, scopes: ['catalog:read'] } })).json();
  await api.post(`/api/admin/api-keys/${retired.id}/revoke`);
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const card = page.locator('.ant-card').filter({ has: page.getByText('API keys', { exact: true }) });
  await card.getByText(`Accounting sync ${viewportName}`).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await shot(page, 'admin-api-keys', { fullPage: false });
  await card.getByRole('button', { name: 'Create API Key' }).click();
  const form = page.getByRole('dialog', { name: 'Create API key' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Courier');
  await form.getByRole('radiogroup', { name: 'Orders and payments' }).getByText('Read and write', { exact: true }).click();
  await form.getByRole('radiogroup', { name: 'Riders and their rounds' }).getByText('Read', { exact: true }).click();
  await shot(page, 'admin-api-key-new', { fullPage: false });
  await form.getByRole('button', { name: 'Create Key' }).click();
  await page.getByRole('dialog', { name: 'API key' }).getByRole('button', { name: 'I have copied it' }).waitFor();
  await shot(page, 'admin-api-key-secret', { fullPage: false });
  await page.close();
}

/** Issue 13: a support request answered in its card, then the Messages tab and the answer as sent. */
async function messageScreens(context, shot, api, viewportName) {
  const email = `abena.${viewportName}.${run}@example.com`;
  const asked = await api.post('/api/support', {
    data: { firstName: 'Abena', lastName: 'Boateng', email, subject: 'Shipping Inquiry', message: 'Can my kente stole reach Takoradi before Saturday? It is a wedding gift.' },
  });
  if (!asked.ok()) throw new Error(`the support request answered ${asked.status()}: ${await asked.text()}`);
  const page = await context.newPage();
  await signInAsAdmin(page);
  await visit(page, '/admin?tab=support', (p) => p.getByRole('tab', { name: 'Support', selected: true }));
  await page.getByLabel('Search support requests').fill(email);
  const card = page.locator('.admin-support-card', { hasText: email });
  await card.getByRole('button', { name: 'Send answer' }).waitFor();
  await card.getByLabel(/^Answer/).fill('Yes: it leaves Accra tomorrow morning and reaches Takoradi on Thursday. We have added gift wrapping at no charge.');
  await shot(page, 'admin-support-reply-box', { fullPage: false });
  await card.getByRole('button', { name: 'Send answer' }).click();
  await card.getByText('Answered by').waitFor();
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'admin-support-answered', { fullPage: false });
  // On a phone the sixth tab sits in the tab bar's overflow menu: go by the tab's address.
  await visit(page, '/admin?tab=messages', (p) => p.locator('.admin-message').first());
  await page.waitForLoadState('networkidle');
  await shot(page, 'admin-messages');
  const answer = page.locator('.admin-message', { hasText: email }).filter({ hasText: 'Support answer' });
  await answer.locator('.ant-tag', { hasText: 'Sent' }).waitFor();
  await answer.getByRole('link', { name: 'Support answer' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.frameLocator('iframe').locator('body').waitFor();
  await shot(page, 'admin-message-email', { fullPage: false });
  await drawer.getByText('Plain text').click();
  await shot(page, 'admin-message-email-text', { fullPage: false });
  await page.close();
}

const PORTAL = {
  en: { language: 'English', register: 'Register', login: 'Login', profile: 'Profile', products: 'Products', fields: [/^Business name/, /^Contact person/, /^Email/, /^Password/, /^Phone/, /^Country/], continue: 'Continue to verification', start: /Start camera/, take: /Take photo/, confirm: /Confirm photo/, submit: 'Submit application', done: 'Application submitted' },
  zh: { language: '中文', register: '注册', login: '登录', profile: '企业资料', products: '产品', fields: [/^企业名称/, /^联系人/, /^电子邮箱/, /^密码/, /^电话/, /^国家/], continue: '继续进行身份验证', start: /开启摄像头/, take: /拍照/, confirm: /确认照片/, submit: '提交申请', done: '申请已提交' },
};

/** Login and register tabs, then every step of the face wizard, in one language; returns the new supplier. */
async function supplierApplies(context, shot, lang, viewportName) {
  const words = PORTAL[lang];
  const supplier = { email: `${lang}.${viewportName}.${run}@supplier.example`, password: 'loom-and-thread' };
  const values = [lang === 'zh' ? `丝路纺织有限公司 ${run}` : `Bonwire Kente Weavers Cooperative ${run}`, lang === 'zh' ? '李伟' : 'Kwame Asante', supplier.email, supplier.password, '+233 24 555 0101', lang === 'zh' ? '中国' : 'Ghana'];
  const page = await context.newPage();
  await visit(page, '/supplier-login', (p) => p.getByRole('tab').first());
  await page.getByText(words.language, { exact: true }).click();
  await page.getByRole('tab', { name: words.login, selected: true }).waitFor();
  await shot(page, `supplier-${lang}-login`);
  await page.getByRole('tab', { name: words.register }).click();
  await page.getByRole('button', { name: words.continue }).waitFor();
  await shot(page, `supplier-${lang}-register`);
  await page.getByRole('button', { name: words.continue }).click();
  // The validation messages are what this picture is for.
  await page.locator('[aria-invalid="true"]').first().waitFor();
  await shot(page, `supplier-${lang}-register-errors`);
  for (const [index, label] of words.fields.entries()) await page.getByLabel(label).fill(values[index]);
  await page.getByRole('button', { name: words.continue }).click();
  await page.getByRole('button', { name: words.start }).waitFor();
  await shot(page, `supplier-${lang}-wizard-1-selfie`);
  await page.getByRole('button', { name: words.start }).click();
  await page.getByRole('button', { name: words.take }).and(page.locator(':enabled')).waitFor();
  await shot(page, `supplier-${lang}-wizard-1-camera`);
  await page.getByRole('button', { name: words.take }).click();
  await page.getByRole('button', { name: words.confirm }).waitFor();
  await shot(page, `supplier-${lang}-wizard-1-photo`);
  await page.getByRole('button', { name: words.confirm }).click();
  await page.getByTestId('government-id-input').waitFor({ state: 'attached' });
  await shot(page, `supplier-${lang}-wizard-2-id`);
  await page.getByTestId('government-id-input').setInputFiles({ name: 'ghana-card.webp', mimeType: 'image/webp', buffer: idImage });
  await page.getByRole('button', { name: words.submit }).waitFor();
  // The preview of the chosen file, decoded.
  await page.locator('img.face-frame__image--contain').evaluate((image) => image.decode());
  await shot(page, `supplier-${lang}-wizard-2-id-chosen`);
  await page.getByRole('button', { name: words.submit }).click();
  // A sent application lands on the login tab, its notice above the e-mail it was made with.
  await page.getByRole('tab', { name: words.login, selected: true }).waitFor();
  await page.getByText(words.done, { exact: true }).waitFor();
  await shot(page, `supplier-${lang}-wizard-3-submitted`);
  await page.close();
  return supplier;
}

async function supplierDashboard(context, shot, api, supplier, lang) {
  const suppliers = await (await api.get('/api/admin/suppliers')).json();
  const record = suppliers.find((candidate) => candidate.email === supplier.email);
  if (lang === 'en') {
    await api.put(`/api/admin/suppliers/${record.id}/verify-face`, { data: { status: 'verified' } });
    await api.put(`/api/admin/suppliers/${record.id}/approve`);
  }
  const page = await context.newPage();
  const login = await page.request.post('/api/suppliers/login', { data: supplier });
  if (!login.ok()) throw new Error(`supplier login answered ${login.status()}`);
  if (lang === 'en') {
    for (const [name, cost] of [['Handwoven Kente Strip – Adweneasa pattern, 8 m', 100], ['Bolga basket', 45.5]]) {
      await page.request.post('/api/suppliers/products', { data: { supplierProductName: name, supplierDescription: 'Woven in Bonwire by the cooperative.', costPrice: cost, minimumQuantity: 2, availableStock: 40, supplierSku: `BKW-${cost}` } });
    }
  }
  const words = PORTAL[lang];
  await visit(page, '/supplier-dashboard', (p) => p.getByRole('tab').first());
  await page.getByText(words.language, { exact: true }).click();
  for (const tab of ['profile', 'products']) {
    await page.getByRole('tab', { name: words[tab] }).click();
    await page.getByRole('tab', { name: words[tab], selected: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, `supplier-dashboard-${lang}-${tab}`);
  }
  await page.close();
}

mkdirSync(outDir, { recursive: true });
const shop = await startShop();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
});
try {
  const api = await (await import('playwright-core')).request.newContext({ baseURL: shop.baseURL });
  const signedIn = await api.post('/api/auth/login', { data: admin });
  if (!signedIn.ok()) throw new Error(`admin login answered ${signedIn.status()}: is the shop started with this admin?`);
  const arranged = await arrange(api);
  const onlyPayments = process.env.SCREENS_ONLY === 'payments';
  const onlyMessages = process.env.SCREENS_ONLY === 'messages';
  const onlyRiders = process.env.SCREENS_ONLY === 'riders';
  const onlyIntegrations = process.env.SCREENS_ONLY === 'integrations';
  const onlyPhoneSignIn = process.env.SCREENS_ONLY === 'phone-sign-in';
  const onlySearch = process.env.SCREENS_ONLY === 'search';
  for (const { name, ...options } of viewports) {
    const context = () => browser.newContext({ ...options, baseURL: shop.baseURL, permissions: ['camera'], locale: 'en-GB', deviceScaleFactor: 1 });
    const shot = shooter(name);
    const searcher = await context();
    await searchScreens(searcher, shot);
    await searcher.close();
    if (onlySearch) continue;
    const signingIn = await context();
    await phoneSignInScreens(signingIn, shot, name);
    await signingIn.close();
    if (onlyPhoneSignIn) continue;
    const integrator = await context();
    await integrationScreens(integrator, shot, api, name);
    await integrator.close();
    if (onlyIntegrations) continue;
    await riderScreens(context, shot, api, name);
    if (onlyRiders) continue;
    const messenger = await context();
    await messageScreens(messenger, shot, api, name);
    await messenger.close();
    if (onlyMessages) continue;
    const payments = await arrangePayments(api);
    const payer = await context();
    await paymentScreens(payer, shot, payments);
    await payer.close();
    const cashier = await context();
    await adminPayments(cashier, shot, payments);
    await cashier.close();
    if (onlyPayments) continue;
    const shopper = await context();
    await storefront(shopper, shot, arranged);
    await shopper.close();
    for (const lang of ['en', 'zh']) {
      const portal = await context();
      const supplier = await supplierApplies(portal, shot, lang, name);
      await portal.close();
      const dashboard = await context();
      await supplierDashboard(dashboard, shot, api, supplier, lang);
      await dashboard.close();
    }
    const staff = await context();
    await adminConsole(staff, shot);
    await staff.close();
  }
  await api.dispose();
} finally {
  await browser.close();
  shop.stop();
}
