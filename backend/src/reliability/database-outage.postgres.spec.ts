import { createServer, Server, Socket } from 'node:net';
import { Client } from 'pg';
import { checkoutBody } from '../test-support/fixtures';
import { Browser, freePort, killAllShops, ShopProcess, sleep, startShop } from '../test-support/shop-process';
import { cloneTestDatabase, postgresTestUrl } from '../test-support/test-database';

// A server process starts slowly on a shared, busy machine; a healthy run takes seconds.
jest.setTimeout(120_000);

/** A TCP hop between the app and PostgreSQL that the test can cut like a network failure. */
class CuttableProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = new Socket();
      this.track(client);
      this.track(upstream);
      upstream.connect(this.target.port, this.target.host);
      client.pipe(upstream).pipe(client);
      const closeBoth = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', closeBoth).on('close', closeBoth);
      upstream.on('error', closeBoth).on('close', closeBoth);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  /** Drops every open connection and refuses new ones, as when the database host goes away. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
  }
}

describe('the server while PostgreSQL is unreachable', () => {
  const baseUrl = postgresTestUrl();
  let database: { url: string; drop: () => Promise<void> };
  let proxy: CuttableProxy;
  let shop: ShopProcess;

  beforeAll(async () => {
    database = await cloneTestDatabase(baseUrl);
    const real = new URL(database.url);
    proxy = new CuttableProxy(await freePort(), { host: real.hostname, port: Number(real.port || 5432) });
    await proxy.open();
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    shop = await startShop({ DATABASE_URL: viaProxy.toString() });
  }, 120_000);

  afterAll(async () => {
    await killAllShops();
    await proxy?.cut();
    await database?.drop();
  });

  it('answers 503 quickly while it is down, reports it in the health check, and recovers by itself once it is back', async () => {
    const direct = new Client({ connectionString: database.url });
    await direct.connect();
    let productId: string;
    try {
      ({ rows: [{ id: productId }] } = await direct.query(`INSERT INTO products (name, price, category) VALUES ('Smock', '120.00', 'traditional') RETURNING id`));
      await direct.query(`INSERT INTO product_variants ("productId", stock) VALUES ($1, 5)`, [productId]);
    } finally {
      await direct.end();
    }
    const customer = new Browser();
    expect((await customer.request(shop.baseUrl, 'POST', '/api/auth/register', { email: 'esi@example.com', password: 'esi-passphrase', firstName: 'Esi', lastName: 'Owusu' })).status).toBe(201);
    const order = () => new Browser().request(shop.baseUrl, 'POST', '/api/orders', checkoutBody('outage', [{ productId, quantity: 1, price: '120.00' }]), {}, 20_000);
    const calls = () => [
      new Browser().request(shop.baseUrl, 'GET', '/api/health', undefined, {}, 20_000),
      new Browser().request(shop.baseUrl, 'GET', '/api/products', undefined, {}, 20_000),
      new Browser().request(shop.baseUrl, 'GET', `/api/products/${productId}`, undefined, {}, 20_000),
      // The session is read from the database before any route runs.
      customer.request(shop.baseUrl, 'GET', '/api/auth/user', undefined, {}, 20_000),
      order(),
    ];
    expect((await Promise.all(calls())).map((call) => call.status)).toEqual([200, 200, 200, 200, 201]);

    await proxy.cut();
    // Twice: the first round meets the pool's dead connections, the second finds none to reuse.
    for (let round = 0; round < 2; round += 1) {
      for (const answer of await Promise.all(calls())) {
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: expect.any(String), requestId: expect.any(String) });
        expect(answer.ms).toBeLessThan(5_000);
      }
    }
    expect(shop.child.exitCode).toBeNull();

    await proxy.open();
    const deadline = Date.now() + 20_000;
    let health = await new Browser().request(shop.baseUrl, 'GET', '/api/health');
    while (health.status !== 200 && Date.now() < deadline) {
      await sleep(250);
      health = await new Browser().request(shop.baseUrl, 'GET', '/api/health');
    }
    expect(health.status).toBe(200);
    expect((await Promise.all(calls())).map((call) => call.status)).toEqual([200, 200, 200, 200, 201]);
    expect((await customer.request(shop.baseUrl, 'GET', '/api/auth/user')).body).toMatchObject({ email: 'esi@example.com' });
    // Two orders went through, none of those refused during the outage.
    const product = await new Browser().request(shop.baseUrl, 'GET', `/api/products/${productId}`);
    expect(product.body.stock).toBe(3);
  });
});
