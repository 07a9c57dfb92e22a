import { photoPath } from '@shop/rules';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import sharp from 'sharp';
import { Review } from '../modules/reviews/domain/review.entity';
import { checkoutBody, insertProduct, signedInBrowser } from '../test-support/fixtures';
import { createTestApp, TestApp } from '../test-support/test-app';
import { keepingSupplierSignInRenders, SERVER_BUNDLE, type PageFacts, type RenderedPage } from './server-render';

/** The frontend as `npm run build` leaves it: the browser's build and the server bundle (ADR 022). */
const BUILT_FRONTEND = join(__dirname, '..', '..', '..', 'frontend', 'dist');

/** The markup the server put inside #root, before any script of the page has run. */
function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="ssr-state">');
  if (start < 0 || end < start) throw new Error('the page was not rendered on the server');
  return html.slice(start, end);
}

/** The React Query cache the page was rendered from, as main.tsx reads it. */
function serverState(html: string): { queries: { queryKey: unknown[]; state: { status: string; data?: { data: unknown } } }[] } {
  const block = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(html);
  if (!block) throw new Error('no server state in the page');
  return JSON.parse(block[1]);
}

/** A <meta>'s content, by its property (Open Graph) or name (Twitter). */
function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
}

describe('storefront pages rendered on the server', () => {
  let shop: TestApp;
  let limited: TestApp;

  beforeAll(async () => {
    shop = await createTestApp({ frontendDist: BUILT_FRONTEND });
  });
  afterAll(async () => {
    await shop.close();
    await limited?.close();
  });

  it("serves a product's page with its name, price and photo in the HTML, and the data it was made from", async () => {
    const product = await insertProduct(shop.dataSource, { name: 'Bolga basket & <b>tote</b>', price: '1234.50', category: 'accessories', images: [photoPath('b'.repeat(32), 'YJqGPQw7sFlslqhFafSE')] });
    const response = await shop.agent().get(`/products/${product.id}`).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const markup = rootMarkup(response.text);
    expect(markup).toContain('Bolga basket &amp; &lt;b&gt;tote&lt;/b&gt;</h1>');
    expect(markup).toContain('₵1,234.50');
    expect(markup).toMatch(new RegExp(`<img [^>]*src="/media/${'b'.repeat(32)}-600.jpg"`));
    expect(markup).not.toContain('<b>tote</b>');
    // Its title too: a search result, a shared link's preview and the tab name the product before any script runs.
    expect(response.text).toContain('<title>Bolga basket &amp; &lt;b&gt;tote&lt;/b&gt; | Kente &amp; Co.</title>');
    // And the card a shared link shows (WhatsApp, Facebook: no script run): name, price, photo as JPEG, address.
    expect(response.text).toContain('<meta property="og:title" content="Bolga basket &amp; &lt;b&gt;tote&lt;/b&gt;">');
    expect(response.text).toMatch(new RegExp(`<meta property="og:image" content="http://127\\.0\\.0\\.1:\\d+/media/${'b'.repeat(32)}-600\\.jpg">`));
    expect(response.text).toMatch(new RegExp(`<meta property="og:url" content="http://127\\.0\\.0\\.1:\\d+/products/${product.id}">`));
    // The photo's words for a reader who cannot see it, escaped like the rest.
    expect(response.text).toContain('<meta property="og:image:alt" content="Bolga basket &amp; &lt;b&gt;tote&lt;/b&gt;">');
    expect(response.text).toContain('<meta name="twitter:image:alt" content="Bolga basket &amp; &lt;b&gt;tote&lt;/b&gt;">');
    expect(response.text.match(/<meta name="description" content="([^"]*)">/g)).toEqual([expect.stringMatching(/^<meta name="description" content="₵1,234\.50/)]);
    // The browser hydrates from the same answer the API gives, and is not sent it twice.
    const api = await shop.agent().get(`/api/products/${product.id}`).expect(200);
    const cached = serverState(response.text).queries.find(({ queryKey }) => queryKey[0] === `/api/products/${product.id}`);
    expect(cached?.state.data?.data).toEqual(api.body);
    expect(response.text).not.toContain('id="api-preload"');
    // The route's styles apply before any script, and the shell's "needs JavaScript" notice is gone.
    expect(response.text).toMatch(/<style>[^<]*\.product-detail[^<]*<\/style><link rel="stylesheet" href="\/assets\/product-detail-[^"]+\.css" disabled>/);
    expect(response.text).not.toContain('needs JavaScript to show the shop');
  });

  it("cuts a long description at a word for a shared link's card; a page that is no product keeps the shop's description and no card", async () => {
    const product = await insertProduct(shop.dataSource, { name: 'Bonwire Kente', price: '450.00', description: 'Handwoven in Bonwire by a family of weavers,\n'.repeat(12), images: [] });
    const html = (await shop.agent().get(`/products/${product.id}`).expect(200)).text;
    const description = /<meta property="og:description" content="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(description).toMatch(/^₵450\.00\. Handwoven in Bonwire by a family of weavers, Handwoven/);
    // Whole words, the text's own, then an ellipsis.
    expect(description).toMatch(/ in…$/);
    expect(description.length).toBeLessThanOrEqual('₵450.00. '.length + 200);
    // No photo, no image in the card.
    expect(html).not.toContain('og:image');
    const about = (await shop.agent().get('/about').expect(200)).text;
    expect(about).not.toContain('og:title');
    expect(about).toMatch(/<meta\s+name="description"\s+content="Authentic Ghanaian and African fashion/);
  });

  it("gives the landing page the shop's own card, and a category's list a card of its name and first photo", async () => {
    const landing = (await shop.agent().get('/').expect(200)).text;
    expect(meta(landing, 'og:type')).toBe('website');
    expect(meta(landing, 'og:title')).toBe('Kente &amp; Co. — Authentic Ghana Fashion');
    expect(meta(landing, 'og:description')).toMatch(/^Authentic Ghanaian and African fashion/);
    expect(meta(landing, 'og:image')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/icons\/icon-512\.png$/);
    expect(meta(landing, 'og:image:width')).toBe('512');
    expect(meta(landing, 'og:image:height')).toBe('512');
    expect(meta(landing, 'twitter:card')).toBe('summary');
    expect(meta(landing, 'og:image:alt')).toBe('Kente &amp; Co.');
    expect(meta(landing, 'og:url')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    // The icon is there to be fetched.
    await shop.agent().get('/icons/icon-512.png').expect(200).expect('content-type', 'image/png');

    await insertProduct(shop.dataSource, { name: 'Kaba & slit', category: 'womens', images: [photoPath('c'.repeat(32), 'YJqGPQw7sFlslqhFafSE')] });
    const womens = (await shop.agent().get('/products?category=womens&sort=newest').expect(200)).text;
    expect(meta(womens, 'og:title')).toBe("Women&#39;s Collection");
    expect(meta(womens, 'og:image')).toMatch(new RegExp(`/media/${'c'.repeat(32)}-600\\.jpg$`));
    expect(meta(womens, 'og:image:alt')).toBe('Kaba &amp; slit');
    // A photo of unknown shape could be cropped to a strip by the large card: the small one shows it whole.
    expect(meta(womens, 'twitter:card')).toBe('summary');
    // The address names the category, not the order the sharer had picked.
    expect(meta(womens, 'og:url')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/products\?category=womens$/);
    // One description, the shop's.
    expect(womens.match(/<meta\s+name="description"\s+content="[^"]*"/g)).toEqual([expect.stringMatching(/content="Authentic Ghanaian and African fashion/)]);
    const all = (await shop.agent().get('/products?sort=price-asc').expect(200)).text;
    expect(meta(all, 'og:title')).toBe('Our Products');
    expect(meta(all, 'og:url')).toMatch(/\/products$/);
    // The admin's `children` is no storefront category: the list shows every product, and its card says so.
    await insertProduct(shop.dataSource, { name: 'Little kente cap', category: 'children' });
    const children = (await shop.agent().get('/products?category=children').expect(200)).text;
    expect(meta(children, 'og:title')).toBe('Our Products');
    expect(meta(children, 'og:url')).toMatch(/\/products$/);
    expect(rootMarkup(children)).toContain('Kaba &amp; slit');
    expect(children).not.toContain('id="api-preload"');
  });

  it("gives a shared link's card the size of the photo it shows, as the served JPEG has it, and no size for a photo the shop does not have", async () => {
    const admin = await signedInBrowser(shop, 'admin');
    const upload = async (width: number, height: number) => {
      const jpeg = await sharp({ create: { width, height, channels: 3, background: '#7a3f1d' } }).jpeg().toBuffer();
      return (await admin.post('/api/admin/photos').set('Sec-Fetch-Site', 'same-origin').attach('photo', jpeg, { filename: 'smock.jpg', contentType: 'image/jpeg' }).expect(201)).body.path as string;
    };
    // A photo narrower than the card's 600 px keeps its own size; a larger one is scaled to 600 px wide.
    // Only a wide one gets X's large card, which crops to about 2:1; a square or portrait one the small card.
    for (const [width, height, card, xCard] of [
      [450, 300, [450, 300], 'summary_large_image'],
      [1000, 1333, [600, 800], 'summary'],
      [800, 800, [600, 600], 'summary'],
    ] as const) {
      const product = await insertProduct(shop.dataSource, { name: `Fugu smock ${width}`, images: [await upload(width, height)] });
      const html = (await shop.agent().get(`/products/${product.id}`).expect(200)).text;
      expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual(card.map(String));
      expect(meta(html, 'twitter:card')).toBe(xCard);
      const served = await shop.agent().get(new URL(meta(html, 'og:image')!).pathname).expect(200).expect('content-type', 'image/jpeg');
      const { width: servedWidth, height: servedHeight } = await sharp(served.body as Buffer).metadata();
      expect([servedWidth, servedHeight]).toEqual(card);
    }

    const unknown = await insertProduct(shop.dataSource, { name: 'Borrowed photo', images: [photoPath('e'.repeat(32), 'YJqGPQw7sFlslqhFafSE')] });
    const html = (await shop.agent().get(`/products/${unknown.id}`).expect(200)).text;
    expect(meta(html, 'og:image')).toMatch(new RegExp(`/media/${'e'.repeat(32)}-600\\.jpg$`));
    expect(html).not.toContain('og:image:width');
    expect(html).not.toContain('og:image:height');
  });

  it("answers an unknown or malformed product id with a 404 whose page says 'Product not found'", async () => {
    for (const path of ['/products/0f6f3c52-5d8e-4a57-8d44-3a7b1d2c9e10', '/products/not-a-product']) {
      const response = await shop.agent().get(path).expect(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const markup = rootMarkup(response.text);
      expect(markup).toContain('Product not found');
      expect(markup).toContain('Back to Products');
      expect(markup).not.toContain('Loading product');
      expect(response.text).toContain('<title>Product not found | Kente &amp; Co.</title>');
    }
    // An inactive product is unknown to a shopper too.
    const hidden = await insertProduct(shop.dataSource, { name: 'Withdrawn wrapper', isActive: false });
    expect(rootMarkup((await shop.agent().get(`/products/${hidden.id}`).expect(404)).text)).toContain('Product not found');
  });

  it('answers a signed-in visitor, whose page fetches its own data, the same status: 404 for a product nobody has', async () => {
    const customer = await signedInBrowser(shop, 'customer');
    const admin = await signedInBrowser(shop, 'admin');
    const hidden = await insertProduct(shop.dataSource, { name: 'Withdrawn kaftan', isActive: false });
    for (const browser of [customer, admin]) {
      await browser.get('/products/0f6f3c52-5d8e-4a57-8d44-3a7b1d2c9e10').expect(404);
      await browser.get('/products/not-a-product').expect(404);
      await browser.get('/products').expect(200);
    }
    // An admin opens an inactive product from the console.
    await admin.get(`/products/${hidden.id}`).expect(200);
  });

  it("renders a product's first page of reviews into its page, as the API answers it", async () => {
    const product = await insertProduct(shop.dataSource, { name: 'Reviewed smock' });
    const day = 24 * 60 * 60 * 1000;
    await shop.dataSource.getRepository(Review).save(
      Array.from({ length: 6 }, (_unused, index) => ({
        source: 'demo' as const,
        orderId: null,
        productId: product.id,
        customerName: 'Efua Asante',
        rating: 4,
        comment: `Review number ${index} & <counting>.`,
        createdAt: new Date(Date.now() - index * day),
      })),
    );
    const html = (await shop.agent().get(`/products/${product.id}`).expect(200)).text;
    const markup = rootMarkup(html);
    for (const index of [0, 1, 2, 3, 4]) expect(markup).toContain(`Review number ${index} &amp; &lt;counting&gt;.`);
    expect(markup).not.toContain('Review number 5');
    expect(markup).toContain('Show more reviews');
    expect(markup).not.toContain('Loading reviews');
    const api = await shop.agent().get(`/api/products/${product.id}/reviews?limit=5&offset=0`).expect(200);
    const cached = serverState(html).queries.find(({ queryKey }) => queryKey[0] === `/api/products/${product.id}/reviews`);
    expect(cached?.state.data?.data).toEqual(api.body);
  });

  it('renders the list, the landing page, the policy pages and the 404 page', async () => {
    await insertProduct(shop.dataSource, { name: 'Smock of the north', category: 'mens', isFeatured: true });
    expect(rootMarkup((await shop.agent().get('/products?category=mens').expect(200)).text)).toContain('Smock of the north');
    const landing = rootMarkup((await shop.agent().get('/').expect(200)).text);
    expect(landing).toContain('Authentic Ghana Fashion');
    expect(landing).toContain('Smock of the north');
    expect(rootMarkup((await shop.agent().get('/returns').expect(200)).text)).toContain('Returns');
    expect(rootMarkup((await shop.agent().get('/support').expect(200)).text)).toContain('Business Hours');
    expect(rootMarkup((await shop.agent().get('/no-such-page').expect(404)).text)).toContain('404 Page Not Found');
    // A page of the shop, though its content needs the visitor's session and script.
    const account = rootMarkup((await shop.agent().get('/account').expect(200)).text);
    expect(account).toContain('Your Account');
    expect(account).toContain('<noscript><p class="needs-javascript">Your account page');
  });

  it('renders /track?order= with the order found by its number, without the e-mail or phone, and says when there is none', async () => {
    const product = await insertProduct(shop.dataSource, { price: '80.00' });
    const placed = await shop.agent().post('/api/orders').send(checkoutBody('ssr-track', [{ productId: product.id, quantity: 1, price: '80.00' }])).expect(201);
    const orderNumber: string = placed.body.orderNumber;
    const markup = rootMarkup((await shop.agent().get(`/track?order=${encodeURIComponent(orderNumber.toLowerCase())}`).expect(200)).text);
    expect(markup).toContain(orderNumber);
    expect(markup).toContain('12 Bank Road, Tamale');
    expect(markup).not.toContain('ama.mensah@example.com');
    expect(markup).not.toContain('123 4567');
    expect(rootMarkup((await shop.agent().get('/track?order=GH-0000-0000-00').expect(200)).text)).toContain('Order Not Found');
  });

  it("renders a signed-in visitor's page without their data: the browser asks for it", async () => {
    const browser = await signedInBrowser(shop, 'customer');
    const html = (await browser.get('/').expect(200)).text;
    rootMarkup(html);
    expect(html).not.toContain('Kojo');
    expect(html).not.toMatch(/customer\d+@example\.com/);
    expect(serverState(html).queries.map(({ queryKey }) => queryKey[0])).not.toContain('/api/auth/user');
  });

  it('renders /cart empty for a browser without a cart cookie, and loading for one with it, whose cart id only the browser knows (ADR 031)', async () => {
    const newcomer = rootMarkup((await shop.agent().get('/cart').expect(200)).text);
    expect(newcomer).toContain('added any items to your cart yet');
    expect(newcomer).not.toContain('Loading your cart');

    const product = await insertProduct(shop.dataSource);
    const browser = shop.agent();
    await browser.post('/api/cart').send({ sessionId: 'cart-page-1', productId: product.id, quantity: 1 }).expect(201);
    const returning = rootMarkup((await browser.get('/cart').expect(200)).text);
    expect(returning).toContain('Loading your cart');
    expect(returning).not.toContain('added any items');
  });

  it('leaves the staff, rider and supplier screens behind a sign-in to the browser', async () => {
    for (const path of ['/admin', '/rider', '/supplier-dashboard']) {
      const html = (await shop.agent().get(path).expect(200)).text;
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('id="ssr-state"');
    }
  });

  it("renders the supplier sign-in with antd's styles ahead of the shop's, in the supplier's language, and asks for its chunks with the page (ADR 060)", async () => {
    const response = await shop.agent().get('/supplier-login').set('Accept-Language', 'en-GB,en;q=0.9').expect(200);
    const html = response.text;
    const markup = rootMarkup(html);
    expect(markup).toContain('Supplier Portal</h1>');
    expect(markup).toMatch(/<input[^>]*type="password"/);
    expect(html).toMatch(/<html lang="en">/);
    expect(response.headers.vary).toMatch(/Accept-Language.*Cookie/);
    // antd's rules, then the shop's own (index.html's first style), so the shop's win as in the browser.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('data-ant-cssinjs-cache-path')).toBeGreaterThan(0);
    expect(head.indexOf('.ant-btn')).toBeLessThan(head.indexOf('<style>'));
    // Its chunks wait in the page until its first frame is painted (ADR 031).
    expect(head).toMatch(/<template id="app-chunks">.*<link rel="modulepreload" crossorigin href="\/assets\/supplier-login\.page-[^"]+\.js">.*<\/template>/);
    expect(html).not.toContain('needs JavaScript to show the shop');

    // A browser whose first language is Chinese, and a supplier who chose a language (the portal's cookie).
    const chinese = (await shop.agent().get('/supplier-login').set('Accept-Language', 'zh-CN,zh;q=0.9,en;q=0.8').expect(200)).text;
    expect(rootMarkup(chinese)).toContain('供应商门户</h1>');
    expect(chinese).toMatch(/<html lang="zh-CN">/);
    const chosen = (await shop.agent().get('/supplier-login').set('Accept-Language', 'zh-CN').set('Cookie', 'supplierLanguage=en').expect(200)).text;
    expect(rootMarkup(chosen)).toContain('Supplier Portal</h1>');
    // A storefront page carries no antd.
    expect((await shop.agent().get('/about').expect(200)).text).not.toContain('data-ant-cssinjs-cache-path');
  });

  it('serves the app shell with its data, and logs why, when the server bundle fails to render', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
    cpSync(BUILT_FRONTEND, dist, { recursive: true });
    writeFileSync(join(dist, SERVER_BUNDLE), "exports.render = async () => { throw new Error('a broken page'); };");
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const broken = await createTestApp({ frontendDist: dist });
    try {
      const product = await insertProduct(broken.dataSource, { name: 'Fugu smock' });
      const html = (await broken.agent().get(`/products/${product.id}`).expect(200)).text;
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('id="api-preload"');
      expect(html).toContain('Fugu smock'); // in the preloaded answer, for the browser to render
      expect(html).toContain('needs JavaScript to show the shop');
      expect(errors.mock.calls.map(([message]) => String(message))).toEqual([expect.stringContaining(`Could not render /products/${product.id} on the server`)]);
    } finally {
      errors.mockRestore();
      await broken.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('counts a rendered /track lookup against the same allowance as the API', async () => {
    // Last: a second app takes over passport's strategy, and this file signs nobody in after it.
    limited = await createTestApp({ frontendDist: BUILT_FRONTEND, rateLimit: true });
    for (let lookup = 0; lookup < 60; lookup++) await limited.agent().get('/api/orders/track/GH-0000-0000-00').expect(404);
    const markup = rootMarkup((await limited.agent().get('/track?order=GH-0000-0000-00').expect(200)).text);
    expect(markup).toContain('Too many requests');
    expect(markup).not.toContain('Order Not Found');
  });
});

describe('the renders kept for the supplier sign-in', () => {
  const facts: PageFacts = { browserHasCart: false, supplierLanguage: 'en' };
  function countingRenderer() {
    const calls: string[] = [];
    let fail = false;
    const renderer = keepingSupplierSignInRenders({
      render: async (url, _answers, { supplierLanguage }) => {
        calls.push(`${url} ${supplierLanguage}`);
        if (fail) throw new Error('a broken page');
        return { html: `<h1>${supplierLanguage}</h1>`, state: '{}', unused: [], antdStyles: '', title: 'Supplier Portal' } satisfies RenderedPage;
      },
    });
    return { renderer, calls, failNext: (value: boolean) => (fail = value) };
  }

  it('renders the sign-in once per language and inputs, and every other page each time', async () => {
    const { renderer, calls } = countingRenderer();
    await renderer.render('/supplier-login', [], facts);
    await renderer.render('/supplier-login', [], facts);
    expect((await renderer.render('/supplier-login', [], { ...facts, supplierLanguage: 'zh-CN' })).html).toBe('<h1>zh-CN</h1>');
    await renderer.render('/supplier-login', [{ url: '/api/settings', status: 200, body: '{"phone":"+233"}', headers: {} }], facts);
    await renderer.render('/about', [], facts);
    await renderer.render('/about', [], facts);
    expect(calls).toEqual(['/supplier-login en', '/supplier-login zh-CN', '/supplier-login en', '/about en', '/about en']);
  });

  it('renders again after a failure, and keeps at most sixteen', async () => {
    const { renderer, calls, failNext } = countingRenderer();
    failNext(true);
    await expect(renderer.render('/supplier-login', [], facts)).rejects.toThrow('a broken page');
    failNext(false);
    await renderer.render('/supplier-login', [], facts);
    expect(calls).toHaveLength(2);
    for (let query = 0; query < 16; query++) await renderer.render(`/supplier-login?from=${query}`, [], facts);
    await renderer.render('/supplier-login', [], facts); // the oldest was let go
    expect(calls).toHaveLength(19);
  });
});
