/**
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// React's Node server renderer (what the backend runs) next to jsdom, where the browser's hydration runs.
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { setImmediate } from 'node:timers';
import { fakeApi, networkFailure, ok, never } from './test/fake-api';
import { PRODUCT } from './test/fixtures';
import { queryUrl, render, type PreloadedAnswer } from './entry-server';
import { getListProductsQueryKey, listProducts } from './api/generated/endpoints/catalog/catalog';

/** How long a page may take to be taken over: antd's first styled render in jsdom took over 30 s on a 2-core host under load (the test itself has 90). */
const TAKEOVER_WAIT_MS = 80_000;

// jsdom has no setImmediate; React's Node renderer schedules its work with it.
Object.assign(globalThis, { setImmediate });

const SIGNED_OUT: PreloadedAnswer = { url: '/api/auth/user', status: 401, body: JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' }), headers: {} };
const product = { ...PRODUCT, name: 'Royal Kente Stole & <Sash>', price: '1185.50', isActive: true };
const productAnswer: PreloadedAnswer = { url: `/api/products/${product.id}`, status: 200, body: JSON.stringify(product), headers: { 'content-type': 'application/json' } };
const reviews = {
  summary: { average: '4.00', count: 1, breakdown: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 4 ? 1 : 0 })) },
  reviews: [{ id: '00000000-0000-4000-8000-000000000001', reviewerName: 'Efua A.', rating: 4, title: 'Bright & true', comment: 'The colours held after washing.', size: null, color: null, verifiedPurchase: true, createdAt: '2026-10-01T10:00:00.000Z' }],
};
/** The reviews section's first page, as the backend's ProductReviewsPreloads answers it. */
const reviewsAnswer: PreloadedAnswer = { url: `/api/products/${product.id}/reviews?limit=5&offset=0`, status: 200, body: JSON.stringify(reviews), headers: { 'x-total-count': '1' } };
const MISSING_ID = '0f6f3c52-5d8e-4a57-8d44-3a7b1d2c9e10';
const missingAnswer: PreloadedAnswer = { url: `/api/products/${MISSING_ID}`, status: 404, body: JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Product not found' }), headers: {} };

/**
 * Puts the server's page into jsdom and starts the browser's app on it, with its own React (as in
 * life). The browser's own requests are answered by the fake API (the test's routes): the fake
 * stands where the network does, so it answers the fresh modules' transport too.
 */
function hydratePage(path: string, page: { html: string; state: string }) {
  // One set of modules running both renderers would share their contexts (a development-only warning no browser ever sees).
  jest.resetModules();
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  window.history.pushState({}, '', path);
  document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="ssr-state">${page.state}</script>`;
  const errors = jest.spyOn(console, 'error');
  const warnings = jest.spyOn(console, 'warn');
  return { errors, warnings, start: () => (require('./main') as typeof import('./main')).takeOver() };
}

/** The URLs the browser asked for. */
const asked = () => fakeApi.requests.map((request) => request.url);

describe('the storefront rendered on the server', () => {
  // The footer's shop settings, not what these tests are about. A page taken over stays mounted
  // after its test, and its footer, taken over when it may (ADR 077), can ask during the next one.
  beforeEach(() => fakeApi.on('GET', '/api/settings', networkFailure()));
  // Rendered before any test has reset the modules for the browser's React: the server's lazy parts load from the same set.
  let missingPage: Promise<{ html: string; state: string }>;
  let loginPage: Promise<{ html: string; state: string }>;
  let cartWithoutOwner: Promise<{ html: string; state: string; antdStyles: string }>;
  let cartWithOwner: Promise<{ html: string; state: string }>;
  let supplierPage: Promise<{ html: string; state: string; antdStyles: string }>;
  beforeAll(async () => {
    // antd's modules take seconds to transform on a busy machine: loaded before the render's 5 s limit starts.
    await Promise.all([import('./supplier/supplier-layout'), import('./supplier/supplier-login.page')]);
    missingPage = render(`/products/${MISSING_ID}`, [SIGNED_OUT, missingAnswer]);
    loginPage = render('/login', [SIGNED_OUT]);
    cartWithoutOwner = render('/cart', [SIGNED_OUT], { browserHasCart: false, supplierLanguage: 'en' });
    cartWithOwner = render('/cart', [SIGNED_OUT], { browserHasCart: true, supplierLanguage: 'en' });
    supplierPage = render('/supplier-login', [SIGNED_OUT], { browserHasCart: false, supplierLanguage: 'zh-CN' });
  });

  it("writes the supplier sign-in in the supplier's language with antd's styles, its button waiting for the script; the storefront has no antd styles", async () => {
    const page = await supplierPage;
    const parsed = new DOMParser().parseFromString(page.html, 'text/html');
    expect(parsed.querySelector('h1')?.textContent).toBe('供应商门户');
    expect(parsed.querySelector('input[type="email"]')).not.toBeNull();
    expect(parsed.querySelector('input[type="password"]')).not.toBeNull();
    // No submit button until the app runs: a native submit would put the password into the URL.
    expect(parsed.querySelector('button[type="submit"]')).toBeNull();
    const login = [...parsed.querySelectorAll('form button')].find((button) => button.textContent === '登录');
    expect(login?.getAttribute('aria-disabled')).toBe('true');
    // Read out without script, in the page's language.
    expect(parsed.querySelector('form noscript')?.textContent).toContain('登录需要 JavaScript');
    // antd's rules for the markup's classes, and the map its browser code reads to take them as they are.
    expect(page.antdStyles).toMatch(/<style[^>]*data-css-hash[^>]*>[^<]*\.ant-btn/);
    expect(page.antdStyles).toContain('data-ant-cssinjs-cache-path');
    expect((await cartWithoutOwner).antdStyles).toBe('');
  });

  it("renders the cart empty for a browser that has none (no cart cookie), and loading for one that has, whose cart only the browser knows", async () => {
    expect((await cartWithoutOwner).html).toContain('Looks like you haven&#x27;t added any items to your cart yet.');
    expect((await cartWithoutOwner).html).not.toContain('Loading your cart');
    expect((await cartWithOwner).html).toContain('Loading your cart');
    expect((await cartWithOwner).html).not.toContain('added any items');
  });

  it("writes a product's name, price and photo into the HTML, and keeps answers no query used for the browser", async () => {
    const unrelated: PreloadedAnswer = { url: '/api/pages/terms', status: 200, body: '{}', headers: {} };
    const page = await render(`/products/${product.id}`, [SIGNED_OUT, productAnswer, unrelated]);
    expect(page.html).toContain('Royal Kente Stole &amp; &lt;Sash&gt;</h1>');
    expect(page.html).toContain('₵1,185.50');
    expect(page.html).toMatch(new RegExp(`<img [^>]*src="/media/${'a'.repeat(32)}-600.jpg"`));
    // The tab's title as the app sets it, for the server to write into the head.
    expect(page.title).toBe('Royal Kente Stole & <Sash> | Kente & Co.');
    expect(page.unused).toEqual([unrelated]);
    expect(page.state).not.toContain('<');
  });

  it("writes the product's first page of reviews into the HTML, though the section fetches them only when scrolled near", async () => {
    const page = await render(`/products/${product.id}`, [SIGNED_OUT, productAnswer, reviewsAnswer]);
    expect(page.html).toContain('Bright &amp; true');
    expect(page.html).toContain('The colours held after washing.');
    expect(page.html).toContain('Based on <!-- -->1 review');
    expect(page.html).not.toContain('Loading reviews');
    expect(page.unused).toEqual([]);
  });

  it("renders 'Product not found' from the server's 404 answer, and keeps it for the browser", async () => {
    const page = await render(`/products/${MISSING_ID}`, [SIGNED_OUT, missingAnswer]);
    expect(page.html).toContain('Product not found');
    expect(page.html).toContain('Back to Products');
    expect(page.html).not.toContain('Loading product');
    expect(page.title).toBe('Product not found | Kente & Co.');
    expect(page.unused).toEqual([]);
    expect(page.state).toContain('"$httpError":{"status":404');
  });

  it("names a category's list after the category in its title, as a search result and the tab show it", async () => {
    expect((await render('/products?category=mens', [SIGNED_OUT])).title).toBe("Men's Collection | Kente & Co.");
    expect((await render('/products?category=unknown', [SIGNED_OUT])).title).toBe('Our Products | Kente & Co.');
  });

  it('writes a phone menu that works without script: a disclosure of the navigation in place of the menu button, which it hides', async () => {
    const page = await render('/products', [SIGNED_OUT]);
    expect(page.title).toBe('Our Products | Kente & Co.');
    // As a browser that runs no script parses it: a <noscript>'s content is markup.
    const parsed = new DOMParser().parseFromString(page.html, 'text/html');
    const menu = parsed.querySelector('header noscript details');
    expect(menu?.querySelector('summary')?.getAttribute('aria-label')).toBe('Menu');
    const links = [...(menu?.querySelectorAll('nav[aria-label="Mobile"] a') ?? [])];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Products', '/products'],
      ['About', '/about'],
      ['Support', '/support'],
      ['Track Order', '/track'],
    ]);
    expect(links[1].getAttribute('aria-current')).toBe('page');
    expect(parsed.querySelector('header noscript style')?.textContent).toBe('.site-header__menu-button{display:none}');
  });

  it('asks for each query the URL the generated client calls', async () => {
    const params = { category: 'mens', search: 'smock', sort: 'price-asc', limit: 24, offset: 0 } as const;
    fakeApi.on('GET', '/api/products', ok([]));
    await listProducts(params);
    expect(queryUrl(getListProductsQueryKey(params))).toBe(fakeApi.last('GET', '/api/products').url);
    expect(queryUrl([`/api/products/${product.id}`])).toBe(`/api/products/${product.id}`);
    expect(queryUrl(['not-an-api-key'])).toBeNull();
  });

  it('is taken over by the browser without a mismatch, and then works', async () => {
    const page = await render(`/products/${product.id}`, [SIGNED_OUT, productAnswer, reviewsAnswer]);
    fakeApi.on('GET', '/api/cart/:sessionId', ok([]));
    const { errors, warnings, start } = hydratePage(`/products/${product.id}`, page);
    // Server markup: the Add to Cart button waits for the script (a tap before it must not submit natively).
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();

    start();

    // The page's lazy chunk loads first (React keeps the server's markup meanwhile), then hydrates.
    await waitFor(() => expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeEnabled(), { timeout: TAKEOVER_WAIT_MS });
    expect(screen.getByRole('heading', { level: 1, name: 'Royal Kente Stole & <Sash>' })).toBeInTheDocument();
    expect(document.getElementById('ssr-state')).toBeNull();
    // The product came with the page: the browser never asked for it again.
    expect(asked()).not.toContain(`/api/products/${product.id}`);
    // Nor for the reviews it came with, which stay shown.
    expect(asked()).not.toContain(reviewsAnswer.url);
    expect(screen.getByText('The colours held after washing.')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('keeps what was typed into a form before the script took over, through the next key pressed', async () => {
    const page = await loginPage;
    fakeApi.on('GET', '/api/cart/:sessionId', ok([]));
    const { errors, start } = hydratePage('/login', page);
    const form = within(screen.getByRole('main'));
    const email = form.getByRole('textbox', { name: /Email/ }) as HTMLInputElement;
    email.value = 'ama@example.com';

    start();

    await waitFor(() => expect(form.getByRole('button', { name: 'Login' })).toBeEnabled(), { timeout: TAKEOVER_WAIT_MS });
    await userEvent.type(form.getByLabelText(/Password/), 'secret');
    expect(email).toHaveValue('ama@example.com');
    await userEvent.type(email, '.gh');
    expect(email).toHaveValue('ama@example.com.gh');
    expect(errors).not.toHaveBeenCalled();
  });

  it('takes the supplier sign-in over without a mismatch, in the language it was rendered in, keeping what was typed', async () => {
    const page = await supplierPage;
    window.localStorage.clear();
    const { errors, warnings, start } = hydratePage('/supplier-login', page);
    const email = screen.getByRole('textbox', { name: /电子邮箱/ }) as HTMLInputElement;
    expect(screen.getByRole('button', { name: '登录' })).toHaveAttribute('aria-disabled', 'true');
    email.value = 'li.wei@silkroad.example';

    start();

    await waitFor(() => expect(screen.getByRole('button', { name: '登录' })).toHaveAttribute('type', 'submit'), { timeout: TAKEOVER_WAIT_MS });
    expect(screen.getByRole('button', { name: '登录' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('heading', { level: 1, name: '供应商门户' })).toBeInTheDocument();
    await userEvent.type(email, '.cn');
    expect(email).toHaveValue('li.wei@silkroad.example.cn');
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it("is taken over without a mismatch on a product the shop does not have, which it does not ask for again", async () => {
    const page = await missingPage;
    fakeApi.on('GET', '/api/cart/:sessionId', ok([]));
    const { errors, warnings, start } = hydratePage(`/products/${MISSING_ID}`, page);
    start();

    // The title is the app's once the page's part has hydrated (usePageTitle runs in an effect).
    await waitFor(() => expect(document.title).toMatch(/^Product not found/), { timeout: TAKEOVER_WAIT_MS });
    expect(screen.getByRole('alert')).toHaveTextContent('Product not found');
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
    expect(asked()).not.toContain(`/api/products/${MISSING_ID}`);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it("takes the empty cart over without a mismatch, then shows the cart the browser reads when this device remembers lines of it (a page the service worker kept from before)", async () => {
    const line = {
      id: '11111111-1111-4111-8111-111111111111', sessionId: 'abc123xyz', productId: product.id, quantity: 2, size: null, color: null,
      variantId: '33333333-3333-4333-8333-333333333333', variantStock: 5, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z',
      product: { name: 'Kente Bow Tie', price: '50.00', images: [], stock: 5, sizes: [], colors: [], variants: [] },
    };
    fakeApi.on('GET', '/api/cart/:sessionId', ok([line]));
    fakeApi.on('POST', '/api/promotions/quote', never()); // nor this
    // A service worker in control: the page may be one it kept, from before the lines were added.
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {}, register: () => new Promise(() => undefined) } });
    window.sessionStorage.setItem('sessionId', line.sessionId);
    window.localStorage.setItem('lastKnownCart', JSON.stringify({ sessionId: line.sessionId, lines: [{ ...line, quantity: 1 }] }));
    const { errors, warnings, start } = hydratePage('/cart', await cartWithoutOwner);
    start();

    await waitFor(() => expect(screen.getByText('Kente Bow Tie')).toBeInTheDocument(), { timeout: TAKEOVER_WAIT_MS });
    expect(screen.queryByText(/added any items/)).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
