import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TestApp } from '../../test-support/test-app';

/** `/track?order=` pages count against the tracking allowance exactly as the API does (ADR 022). */
describe('the tracking page and the rate limit', () => {
  let shop: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Kente &amp; Co.</title></head><body><div id="root"></div></body></html>');
    // Behind one proxy, which names the client in X-Forwarded-For.
    shop = await createTestApp({ frontendDist: dist, rateLimit: true, trustProxy: 1 });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('counts an IPv6 client per /64 on the page as in the API, one allowance for both', async () => {
    // One household's /64: a phone changes the last 64 bits of its address as it likes.
    const address = (n: number) => `2001:db8:5:6:${n.toString(16)}::${(n * 7).toString(16)}`;
    for (let n = 1; n <= 30; n += 1) {
      const page = await shop.agent().get('/track?order=GH-0000-0000-0000').set('X-Forwarded-For', address(n)).expect(200);
      expect(page.text).toContain('"status":404');
    }
    for (let n = 31; n <= 60; n += 1) await shop.agent().get('/api/orders/track/GH-0000-0000-0000').set('X-Forwarded-For', address(n)).expect(404);

    const page = await shop.agent().get('/track?order=GH-0000-0000-0000').set('X-Forwarded-For', address(61)).expect(200);
    expect(page.text).toContain('"status":429');
    await shop.agent().get('/api/orders/track/GH-0000-0000-0000').set('X-Forwarded-For', address(62)).expect(429);
    // Another /64 is another client.
    await shop.agent().get('/api/orders/track/GH-0000-0000-0000').set('X-Forwarded-For', '2001:db8:5:7::1').expect(404);
    const elsewhere = await shop.agent().get('/track?order=GH-0000-0000-0000').set('X-Forwarded-For', '2001:db8:5:7::2').expect(200);
    expect(elsewhere.text).toContain('"status":404');
  });
});
