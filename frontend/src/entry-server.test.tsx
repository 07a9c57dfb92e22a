/**
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// React's Node server renderer (what the backend runs) next to jsdom, where the browser's hydration runs.
import { screen, waitFor } from '@testing-library/dom';
import { setImmediate } from 'node:timers';
import { answer } from './test/api';
import { PRODUCT } from './test/fixtures';
import { queryUrl, render, type PreloadedAnswer } from './entry-server';
import { getListProductsUrl } from './api/generated/endpoints/catalog/catalog';

// jsdom has no setImmediate; React's Node renderer schedules its work with it.
Object.assign(globalThis, { setImmediate });

const SIGNED_OUT: PreloadedAnswer = { url: '/api/auth/user', status: 401, body: JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' }), headers: {} };
const product = { ...PRODUCT, name: 'Royal Kente Stole & <Sash>', price: '1185.50', isActive: true };
const productAnswer: PreloadedAnswer = { url: `/api/products/${product.id}`, status: 200, body: JSON.stringify(product), headers: { 'content-type': 'application/json' } };

describe('the storefront rendered on the server', () => {
  it("writes a product's name, price and photo into the HTML, and keeps answers no query used for the browser", async () => {
    const unrelated: PreloadedAnswer = { url: '/api/pages/terms', status: 200, body: '{}', headers: {} };
    const page = await render(`/products/${product.id}`, [SIGNED_OUT, productAnswer, unrelated]);
    expect(page.html).toContain('Royal Kente Stole &amp; &lt;Sash&gt;</h1>');
    expect(page.html).toContain('₵1,185.50');
    expect(page.html).toMatch(new RegExp(`<img [^>]*src="/media/${'a'.repeat(32)}-600.jpg"`));
    expect(page.unused).toEqual([unrelated]);
    expect(page.state).not.toContain('<');
  });

  it('asks for each query the URL the generated client calls', () => {
    const params = { category: 'mens', search: 'smock', sort: 'price-asc', limit: 24, offset: 0 } as const;
    expect(queryUrl(['/api/products', params])).toBe(getListProductsUrl(params));
    expect(queryUrl([`/api/products/${product.id}`])).toBe(`/api/products/${product.id}`);
    expect(queryUrl(['not-an-api-key'])).toBeNull();
  });

  it('is taken over by the browser without a mismatch, and then works', async () => {
    const page = await render(`/products/${product.id}`, [SIGNED_OUT, productAnswer]);
    // The browser's React apart from the server's, as in life: one set of modules running both
    // renderers would share their contexts (a development-only warning no browser ever sees).
    jest.resetModules();
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
    const { spyOnApi } = require('./test/api') as typeof import('./test/api');
    const api = spyOnApi().mockImplementation(async ({ url }) => {
      if (url.startsWith('/api/cart/')) return answer(200, []);
      if (url.startsWith('/api/settings')) throw new Error('not asked in this test');
      throw new Error(`unexpected request ${url}`);
    });
    window.history.pushState({}, '', `/products/${product.id}`);
    document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="ssr-state">${page.state}</script>`;
    const errors = jest.spyOn(console, 'error');
    const warnings = jest.spyOn(console, 'warn');
    // Server markup: the Add to Cart button waits for the script (a tap before it must not submit natively).
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();

    require('./main');

    // The page's lazy chunk loads first (React keeps the server's markup meanwhile), then hydrates.
    await waitFor(() => expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeEnabled(), { timeout: 30_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Royal Kente Stole & <Sash>' })).toBeInTheDocument();
    expect(document.getElementById('ssr-state')).toBeNull();
    // The product came with the page: the browser never asked for it again.
    expect(api.mock.calls.map(([request]) => request.url)).not.toContain(`/api/products/${product.id}`);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });
});
