// Part 1: the shop's API against two baselines that answer the same bytes from memory.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  backendRequire,
  built,
  fmt,
  freePort,
  guestOrderBody,
  benchRequire,
  ROOT,
  startProcess,
  startShop,
  STOCK_BY_PRODUCT,
  stockForCheckouts,
  table,
  tempDir,
  withPg,
  withShopOnOwnDatabase,
} from './lib.mjs';

const autocannon = benchRequire('autocannon');

const READ_CONNECTIONS = 50;
const ORDER_CONNECTIONS = 16;
const TARGET_READ_RATIO = 0.7;
const TARGET_ORDERS_PER_SECOND = 200;
const TARGET_ORDER_P99_MS = 100;

async function cannon(options) {
  const result = await autocannon({ connections: READ_CONNECTIONS, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    duration: result.duration,
  };
}

/** A warm-up (JIT, pools, caches) and then the measured run. */
async function measure(url, headers, { duration, warmup }) {
  await cannon({ url, headers, duration: warmup });
  return cannon({ url, headers, duration });
}

async function record(base, path, headers = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 300)}`);
  const total = response.headers.get('x-total-count');
  return { path, body, headers: total ? { 'X-Total-Count': total } : {} };
}

/** A size and colour of the product that has units, as the product page offers them. */
function variantChoice(product) {
  const variant = product.variants.find((candidate) => candidate.stock > 0);
  return { ...(variant.size ? { size: variant.size } : {}), ...(variant.color ? { color: variant.color } : {}) };
}

/** A guest cart with three lines, owned by the cookie the shop hands back. */
async function makeCart(base, products) {
  const sessionId = `bench${randomBytes(6).toString('hex')}`;
  let cookie = '';
  for (const product of products.slice(0, 3)) {
    const response = await fetch(`${base}/api/cart`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      // The first size and colour with units, as a shopper must choose one when there are several.
      body: JSON.stringify({ sessionId, productId: product.id, quantity: 1, ...variantChoice(product) }),
    });
    if (!response.ok) throw new Error(`POST /api/cart answered ${response.status}: ${await response.text()}`);
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0];
    await response.arrayBuffer();
  }
  return { sessionId, cookie };
}

function readRow(route, target, result, floor) {
  return [route, target, fmt.int(result.rps), fmt.ms(result.p50), fmt.ms(result.p99), result.non2xx + result.errors || 0, floor];
}

export async function runApiBench({ duration = 6, warmup = 2, pglite = true } = {}) {
  const rows = [];
  const summary = [];
  const orders = await withShopOnOwnDatabase('api', async (shop, db) => {
    const list = await record(shop.base, '/api/products');
    const products = JSON.parse(list.body);
    if (products.length !== 24) console.warn(`the default page has ${products.length} products, not 24`);
    const detail = await record(shop.base, `/api/products/${products[0].id}`);
    const inStock = products.filter((product) => product.stock >= 5);
    const cart = await makeCart(shop.base, inStock);
    const cartRoute = await record(shop.base, `/api/cart/${cart.sessionId}`, { Cookie: cart.cookie });
    const routes = [list, detail, cartRoute];

    const routesFile = join(tempDir('bench-routes-'), 'routes.json');
    writeFileSync(routesFile, JSON.stringify(routes));
    const raw = await startProcess({ name: 'raw node:http', args: [join(ROOT, 'scripts', 'bench', 'raw-server.mjs')], port: await freePort(), readyPath: list.path, env: { BENCH_ROUTES: routesFile } });
    const bare = await startProcess({ name: 'bare NestJS', args: [join(ROOT, 'scripts', 'bench', 'bare-nest.mjs')], port: await freePort(), readyPath: list.path, env: { BENCH_ROUTES: routesFile, NODE_ENV: 'production' } });

    const labels = ['GET /api/products', 'GET /api/products/{id}', 'GET /api/cart/{sessionId}'];
    for (const [index, route] of routes.entries()) {
      const headers = index === 2 ? { Cookie: cart.cookie } : {};
      const results = {};
      for (const [name, server] of /** @type {[string, { base: string }][]} */ ([['raw node:http', raw], ['bare NestJS', bare], ['shop', shop]])) {
        results[name] = await measure(`${server.base}${route.path}`, headers, { duration, warmup });
        console.log(`  ${labels[index]} on ${name}: ${fmt.int(results[name].rps)} req/s`);
      }
      const ofRaw = results.shop.rps / results['raw node:http'].rps;
      const ofBare = results.shop.rps / results['bare NestJS'].rps;
      rows.push(readRow(labels[index], 'raw node:http', results['raw node:http'], ''));
      rows.push(readRow(labels[index], 'bare NestJS', results['bare NestJS'], ''));
      rows.push(readRow(labels[index], 'shop (PostgreSQL)', results.shop, `${fmt.pct(ofRaw)} of raw, ${fmt.pct(ofBare)} of bare Nest`));
      summary.push({ route: labels[index], ofRaw, ofBare, met: ofBare >= TARGET_READ_RATIO, bytes: Buffer.byteLength(route.body) });
    }
    await raw.stop();
    await bare.stop();

    return benchOrders(shop, db.url, products, { duration, warmup });
  });

  if (pglite) {
    const embedded = await startShop({});
    try {
      const result = await measure(`${embedded.base}/api/products`, {}, { duration, warmup });
      rows.push(readRow('GET /api/products', 'shop (PGlite)', result, ''));
    } finally {
      await embedded.stop();
    }
  }

  const readTable = table(['route', 'server', 'req/s', 'p50', 'p99', 'errors', 'shop share'], rows);
  const orderTable = table(
    ['route', 'connections', 'orders/s', 'p50', 'p99', 'refused (409)', 'errors', 'oversold units', 'stock < 0', 'target'],
    [[
      'POST /api/orders',
      ORDER_CONNECTIONS,
      fmt.int(orders.ordersPerSecond),
      fmt.ms(orders.p50),
      fmt.ms(orders.p99),
      orders.refused,
      orders.errors,
      orders.oversold,
      orders.negative,
      orders.met ? 'met' : 'MISSED',
    ]],
  );
  return { readTable, orderTable, summary, orders };
}

/**
 * 16 checkouts at a time, each a valid guest order with its own cart id and Idempotency-Key. One
 * scarce product runs out during the run, so the stock guard is exercised; afterwards the units
 * in the orders table must equal the stock that left the products' variants.
 */

async function benchOrders(shop, databaseUrl, products, { duration, warmup }) {
  // The shop rules are compiled into the build's own node_modules (backend/build.js).
  const rules = backendRequire(built('node_modules', '@shop', 'rules', 'index.js'));
  const { sellable, scarce, plenty, before } = await stockForCheckouts(databaseUrl, products, { scarceUnits: 150, plentyUnits: 1_000_000 });

  let counter = 0;
  const body = () => {
    counter += 1;
    const lines = [{ product: plenty[counter % plenty.length], quantity: 1 + (counter % 2) }];
    if (counter % 3 === 0) lines.push({ product: scarce, quantity: 1 });
    return guestOrderBody(rules, counter, lines);
  };
  const requests = [
    {
      method: 'POST',
      path: '/api/orders',
      setupRequest: (request) => ({
        ...request,
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `bench-${process.pid}-${counter + 1}-${randomBytes(4).toString('hex')}` },
        body: body(),
      }),
    },
  ];
  const statuses = {};
  const run = async (seconds) => {
    const instance = autocannon({ url: shop.base, connections: ORDER_CONNECTIONS, duration: seconds, requests });
    instance.on('response', (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
    return instance;
  };
  await run(warmup);
  for (const key of Object.keys(statuses)) delete statuses[key];
  const result = await run(duration);

  // autocannon stops at the deadline with requests still in flight: let them commit, then read
  // stock and orders from one snapshot so no commit can fall between the two reads.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const check = await withPg(databaseUrl, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows: stock } = await client.query(STOCK_BY_PRODUCT, [sellable.map((p) => p.id)]);
    const { rows: sold } = await client.query(
      `SELECT item->>'productId' AS id, sum((item->>'quantity')::int)::int AS units FROM orders, jsonb_array_elements(items) item GROUP BY 1`,
    );
    const { rows: negative } = await client.query(`SELECT count(*)::int AS n FROM product_variants WHERE stock < 0`);
    const { rows: orderCount } = await client.query(`SELECT count(*)::int AS n FROM orders`);
    await client.query('COMMIT');
    const soldById = new Map(sold.map((row) => [row.id, row.units]));
    let oversold = 0;
    for (const row of stock) oversold += Math.abs((soldById.get(row.id) ?? 0) - (before.get(row.id) - row.stock));
    return { oversold, negative: negative[0].n, orders: orderCount[0].n, scarceLeft: stock.find((row) => row.id === scarce.id).stock };
  });
  const created = statuses[201] ?? 0;
  const ordersPerSecond = created / result.duration;
  return {
    ordersPerSecond,
    p50: result.latency.p50,
    p99: result.latency.p99,
    refused: statuses[409] ?? 0,
    errors: result.errors + result.timeouts + Object.entries(statuses).filter(([code]) => code !== '201' && code !== '409').reduce((n, [, c]) => n + c, 0),
    oversold: check.oversold,
    negative: check.negative,
    ordersInDatabase: check.orders,
    scarceLeft: check.scarceLeft,
    met: ordersPerSecond >= TARGET_ORDERS_PER_SECOND && result.latency.p99 < TARGET_ORDER_P99_MS && check.oversold === 0 && check.negative === 0,
  };
}
