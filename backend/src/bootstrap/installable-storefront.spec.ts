import { photoPath } from '@shop/rules';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertProduct, signedInBrowser } from '../test-support/fixtures';
import { createTestApp, TestApp } from '../test-support/test-app';

const LARGE_SCRIPT = `export const names = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `kente-${index}`))};`;

// At the build's settings, not the compression middleware's (brotli 4, gzip 6): the bytes tell which sent them.
const LARGE_SCRIPT_BROTLI = brotliCompressSync(LARGE_SCRIPT);
const LARGE_SCRIPT_GZIP = gzipSync(LARGE_SCRIPT, { level: constants.Z_BEST_COMPRESSION });

/** The bytes a response carried, undecoded, with its headers. */
async function rawGet(server: Server, path: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** ADR 021: the service worker, the app manifest and the pages that change with Save-Data. */
describe('the installable storefront', () => {
  let shop: TestApp;
  let dist: string;
  let product: { id: string };
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Kente &amp; Co.</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
    writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Kente & Co.', start_url: '/' }));
    writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'export {};');
    // As frontend/build.mjs leaves a script of a kilobyte or more: compressed beside itself.
    writeFileSync(join(dist, 'assets', 'shop-DeF456.js'), LARGE_SCRIPT);
    writeFileSync(join(dist, 'assets', 'shop-DeF456.js.br'), LARGE_SCRIPT_BROTLI);
    writeFileSync(join(dist, 'assets', 'shop-DeF456.js.gz'), LARGE_SCRIPT_GZIP);
    shop = await createTestApp({ frontendDist: dist });
    product = await insertProduct(shop.dataSource, { name: 'Adinkra shirt', category: 'mens', images: [photoPath('a'.repeat(32), 'YJqGPQw7sFlslqhFafSE')] });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the service worker from the root (scope /) as JavaScript that browsers check again on every visit', async () => {
    const response = await shop.agent().get('/sw.js').expect(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the app manifest as a web app manifest, revalidated, and hashed assets for a year', async () => {
    const manifest = await shop.agent().get('/manifest.webmanifest').expect(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const asset = await shop.agent().get('/assets/index-AbC123.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a hashed script compressed by the build: brotli to a client that takes it, else gzip, else as it is', async () => {
    const sent = (acceptEncoding: string) => rawGet(shop.app.getHttpServer() as Server, '/assets/shop-DeF456.js', acceptEncoding);
    const brotli = await sent('gzip, deflate, br');
    expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript/i);
    expect(brotli.body.equals(LARGE_SCRIPT_BROTLI)).toBe(true);
    const gzip = await sent('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(LARGE_SCRIPT_GZIP)).toBe(true);
    const plain = await sent('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(LARGE_SCRIPT);
  });

  it("sends a hashed script only the headers a script reads; a missing one's page keeps them all", async () => {
    const asset = await shop.agent().get('/assets/index-AbC123.js').expect(200);
    expect(asset.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin', 'referrer-policy': 'no-referrer' });
    for (const pageOnly of ['content-security-policy', 'x-frame-options', 'strict-transport-security', 'permissions-policy']) expect(asset.headers[pageOnly]).toBeUndefined();
    const missing = await shop.agent().get('/assets/index-Missing.js');
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
    expect(missing.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the tracking page no-store, however spelt: it carries an order\'s name, address and items', async () => {
    for (const path of ['/track?order=GH-0000-0000-0000', '/track', '/Track?order=GH-0000-0000-0000', '/track/']) {
      const page = await shop.agent().get(path);
      expect([path, page.headers['cache-control']]).toEqual([path, 'no-store']);
    }
    expect((await shop.agent().get('/products').expect(200)).headers['cache-control']).toBe('no-cache');
  });

  it('marks API answers that differ by session private, no-store, and the public catalog reads as revalidated copies that vary by cookie', async () => {
    for (const path of ['/api/products', `/api/products/${product.id}`]) {
      const anonymous = await shop.agent().get(path).expect(200);
      expect([path, anonymous.headers['cache-control'], anonymous.headers.vary]).toEqual([path, 'no-cache', expect.stringMatching(/\bCookie\b/)]);
    }
    for (const path of ['/api/settings', `/api/products/${product.id}/reviews`, '/api/pages/returns']) {
      expect([path, (await shop.agent().get(path).expect(200)).headers['cache-control']]).toEqual([path, 'no-cache']);
    }
    // An admin also sees inactive products: the answer is theirs alone.
    const admin = await signedInBrowser(shop, 'admin');
    for (const path of ['/api/products', `/api/products/${product.id}`, '/api/auth/user', '/api/admin/stats']) {
      const answer = await admin.get(path).expect(200);
      expect([path, answer.headers['cache-control']]).toEqual([path, 'private, no-store']);
    }
    // Private by default: the cart, tracking an order, anything not marked public.
    await shop.agent().get('/api/cart/no-store-cart').expect(200).expect('Cache-Control', 'private, no-store');
    await shop.agent().get('/api/orders/track/GH-0000-0000-0000').expect(404).expect('Cache-Control', 'private, no-store');
  });

  it('marks pages as varying with Save-Data, and leaves out the photo preload for a browser saving data', async () => {
    const normal = await shop.agent().get('/products').expect(200);
    expect(normal.headers.vary).toMatch(/Save-Data/);
    expect(normal.text).toContain('<link rel="preload" as="image"');
    const saving = await shop.agent().get('/products').set('Save-Data', 'on').expect(200);
    expect(saving.headers.vary).toMatch(/Save-Data/);
    expect(saving.text).not.toContain('<link rel="preload" as="image"');
    // The same first data either way.
    expect(saving.text).toContain('"name":"Adinkra shirt"');
  });
});
