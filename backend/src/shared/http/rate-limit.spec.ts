import { Logger } from '@nestjs/common';
import { freePort } from '../../test-support/shop-process';
import { createTestApp, TestApp } from '../../test-support/test-app';

describe('rate limits when REDIS_URL points at a Redis that does not answer', () => {
  let shop: TestApp;
  const warn = jest.spyOn(Logger.prototype, 'warn');

  beforeAll(async () => {
    // Nothing listens on a port just found free: every connection is refused.
    shop = await createTestApp({ rateLimit: true, redisUrl: `redis://127.0.0.1:${await freePort()}` });
  });
  afterAll(async () => {
    await shop?.close();
    warn.mockRestore();
  });

  it('start the shop, keep counting in the process, and log the outage once', async () => {
    const wrongLogin = { email: 'nobody@example.com', password: 'wrong-password' };
    for (let attempt = 0; attempt < 10; attempt += 1) await shop.agent().post('/api/auth/login').send(wrongLogin).expect(401);
    const limited = await shop.agent().post('/api/auth/login').send(wrongLogin).expect(429);
    expect(limited.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: `Too many requests, please try again in ${limited.headers['retry-after']} seconds`, requestId: expect.any(String) });
    await shop.agent().get('/api/health').expect(200);

    const outageWarnings = warn.mock.calls.filter(([message]) => /Redis is unreachable/.test(String(message)));
    expect(outageWarnings).toHaveLength(1);
  });
});
