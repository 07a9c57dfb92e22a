import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertProduct, signedInBrowser } from '../../../test-support/fixtures';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { apiPreloadKey } from '@shop/rules';

const SHIRT_PHOTO = 'b2c3d4e5f60718293a4b5c6d7e8f90a1';
const STOLE_PHOTO = 'c3d4e5f60718293a4b5c6d7e8f90a1b2';
const INDEX_HTML = '<!doctype html><html><head><title>Kente &amp; Co.</title></head><body><div id="root"></div></body></html>';

/** The JSON block the server wrote into a page, as the frontend's transport reads it. */
function preloadedAnswers(html: string): Record<string, { status: number; headers: Record<string, string>; body: any }> {
  const block = /<script type="application\/json" id="api-preload">(.*?)<\/script>/s.exec(html);
  if (!block) throw new Error(`no preload block in ${html}`);
  return JSON.parse(block[1]);
}


/** A refusal the page carries was no request of its own: it has the API's words without a request id (ADR 073). */
function withoutRequestId({ requestId: _requestId, ...body }: Record<string, unknown>): Record<string, unknown> {
  return body;
}
describe('storefront pages served with their first data and photo', () => {
  let shop: TestApp;
  let dist: string;
  let stole: Awaited<ReturnType<typeof insertProduct>>;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    shop = await createTestApp({ frontendDist: dist });
    await insertProduct(shop.dataSource, { name: 'Retired smock', category: 'mens', isActive: false });
    await insertProduct(shop.dataSource, { name: 'Adinkra shirt', category: 'mens', price: '60.00', images: [`/media/${SHIRT_PHOTO}.YJqGPQw7sFlslqhFafSE-600.jpg`] });
    stole = await insertProduct(shop.dataSource, { name: 'Kente </script><script>alert(1)</script> stole', category: 'accessories', price: '90.00', images: [`/media/${STOLE_PHOTO}.YJqGPQw7sFlslqhFafSE-600.jpg`] });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('writes the list page the frontend will ask for, under its URL key, and preloads the first photo', async () => {
    const response = await shop.agent().get('/products?category=mens&sort=price-asc&page=1&utm=x').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const answers = preloadedAnswers(response.text);
    const key = apiPreloadKey('/api/products?category=mens&sort=price-asc&limit=24&offset=0');
    expect(Object.keys(answers).sort()).toEqual(['/api/auth/user', key, '/api/settings']);
    expect(answers[key]).toMatchObject({ status: 200, headers: { 'x-total-count': '1' } });
    expect(answers[key].body.map((product: { name: string }) => product.name)).toEqual(['Adinkra shirt']);
    // Exactly what the API itself answers an anonymous shopper.
    const api = await shop.agent().get('/api/products?category=mens&sort=price-asc&limit=24&offset=0').expect(200);
    expect(answers[key].body).toEqual(api.body);
    expect(response.text).toContain(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="/media/${SHIRT_PHOTO}-300.avif 300w, /media/${SHIRT_PHOTO}-400.avif 400w, /media/${SHIRT_PHOTO}-600.avif 600w, /media/${SHIRT_PHOTO}-1200.avif 1200w" imagesizes="(min-width: 1200px) 280px, (min-width: 768px) 31vw, 48vw" fetchpriority="high">`,
    );
  });

  it("preloads an uploaded photo's AVIF srcset, the <picture>'s first choice, marked with its type", async () => {
    const key = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const boubou = await insertProduct(shop.dataSource, { name: 'Photo boubou', category: 'womens', images: [`/media/${key}.YJqGPQw7sFlslqhFafSE-600.jpg`] });
    const response = await shop.agent().get(`/products/${boubou.id}`).expect(200);
    expect(response.text).toContain(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="/media/${key}-300.avif 300w, /media/${key}-400.avif 400w, /media/${key}-600.avif 600w, /media/${key}-1200.avif 1200w" imagesizes="(min-width: 900px) 560px, 100vw" fetchpriority="high">`,
    );
  });

  it("writes a product page's product, and never lets a product's text end the script block", async () => {
    const response = await shop.agent().get(`/products/${stole.id}`).expect(200);
    expect(response.text.match(/<\/script>/g)).toHaveLength(1);
    expect(response.text).not.toContain('<script>alert(1)');
    const answers = preloadedAnswers(response.text);
    expect(answers[`/api/products/${stole.id}`].body).toMatchObject({ id: stole.id, name: 'Kente </script><script>alert(1)</script> stole', price: '90.00' });
    expect(response.text).toContain('imagesizes="(min-width: 900px) 560px, 100vw"');
  });

  it('tells every page requested without a session that nobody is signed in, as the API itself says it, and carries the store settings', async () => {
    const api = await shop.agent().get('/api/auth/user').expect(401);
    const settings = await shop.agent().get('/api/settings').expect(200);
    const json = { 'content-type': 'application/json; charset=utf-8' };
    for (const path of ['/cart', '/checkout', '/admin']) {
      const answers = preloadedAnswers((await shop.agent().get(path).expect(200)).text);
      expect(answers).toEqual({ '/api/auth/user': { status: 401, headers: json, body: withoutRequestId(api.body) }, '/api/settings': { status: 200, headers: json, body: settings.body } });
    }
  });

  it("answers a product page the shop has no product for with the API's own refusal, and a 404", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const refusal = await shop.agent().get(`/api/products/${id}`);
      const answers = preloadedAnswers((await shop.agent().get(`/products/${id}`).expect(404)).text);
      expect(answers[`/api/products/${id}`]).toEqual({ status: refusal.status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: withoutRequestId(refusal.body) });
      expect(Object.keys(answers).sort()).toEqual(['/api/auth/user', `/api/products/${id}`, '/api/settings']);
    }
  });

  it('writes a policy page its text, as the API answers it', async () => {
    const page = await shop.agent().get('/api/pages/shipping').expect(200);
    const answers = preloadedAnswers((await shop.agent().get('/shipping').expect(200)).text);
    expect(answers['/api/pages/shipping']).toMatchObject({ status: 200, body: page.body });
    expect(preloadedAnswers((await shop.agent().get('/support').expect(200)).text)['/api/pages/support']).toBeUndefined();
  });

  it("writes the landing page's featured strip", async () => {
    await insertProduct(shop.dataSource, { name: 'Featured kente', isFeatured: true });
    const answers = preloadedAnswers((await shop.agent().get('/').expect(200)).text);
    const featured = await shop.agent().get('/api/products?featured=true&limit=6').expect(200);
    expect(answers['/api/products?featured=true&limit=6']).toMatchObject({ status: 200, body: featured.body, headers: { 'x-total-count': featured.headers['x-total-count'] } });
    expect(featured.body.map((product: { name: string }) => product.name)).toEqual(['Featured kente']);
  });

  it('writes signed-in visitors only the store settings (staff also see hidden products), and nothing into files and the API', async () => {
    const admin = await signedInBrowser(shop, 'admin');
    for (const path of ['/products', '/']) {
      const html = (await admin.get(path).expect(200)).text;
      expect(Object.keys(preloadedAnswers(html))).toEqual(['/api/settings']);
      expect(html).not.toContain('rel="preload" as="image"');
    }
    await shop.agent().get('/api/no-such-thing').expect(404);
  });
});
