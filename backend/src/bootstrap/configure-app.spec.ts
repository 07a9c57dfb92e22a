import { insertProduct } from '../test-support/fixtures';
import { createTestApp, TestApp } from '../test-support/test-app';

describe('what wraps every route', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
    for (let index = 0; index < 12; index += 1) await insertProduct(shop.dataSource, { name: `Kente wrap ${index}`, description: 'Handwoven in Bonwire, '.repeat(20) });
  });
  afterAll(() => shop.close());

  it('sends the security headers on every answer, API or not, and never X-Powered-By', async () => {
    for (const path of ['/api/products', '/api/no-such-route']) {
      const response = await shop.agent().get(path);
      expect(response.headers['content-security-policy']).toContain("img-src 'self' data: blob:");
      expect(response.headers['content-security-policy']).toContain("media-src 'self' blob:");
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': expect.stringContaining('max-age='),
        'referrer-policy': 'no-referrer',
        'permissions-policy': 'camera=(self), microphone=(), geolocation=(self)',
      });
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('compresses for a client that accepts gzip, and sends plain bytes to one that accepts nothing', async () => {
    const gzipped = await shop.agent().get('/api/products').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body).toHaveLength(12);
    const plain = await shop.agent().get('/api/products').set('Accept-Encoding', '').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toHaveLength(12);
  });

  it('parses JSON bodies of writes and refuses malformed ones with 400; a read ignores any body', async () => {
    const malformed = await shop.agent().post('/api/support').set('Content-Type', 'application/json').send('{"firstName": ').expect(400);
    expect(malformed.body).toMatchObject({ statusCode: 400 });
    await shop.agent().get('/api/products').set('Content-Type', 'application/json').send('{"not": json').expect(200);
  });
});
