import { AddressInfo, createServer, Server, Socket } from 'node:net';
import { startS3Bucket } from '../../test-support/s3-bucket';
import { freePort } from '../../test-support/shop-process';
import { createTestApp, TestApp } from '../../test-support/test-app';

/** Answers PING as Redis does (RESP), or, when silent, accepts connections and never answers. */
async function fakeRedis(mode: 'answers' | 'silent'): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      // One reply per command (RESP arrays start with '*'): PONG to PING, OK to what ioredis sends on connecting.
      if (mode === 'answers') for (const [command] of chunk.toString().matchAll(/\*\d+\r\n[^*]*/g)) socket.write(/PING/i.test(command) ? '+PONG\r\n' : '+OK\r\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('GET /api/health/ready', () => {
  let shop: TestApp | undefined;
  afterEach(async () => {
    await shop?.close();
    shop = undefined;
  });

  it('answers 200 when the database, Redis and the photo bucket answer', async () => {
    const bucket = await startS3Bucket();
    const redis = await fakeRedis('answers');
    try {
      shop = await createTestApp({ redisUrl: redis.url, media: { dir: '/nonexistent', s3: bucket.settings, unusedGraceHours: 24 } });
      const response = await shop.agent().get('/api/health/ready').expect(200);
      expect(response.body).toEqual({ status: 'ready', database: 'ok', redis: 'ok', photoStore: 'ok' });
    } finally {
      await redis.close();
      await bucket.close();
    }
  });

  it('says Redis is not configured when REDIS_URL is unset, and checks the photo folder instead of a bucket', async () => {
    shop = await createTestApp();
    const response = await shop.agent().get('/api/health/ready').expect(200);
    expect(response.body).toEqual({ status: 'ready', database: 'ok', redis: 'not configured', photoStore: 'ok' });
  });

  it('answers 503 naming every part that failed: a Redis that never answers, a bucket that is gone', async () => {
    const bucket = await startS3Bucket();
    const redis = await fakeRedis('silent');
    try {
      shop = await createTestApp({ redisUrl: redis.url, media: { dir: '/nonexistent', s3: { ...bucket.settings, bucket: 'no-such-bucket' }, unusedGraceHours: 24 } });
      const started = Date.now();
      const response = await shop.agent().get('/api/health/ready').expect(503);
      // Which parts, never why: the route is public, and the reasons carry addresses (they go to the log).
      expect(response.body.message).toBe('Not ready: redis, photo store did not answer');
      expect(response.body.message).not.toContain('database');
      // Bounded: a proxy's health check must not hang on a part that does not answer.
      expect(Date.now() - started).toBeLessThan(5_000);
      // The liveness route still answers: the instance itself is fine.
      await shop.agent().get('/api/health').expect(200);
    } finally {
      await redis.close();
      await bucket.close();
    }
  });

  it('answers 503 when Redis refuses connections, and 200 saying so to a proxy that asks with Redis optional', async () => {
    shop = await createTestApp({ redisUrl: `redis://127.0.0.1:${await freePort()}` });
    const response = await shop.agent().get('/api/health/ready').expect(503);
    expect(response.body.message).toBe('Not ready: redis did not answer');
    const forProxy = await shop.agent().get('/api/health/ready?redis=optional').expect(200);
    expect(forProxy.body).toEqual({ status: 'ready', database: 'ok', redis: 'unreachable', photoStore: 'ok' });
    expect((await shop.agent().get('/api/health/ready?redis=required').expect(503)).body.message).toBe('Not ready: redis did not answer');
  });

  it('still refuses with Redis optional when another part fails, and refuses a need it does not know', async () => {
    const bucket = await startS3Bucket();
    try {
      shop = await createTestApp({ redisUrl: `redis://127.0.0.1:${await freePort()}`, media: { dir: '/nonexistent', s3: { ...bucket.settings, bucket: 'no-such-bucket' }, unusedGraceHours: 24 } });
      expect((await shop.agent().get('/api/health/ready?redis=optional').expect(503)).body.message).toBe('Not ready: photo store did not answer');
      expect((await shop.agent().get('/api/health/ready?redis=sometimes').expect(400)).body.fields).toHaveProperty('redis');
    } finally {
      await bucket.close();
    }
  });
});
