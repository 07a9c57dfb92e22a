import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, request, type APIRequestContext, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ADMIN } from './admin-account';

export { ADMIN };

/** Staff work at a desk: the console is driven at a laptop size, shoppers and suppliers stay on a phone. */
export const DESK: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

/** A run-unique word, so the journeys find their own rows in a database other tests also fill. */
export const RUN = Date.now().toString(36).toUpperCase();

let sequence = 0;
/** A word unique to this run and call, for e-mail addresses and names. */
export function unique(): string {
  sequence += 1;
  return `${RUN.toLowerCase()}${sequence}`;
}

/** A real photo (a 300 px WebP of the demo catalog's): the server decodes KYC images, so made-up bytes would be refused. */
const SEED_PHOTOS = join(__dirname, '..', 'backend', 'seed-photos');
export const ID_IMAGE = readFileSync(join(SEED_PHOTOS, readdirSync(SEED_PHOTOS).sort().find((name) => name.endsWith('-300.webp')) ?? 'no 300 px WebP in backend/seed-photos'));

export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface Supplier {
  id: string;
  business: string;
  contact: string;
  email: string;
  password: string;
}

/** The server's totals for one line (5% tax; standard delivery ₵30, free from ₵200, unless `shipping` is given in pesewas). */
export function orderTotals(price: string, quantity = 1, shipping?: number) {
  const subtotal = Math.round(Number(price) * 100) * quantity;
  const delivery = shipping ?? (subtotal >= 20000 ? 0 : 3000);
  const tax = Math.floor((subtotal * 5 * 2 + 100) / 200);
  const text = (pesewas: number) => (pesewas / 100).toFixed(2);
  return { subtotal: text(subtotal), shipping: text(delivery), tax: text(tax), total: text(subtotal + delivery + tax) };
}

export interface Buyer {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  shippingAddress: { address: string; city: string; region: string; country: string };
}

/** A guest buyer of this run, at a Tamale address (`name` tells the journeys' orders apart). */
export function aBuyer(firstName: string): Buyer {
  return {
    email: `${firstName.toLowerCase()}.${unique()}@example.com`,
    firstName,
    lastName: 'Owusu',
    phone: '+233 24 765 4321',
    shippingAddress: { address: '4 Market Street, Tamale', city: 'Tamale', region: 'Northern', country: 'Ghana' },
  };
}

/**
 * One unit of the first product (by name) with at least `stockAtLeast` units, ordered for Mobile Money
 * with standard delivery and paid through the TEST MODE provider, all through the API.
 */
export async function placePaidOrder(api: APIRequestContext, buyer: Buyer, stockAtLeast: number): Promise<{ orderNumber: string; productName: string }> {
  const products: { id: string; name: string; price: string; stock: number }[] = await (await api.get('/api/products?sort=name&limit=50')).json();
  const product = products.find((candidate) => candidate.stock >= stockAtLeast)!;
  const placed = await api.post('/api/orders', {
    data: {
      sessionId: `pay${unique()}`.slice(0, 9),
      ...buyer,
      paymentMethod: 'momo',
      deliveryType: 'standard',
      items: [{ productId: product.id, quantity: 1 }],
      ...orderTotals(product.price),
    },
  });
  expect(placed.status()).toBe(201);
  const order = await placed.json();
  expect((await api.post(`/api/test-payments/checkouts/${String(order.payment.redirectUrl).split('/').pop()}/approve`)).status()).toBe(200);
  await expect.poll(async () => (await (await api.post(`/api/payments/${order.orderNumber}/check`)).json()).status).toBe('paid');
  return { orderNumber: order.orderNumber, productName: product.name };
}

/** An API client signed in as the shop's admin, for arranging what a journey needs. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  return api;
}

/** A product of this run with `stock` units and no sizes, so its card adds it in one tap and no other journey's order moves its stock. */
export async function productInStock(baseURL: string, name: string, stock: number): Promise<string> {
  const api = await adminApi(baseURL);
  const created = await api.post('/api/admin/products', { data: { name, price: '40.00', category: 'accessories', stock, description: 'A run-only product for the journeys.' } });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  await api.dispose();
  return id;
}

/** Moves an order through every stage to delivered, as staff would in the console. */
export async function deliverOrder(baseURL: string, orderNumber: string): Promise<void> {
  const api = await adminApi(baseURL);
  const orders = await (await api.get('/api/admin/orders', { params: { search: orderNumber } })).json();
  const order = orders.find((candidate: { orderNumber: string }) => candidate.orderNumber === orderNumber);
  for (const status of ['confirmed', 'processing', 'shipped', 'out-for-delivery', 'delivered']) {
    const response = await api.patch(`/api/admin/orders/${order.id}/status`, { data: status === 'shipped' ? { status, trackingNumber: 'GHP-E2E-001' } : { status } });
    expect(response.status()).toBe(200);
  }
  await api.dispose();
}

/**
 * Picks an option of an antd Select (found by its combobox) as a keyboard user does: a click on the
 * select's box once nothing covers it (a list's loading veil, say) opens it, the arrow keys move to
 * the option (read back from the combobox's active option, the state the person watches) and Enter
 * takes it. Clicking the option itself was lost on a loaded machine while the popup was still being
 * placed: the click closed it as an outside click and nothing was chosen.
 */
/**
 * The antd toasts the page shows from now on, as they appear, across navigations. For a toast the
 * page leaves soon after (the 'Unauthorized' one has 500 ms before the redirect, SPEC §9), which
 * polling for it on a busy machine can miss.
 */
export async function recordToasts(page: Page): Promise<string[]> {
  const toasts: string[] = [];
  await page.exposeFunction('reportToast', (text: string) => toasts.push(text));
  await page.addInitScript(() => {
    const reported = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll<HTMLElement>('.ant-notification-notice')) {
        if (reported.has(notice) || !notice.innerText.trim() || notice.getBoundingClientRect().height === 0) continue;
        reported.add(notice);
        (window as unknown as { reportToast(text: string): void }).reportToast(notice.innerText);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return toasts;
}

export async function choose(page: Page, combobox: Locator, option: string): Promise<void> {
  const select = combobox.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await select.locator('.ant-select-selector').click();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const activeLabel = async () => {
    const id = await combobox.getAttribute('aria-activedescendant');
    if (!id) return null;
    const active = page.locator(`[id="${id}"]`);
    return (await active.getAttribute('aria-label')) ?? (await active.textContent());
  };
  for (let step = 0; step < 40 && (await activeLabel()) !== option; step += 1) await combobox.press('ArrowDown');
  expect(await activeLabel()).toBe(option);
  await combobox.press('Enter');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
}

/** The page of a context of its own, closed after the test. */
async function ownPage(browser: Browser, options: BrowserContextOptions, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext(options);
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

interface Roles {
  /** A guest on a phone, in a browser of their own. */
  shopperPage: Page;
  /** The shop's admin at a desk, signed in through the login page and on the console. */
  adminPage: Page;
  /** The details of the customer `customerPage` registered. */
  customer: Customer;
  /** A new customer on a phone, just registered through the sign-up page (so signed in, on the home page). */
  customerPage: Page;
  /** The details of the supplier `supplierPage` signed in as. */
  supplier: Supplier;
  /** An approved supplier who applied in Chinese, on a phone, signed in to the supplier dashboard. */
  supplierPage: Page;
}

export const test = base.extend<Roles>({
  shopperPage: async ({ browser }, use) => ownPage(browser, {}, use),

  adminPage: async ({ browser }, use) =>
    ownPage(browser, DESK, async (page) => {
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
      // With no ?next=, an admin lands in the console.
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      await use(page);
    }),

  customer: async ({}, use) => use({ firstName: 'Kwame', lastName: 'Asante', email: `kwame.${unique()}@example.com`, password: 'kente-cloth-2024' }),

  customerPage: async ({ browser, customer }, use) =>
    ownPage(browser, {}, async (page) => {
      await page.goto('/signup');
      await page.getByLabel('First name').fill(customer.firstName);
      await page.getByLabel('Last name').fill(customer.lastName);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(customer.email);
      await page.getByLabel('Password', { exact: true }).fill(customer.password);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page).toHaveURL(/\/$/);
      await use(page);
    }),

  supplier: async ({ baseURL }, use) => {
    const tag = unique();
    const photo = `data:image/webp;base64,${ID_IMAGE.toString('base64')}`;
    const application = { business: `丝路纺织 ${tag}`, contact: '李伟', email: `li.wei.${tag}@silkroad.example`, password: 'silk-road-pass' };
    const api = await request.newContext({ baseURL });
    const registered = await api.post('/api/suppliers/register', {
      data: {
        businessName: application.business,
        contactPerson: application.contact,
        email: application.email,
        password: application.password,
        phone: '+86 138 0000 0000',
        country: '中国',
        language: 'zh-CN',
        faceVerificationImage: photo,
        governmentIdImage: photo,
      },
    });
    expect(registered.status()).toBe(201);
    const { id } = await registered.json();
    await api.dispose();
    const admin = await adminApi(baseURL!);
    expect((await admin.put(`/api/admin/suppliers/${id}/verify-face`, { data: { status: 'verified', notes: 'Face matches the ID' } })).status()).toBe(200);
    expect((await admin.put(`/api/admin/suppliers/${id}/approve`)).status()).toBe(200);
    await admin.dispose();
    await use({ id, ...application });
  },

  supplierPage: async ({ browser, supplier }, use) =>
    ownPage(browser, {}, async (page) => {
      // The page's own cookie jar: signed in through the API, then the dashboard as the supplier opens it.
      expect((await page.request.post('/api/suppliers/login', { data: { email: supplier.email, password: supplier.password } })).status()).toBe(200);
      await page.goto('/supplier-dashboard');
      await expect(page.getByText(`欢迎，${supplier.contact}`)).toBeVisible();
      await use(page);
    }),
});

export { expect };

/**
 * A product page the app has taken over: the app starts once the page is shown (ADR 031), and a
 * size tapped before then shows unchecked for a moment while the app takes the page over, until the
 * tap is handed back (ADR 028). Journeys about something else choose after this; the taps before
 * it have their own journeys in server-render.e2e.ts.
 */
export async function productPageTakenOver(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeEnabled();
}

/** Requests to `url` held back until `release()`, as on a slow connection; `requested` settles at the first of them. */
export async function holdRequests(page: Page, url: string): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let noteRequested!: () => void;
  const requested = new Promise<void>((resolve) => (noteRequested = resolve));
  await page.route(url, async (route) => {
    noteRequested();
    await released;
    await route.continue();
  });
  return { requested, release };
}

/**
 * An antd pop-up (Popconfirm, Popover) asking `question`, once it has finished zooming in: a tap
 * while it still grows can be aimed at where its button was a frame before and land beside it.
 */
export async function promptAsking(page: Page, question: string): Promise<Locator> {
  const prompt = page.locator('.ant-popover').filter({ hasText: question });
  await expect(prompt).toBeVisible();
  await expect(prompt).not.toHaveClass(/ant-zoom-big-(appear|enter)/);
  return prompt;
}

/** No SMS provider here: the text waits in the shop's local mailbox, which staff read in Messages. */
export async function codeTextedTo(admin: APIRequestContext, e164: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const messages: { kind: string; id: string }[] = await (await admin.get(`/api/admin/messages?search=${encodeURIComponent(e164)}&channel=sms`)).json();
      const sent = messages.find((message) => message.kind === 'sign-in-code');
      if (!sent) return '';
      const full: { text: string } = await (await admin.get(`/api/admin/messages/${sent.id}`)).json();
      code = /\b(\d{6})\b/.exec(full.text)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** What axe finds wrong in one part of the page (the parts a journey's feature added). */
export async function violationsIn(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations.map((violation) => `${violation.id} (${violation.impact}) ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}
