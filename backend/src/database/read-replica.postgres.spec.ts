import type { Agent } from 'supertest';
import { DataSource } from 'typeorm';
import { Product } from '../modules/catalog/domain/product.entity';
import { replicaReads } from '../shared/metrics/process-metrics';
import { checkoutBody, insertProduct, signedInBrowser } from '../test-support/fixtures';
import { createTestApp, TestApp } from '../test-support/test-app';
import { cloneTestDatabase, postgresTestUrl } from '../test-support/test-database';
import { dataSourceOptions } from './data-source-options';

/** As far along the write-ahead log as a position goes: a replica that has replayed everything. */
const CAUGHT_UP = 'FFFFFFFF/FFFFFFFF';

/**
 * DATABASE_REPLICA_URL (ADR 075). The test machine has no streaming replica, so a second database
 * stands in for one: it holds the same product under another name, with other stock, and reports
 * and orders of its own, so every answer shows where it was read. It plays a standby too: its
 * pg_is_in_recovery() and pg_last_wal_replay_lsn() are functions of its public schema, searched
 * before pg_catalog there, reading a position a test sets, so it can be put behind the primary.
 */
describe('reads on the read replica (PostgreSQL, a second database standing in for the replica)', () => {
  let primary: { url: string; drop: () => Promise<void> };
  let replica: { url: string; drop: () => Promise<void> };
  /** The stand-in, written directly: the shop never writes to its replica. */
  let replicaData: DataSource;
  let shop: TestApp;
  let admin: Agent;
  let stole: Product;

  const names = (body: { name: string }[]) => body.map((product) => product.name);
  const replayedUpTo = (position: string) => replicaData.query(`UPDATE stand_in_replay SET replayed = $1`, [position]);
  const readsThat = async (outcome: string) => (await replicaReads.get()).values.find((value) => value.labels.outcome === outcome)?.value ?? 0;

  beforeAll(async () => {
    primary = await cloneTestDatabase(postgresTestUrl());
    replica = await cloneTestDatabase(postgresTestUrl());
    replicaData = await new DataSource(dataSourceOptions(replica.url, false)).initialize();
    await replicaData.query(`CREATE TABLE stand_in_replay (replayed pg_lsn NOT NULL)`);
    await replicaData.query(`INSERT INTO stand_in_replay VALUES ($1)`, [CAUGHT_UP]);
    await replicaData.query(`CREATE FUNCTION public.pg_is_in_recovery() RETURNS boolean LANGUAGE sql STABLE AS 'SELECT true'`);
    await replicaData.query(`CREATE FUNCTION public.pg_last_wal_replay_lsn() RETURNS pg_lsn LANGUAGE sql STABLE AS 'SELECT replayed FROM public.stand_in_replay'`);
    await replicaData.query(`ALTER DATABASE "${new URL(replica.url).pathname.slice(1)}" SET search_path = public, pg_catalog`);

    shop = await createTestApp({ databaseUrl: primary.url, databaseReplicaUrl: replica.url });
    const createdAt = new Date(Date.now() - 60_000);
    stole = await insertProduct(shop.dataSource, { name: 'Asante Kente Stole', tags: ['kente'], sizes: ['M'], colors: ['Red'], stock: 20, createdAt });
    await insertProduct(replicaData, { id: stole.id, name: 'Zebrawood Kente Stole', tags: ['kente'], sizes: ['M'], colors: ['Red'], stock: 2, createdAt });
    await insertProduct(shop.dataSource, { name: 'Retired Kente Cap', isActive: false });
    await replicaData.query(`INSERT INTO search_misses (term, searches, "lastSearchedAt") VALUES ('zebra print', 3, now())`);
    admin = await signedInBrowser(shop, 'admin');
  });

  afterAll(async () => {
    await shop?.close();
    if (replicaData?.isInitialized) await replicaData.destroy();
    await replica?.drop();
    await primary?.drop();
  });

  it('keeps every other query on the primary: TypeORM replicates with defaultMode master', async () => {
    expect(shop.dataSource.options).toMatchObject({ replication: { slaves: [{ url: replica.url }], defaultMode: 'master' } });
    expect((await shop.dataSource.getRepository(Product).findOneByOrFail({ id: stole.id })).name).toBe('Asante Kente Stole');
    expect(await shop.dataSource.query(`SELECT name FROM products WHERE id = $1`, [stole.id])).toEqual([{ name: 'Asante Kente Stole' }]);
  });

  it("loads the shoppers' catalog from the replica: the list, a product, a search, the suggestions", async () => {
    const before = await readsThat('replica');
    const shopper = shop.agent();
    const list = await shopper.get('/api/products').expect(200);
    expect(names(list.body)).toEqual(['Zebrawood Kente Stole']);
    expect(list.body[0].stock).toBe(2);
    expect((await shopper.get(`/api/products/${stole.id}`).expect(200)).body).toMatchObject({ name: 'Zebrawood Kente Stole', stock: 2 });
    expect(names((await shopper.get('/api/products?search=zebrawood').expect(200)).body)).toEqual(['Zebrawood Kente Stole']);
    expect(names((await shopper.get('/api/products/suggestions?q=zebraw').expect(200)).body)).toEqual(['Zebrawood Kente Stole']);
    // One look at the replica per load, however many statements the load runs.
    expect((await readsThat('replica')) - before).toBe(4);
  });

  it('reads the primary for staff, who see every row now: the list with inactive products, and its search', async () => {
    expect(names((await admin.get('/api/products').expect(200)).body)).toEqual(['Retired Kente Cap', 'Asante Kente Stole']);
    expect(names((await admin.get('/api/products?search=asante').expect(200)).body)).toEqual(['Asante Kente Stole']);
    expect(names((await admin.get('/api/products?search=zebrawood').expect(200)).body)).toEqual([]);
  });

  // (A cart's lines are shown with the catalog's read model, as current as the primary by ADR 075's check.)
  it('checks stock, fills carts and places orders on the primary', async () => {
    const shopper = shop.agent();
    // 10 units: the primary has 20, the replica 2.
    const line = await shopper.post('/api/cart').send({ sessionId: 'replica-cart', productId: stole.id, quantity: 10, size: 'M' }).expect(201);
    expect(line.body).toMatchObject({ variantStock: 20, product: { name: 'Asante Kente Stole' } });
    const order = await shopper.post('/api/orders').send(checkoutBody('replica-cart', [{ productId: stole.id, quantity: 10, price: '100.00', size: 'M' }])).expect(201);
    expect(order.body.items).toMatchObject([{ productId: stole.id, name: 'Asante Kente Stole', quantity: 10 }]);
    expect(await shop.dataSource.query(`SELECT stock FROM product_variants WHERE "productId" = $1`, [stole.id])).toEqual([{ stock: 10 }]);
    expect(await replicaData.query(`SELECT count(*)::int AS orders FROM orders`)).toEqual([{ orders: 0 }]);
  });

  it("counts staff's reports on the replica: the stat cards, low stock, sales, searches that found nothing", async () => {
    // The replica: one product, with 2 units left, and no order; the primary: two products, 10 units left, one order.
    expect((await admin.get('/api/admin/stats').expect(200)).body).toMatchObject({ totalProducts: 1, lowStock: 1, totalOrders: 0 });
    expect((await admin.get('/api/admin/dashboard/low-stock').expect(200)).body).toMatchObject({ total: 1, products: [{ id: stole.id, name: 'Zebrawood Kente Stole', lowestStock: 2 }] });
    expect((await admin.get('/api/admin/dashboard/sales?days=7').expect(200)).body.totalOrders).toBe(0);
    expect((await admin.get('/api/admin/dashboard/best-sellers?days=7').expect(200)).body.products).toEqual([]);
    expect((await admin.get('/api/admin/search/misses').expect(200)).body).toMatchObject([{ term: 'zebra print', searches: 3 }]);
  });

  it('writes to the primary, and what is read after the write comes from there', async () => {
    const updated = await admin.patch(`/api/admin/products/${stole.id}`).send({ price: '95.00' }).expect(200);
    expect(updated.body).toMatchObject({ name: 'Asante Kente Stole', price: '95.00' });
    expect(await shop.dataSource.query(`SELECT price FROM products WHERE id = $1`, [stole.id])).toEqual([{ price: '95.00' }]);
    expect(await replicaData.query(`SELECT price FROM products WHERE id = $1`, [stole.id])).toEqual([{ price: '100.00' }]);
    // The change was heard, the read model forgot the product: staff's next look loads it from the primary.
    expect((await admin.get(`/api/products/${stole.id}`).expect(200)).body).toMatchObject({ name: 'Asante Kente Stole', price: '95.00' });
  });

  it('reads the primary while the replica is behind it, so the read model never keeps a row a change replaced', async () => {
    await replayedUpTo('0/0');
    const behind = await readsThat('behind');
    await admin.patch(`/api/admin/products/${stole.id}`).send({ name: 'Asante Kente Stole II' }).expect(200);
    const shopper = shop.agent();
    expect(names((await shopper.get('/api/products').expect(200)).body)).toEqual(['Asante Kente Stole II']);
    expect((await shopper.get(`/api/products/${stole.id}`).expect(200)).body.name).toBe('Asante Kente Stole II');
    expect((await readsThat('behind')) - behind).toBe(2);
    // Kept: served again without a load.
    expect(names((await shopper.get('/api/products').expect(200)).body)).toEqual(['Asante Kente Stole II']);
    expect((await readsThat('behind')) - behind).toBe(2);

    // Caught up (here: the stand-in's rows count as replayed): the next load after a change reads the replica again.
    await replayedUpTo(CAUGHT_UP);
    await admin.patch(`/api/admin/products/${stole.id}`).send({ price: '96.00' }).expect(200);
    expect(names((await shopper.get('/api/products').expect(200)).body)).toEqual(['Zebrawood Kente Stole']);
  });

  it('reads the primary when the replica does not answer', async () => {
    await replicaData.destroy();
    await replica.drop();
    const unavailable = await readsThat('unavailable');
    await admin.patch(`/api/admin/products/${stole.id}`).send({ price: '97.00' }).expect(200);
    const shopper = shop.agent();
    expect(names((await shopper.get('/api/products').expect(200)).body)).toEqual(['Asante Kente Stole II']);
    expect((await shopper.get('/api/products?search=asante').expect(200)).body).toMatchObject([{ name: 'Asante Kente Stole II', price: '97.00' }]);
    expect((await admin.get('/api/admin/stats').expect(200)).body).toMatchObject({ totalProducts: 2, totalOrders: 1 });
    expect((await readsThat('unavailable')) - unavailable).toBe(3);
  });

  it('starts without a replica that does not answer, and reads the primary until the next start', async () => {
    const started = await createTestApp({ databaseUrl: primary.url, databaseReplicaUrl: replica.url });
    try {
      expect(started.dataSource.options).not.toHaveProperty('replication');
      expect(names((await started.agent().get('/api/products').expect(200)).body)).toEqual(['Asante Kente Stole II']);
    } finally {
      await started.close();
    }
  });

  it('reads everything on the primary when no replica is set, and opens no second pool', async () => {
    const alone = await createTestApp({ databaseUrl: primary.url });
    try {
      expect(alone.dataSource.options).not.toHaveProperty('replication');
      const shopper = alone.agent();
      expect(names((await shopper.get('/api/products').expect(200)).body)).toEqual(['Asante Kente Stole II']);
      expect(names((await shopper.get('/api/products?search=asante').expect(200)).body)).toEqual(['Asante Kente Stole II']);
      const staff = await signedInBrowser(alone, 'admin');
      expect((await staff.get('/api/admin/stats').expect(200)).body).toMatchObject({ totalProducts: 2, totalOrders: 1 });
    } finally {
      await alone.close();
    }
  });
});
