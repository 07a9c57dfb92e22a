import { randomBytes } from 'node:crypto';
import { AddressInfo, connect, createServer, Server, Socket } from 'node:net';
import Redis from 'ioredis';
import { createTestApp, TestApp } from '../../test-support/test-app';

/**
 * Rate limits against a real Redis (TEST_REDIS_URL). Every run counts under a key prefix of its
 * own, so runs sharing one Redis never see each other's counters.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const keyPrefix = `shop-test-${randomBytes(6).toString('hex')}:`;
const LOGIN_LIMIT = 10;
const SUPPLIER_REGISTER_LIMIT = 5;
const SUPPORT_LIMIT = 10;
const wrongLogin = { email: 'nobody@example.com', password: 'wrong-password' };

// Each test boots two shops and makes a dozen logins: minutes on a shared, busy machine.
jest.setTimeout(300_000);

function withKeyPrefix(url: string): string {
  const withPrefix = new URL(url);
  withPrefix.searchParams.set('keyPrefix', keyPrefix);
  return withPrefix.toString();
}

async function redisKeys(bucket: string): Promise<number> {
  const redis = new Redis(redisUrl!);
  try {
    return (await redis.keys(`${keyPrefix}*rate-limit:${bucket}:*`)).length;
  } finally {
    redis.disconnect();
  }
}

/** `count` calls spread in turn over the instances; returns the statuses. */
async function spread(shops: TestApp[], count: number, call: (shop: TestApp) => Promise<{ status: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) statuses.push((await call(shops[attempt % shops.length])).status);
  return statuses;
}

const failedLogin = (shop: TestApp) => shop.agent().post('/api/auth/login').send(wrongLogin);
const emptySupplierApplication = (shop: TestApp) => shop.agent().post('/api/suppliers/register').send({});
const emptySupportMessage = (shop: TestApp) => shop.agent().post('/api/support').send({});

function expectLimited(response: { status: number; headers: Record<string, string>; body: any }) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(response.body).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: `Too many requests, please try again in ${retryAfter} seconds`,
    requestId: expect.any(String),
  });
}

/** A TCP relay to Redis that can be cut and restored, standing in for a network outage. */
class RedisRelay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: URL) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(Number(this.target.port || 6379), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  url(): string {
    const relayed = new URL(this.target);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(this.port);
    return relayed.toString();
  }
}

describe('rate limits across instances', () => {
  const opened: TestApp[] = [];
  const relays: RedisRelay[] = [];
  const open = async (overrides: { redisUrl?: string | null } = {}) => {
    const shop = await createTestApp({ rateLimit: true, ...overrides });
    opened.push(shop);
    return shop;
  };

  beforeAll(() => {
    if (!redisUrl) throw new Error('TEST_REDIS_URL must point at a Redis, e.g. redis://127.0.0.1:6379');
  });

  afterAll(async () => {
    await Promise.all(opened.map((shop) => shop.close()));
    await Promise.all(relays.map((relay) => relay.cut()));
    if (!redisUrl) return;
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('share one login allowance through Redis: the 11th failed login over two instances answers 429 on both', async () => {
    const [east, west] = await Promise.all([open({ redisUrl: withKeyPrefix(redisUrl!) }), open({ redisUrl: withKeyPrefix(redisUrl!) })]);
    expect(await spread([east, west], LOGIN_LIMIT, failedLogin)).toEqual(Array(LOGIN_LIMIT).fill(401));
    expectLimited(await east.agent().post('/api/auth/login').send(wrongLogin));
    expectLimited(await west.agent().post('/api/auth/login').send(wrongLogin));
    // The counters are in Redis, under this run's prefix.
    expect(await redisKeys('login')).toBeGreaterThan(0);
    // A route without a limit is not counted, limited client or not.
    await east.agent().get('/api/health').expect(200);
  });

  it('without Redis, give each instance its own allowance (what a shared Redis prevents)', async () => {
    const [east, west] = await Promise.all([open(), open()]);
    expect(await spread([east, west], LOGIN_LIMIT + 2, failedLogin)).toEqual(Array(LOGIN_LIMIT + 2).fill(401));
  });

  it('keep the shop up and the limits on, per instance, while Redis is unreachable, and share again once it is back', async () => {
    const relay = new RedisRelay(new URL(redisUrl!));
    relays.push(relay);
    await relay.open();
    const [east, west] = await Promise.all([open({ redisUrl: withKeyPrefix(relay.url()) }), open({ redisUrl: withKeyPrefix(relay.url()) })]);
    await relay.cut();

    // Counted in each process: 5 per instance pass, the next one on each is refused. (Supplier
    // registration: its limit is small and an empty application is refused before any work.)
    expect(await spread([east, west], 2 * SUPPLIER_REGISTER_LIMIT, emptySupplierApplication)).toEqual(Array(2 * SUPPLIER_REGISTER_LIMIT).fill(400));
    expectLimited(await emptySupplierApplication(east));
    expectLimited(await emptySupplierApplication(west));
    // Other limited routes still answer as usual.
    await east.agent().get('/api/orders/track/GH-0000-0000-0000').expect(404);

    // Back: each instance reconnects by itself and counts in Redis again.
    await relay.open();
    const deadline = Date.now() + 20_000;
    // Probes on buckets with room to spare, one per instance, until each has written its counter.
    while (!((await redisKeys('track-order')) && (await redisKeys('place-order'))) && Date.now() < deadline) {
      await east.agent().get('/api/orders/track/GH-0000-0000-0000').expect(404);
      await west.agent().post('/api/orders').send({}).expect(400);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await spread([east, west], SUPPORT_LIMIT, emptySupportMessage)).toEqual(Array(SUPPORT_LIMIT).fill(400));
    expectLimited(await emptySupportMessage(west));
  });
});
