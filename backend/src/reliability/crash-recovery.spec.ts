import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { embeddedDatabaseDir } from '../database/embedded-postgres';
import { checkoutBody } from '../test-support/fixtures';
import { Browser, killAllShops, ShopProcess, startShop } from '../test-support/shop-process';
import { cloneTestDatabase } from '../test-support/test-database';

// Two server starts (a fresh embedded database migrates on the first) on a shared, busy machine.
jest.setTimeout(180_000);

const ADMIN = { email: 'owner@example.com', password: 'owner-passphrase' };
const INITIAL_STOCK = 1000;
const WORKERS = 8;
/** Accepted orders before the kill: enough that some are surely mid-flight when it lands. */
const ORDERS_BEFORE_KILL = 15;

type Sql = (text: string, params?: unknown[]) => Promise<Record<string, any>[]>;

interface Storage {
  env: Record<string, string>;
  /** Runs `work` with direct SQL on the stored data (the server must be stopped on PGlite). */
  inspect: <T>(work: (sql: Sql) => Promise<T>) => Promise<T>;
  remove: () => Promise<void>;
}

async function postgresStorage(baseUrl: string): Promise<Storage> {
  const database = await cloneTestDatabase(baseUrl);
  return {
    env: { DATABASE_URL: database.url },
    inspect: async (work) => {
      const client = new Client({ connectionString: database.url });
      await client.connect();
      try {
        return await work(async (text, params) => (await client.query(text, params)).rows);
      } finally {
        await client.end();
      }
    },
    remove: database.drop,
  };
}

function pgliteStorage(): Storage {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-crash-'));
  return {
    env: { DATA_DIR: dataDir },
    inspect: async (work) => {
      const db = await PGlite.create({ dataDir: embeddedDatabaseDir(dataDir) });
      try {
        return await work(async (text, params) => (await db.query<Record<string, any>>(text, params)).rows);
      } finally {
        await db.close();
      }
    },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

interface Accepted {
  orderNumber: string;
  items: { productId: string; quantity: number }[];
}

/**
 * WORKERS shoppers placing orders back to back; after ORDERS_BEFORE_KILL accepted orders the server
 * gets SIGKILL with requests still in flight. Resolves with the orders answered 201 and how many
 * requests the kill cut off.
 */
async function placeOrdersUntilKilled(shop: ShopProcess, productIds: string[]) {
  const accepted: Accepted[] = [];
  let cutOff = 0;
  let killed = false;
  const worker = async (worker: number) => {
    for (let attempt = 0; ; attempt += 1) {
      const lines = productIds
        .filter((_, index) => (attempt + worker + index) % 3 !== 0)
        .map((productId, index) => ({ productId, quantity: 1 + ((attempt + index) % 3), price: '10.00' }));
      try {
        const answer = await new Browser().request(
          shop.baseUrl,
          'POST',
          '/api/orders',
          checkoutBody(`crash-${worker}-${attempt}`, lines),
          { 'idempotency-key': `crash-${worker}-${attempt}-${randomBytes(4).toString('hex')}` },
          20_000,
        );
        if (answer.status !== 201) throw new Error(`Order answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        accepted.push({ orderNumber: answer.body.orderNumber, items: answer.body.items });
        if (accepted.length >= ORDERS_BEFORE_KILL && !killed) {
          killed = true;
          shop.child.kill('SIGKILL');
        }
      } catch (error) {
        // The socket may close before the process's exit is reported: the kill flag decides.
        if (!killed) throw error;
        cutOff += 1;
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));
  return { accepted, cutOff };
}

// The same test on whichever engine this run is for (the runner runs the suite once per engine).
const pgUrl = process.env.TEST_DATABASE_URL;
const engine = pgUrl ? 'PostgreSQL' : 'the embedded PGlite';

describe(`a server killed with SIGKILL while taking orders, on ${engine}`, () => {
  let storage: Storage;
  beforeAll(async () => {
    storage = pgUrl ? await postgresStorage(pgUrl) : pgliteStorage();
  });
  afterAll(async () => {
    await killAllShops();
    await storage?.remove();
  });

  it('keeps every order it accepted, with its stock taken, and no half-written order', async () => {
    const env = { ...storage.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    const first = await startShop(env);
    const admin = new Browser();
    expect((await admin.request(first.baseUrl, 'POST', '/api/auth/login', ADMIN)).status).toBe(200);
    const productIds: string[] = [];
    for (const name of ['Kente Cloth', 'Batik Shirt', 'Beaded Necklace']) {
      const created = await admin.request(first.baseUrl, 'POST', '/api/admin/products', { name, price: '10.00', category: 'accessories', stock: INITIAL_STOCK, sizes: [], colors: [], images: [] });
      expect(created.status).toBe(201);
      productIds.push(created.body.id);
    }

    const { accepted, cutOff } = await placeOrdersUntilKilled(first, productIds);
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(accepted.length).toBeGreaterThanOrEqual(ORDERS_BEFORE_KILL);
    expect(cutOff).toBeGreaterThan(0);

    const second = await startShop(env);
    const listed = await admin.request(second.baseUrl, 'GET', '/api/admin/orders?limit=100');
    expect(listed.status).toBe(200);
    const stored = new Map<string, Accepted>(listed.body.map((order: Accepted) => [order.orderNumber, order]));
    for (const order of accepted) expect(stored.get(order.orderNumber)?.items).toEqual(order.items);
    const after = await new Browser().request(second.baseUrl, 'POST', '/api/orders', checkoutBody('after-restart', [{ productId: productIds[0], quantity: 1, price: '10.00' }]));
    expect(after.status).toBe(201);
    await second.stop();

    await storage.inspect(async (sql) => {
      expect(await sql(`SELECT "orderNumber" FROM orders WHERE jsonb_typeof(items) <> 'array' OR jsonb_array_length(items) = 0`)).toEqual([]);
      const rows = await sql(
        `SELECT p.id, (SELECT sum(v.stock)::int FROM product_variants v WHERE v."productId" = p.id) AS stock, coalesce(sum((line->>'quantity')::int), 0)::int AS sold
           FROM products p
           LEFT JOIN orders o ON true
           LEFT JOIN LATERAL jsonb_array_elements(o.items) AS line ON line->>'productId' = p.id::text
          WHERE p.id = ANY($1::uuid[])
          GROUP BY p.id`,
        [productIds],
      );
      expect(rows).toHaveLength(productIds.length);
      for (const row of rows) expect({ id: row.id, stock: row.stock }).toEqual({ id: row.id, stock: INITIAL_STOCK - row.sold });
      const storedNumbers = new Set((await sql(`SELECT "orderNumber" FROM orders`)).map((row) => row.orderNumber));
      expect(accepted.filter((order) => !storedNumbers.has(order.orderNumber))).toEqual([]);
    });
  }, 180_000);
});
