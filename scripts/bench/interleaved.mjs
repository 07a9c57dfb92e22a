#!/usr/bin/env node
// `node scripts/bench/interleaved.mjs before=/path/to/dist after=backend/dist [--rounds=5] [--seconds=3]`:
// compares builds of the backend on a shared, noisy machine. Each build runs as its own shop on its
// own PostgreSQL database; every round measures each route on every build back to back (the order
// rotating), so load from elsewhere falls on all builds alike; the medians over the rounds are printed.
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { cleanup, createBenchDatabase, fmt, freePort, benchRequire, ensureBenchTools, guestOrderBody, productionShopEnv, rootRequire, startProcess, table, withPg } from './lib.mjs';

ensureBenchTools();
const autocannon = benchRequire('autocannon');

const args = process.argv.slice(2);
const option = (name, fallback) => Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const rounds = option('rounds', 5);
const seconds = option('seconds', 3);
const builds = args.filter((arg) => !arg.startsWith('--')).map((arg) => {
  const [label, dir] = arg.split('=');
  return { label, dir: resolve(dir) };
});
if (builds.length < 2) throw new Error('name at least two builds: label=dist-dir');

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** @param {{ dir: string }} build @param {string} databaseUrl */
async function startBuild(build, databaseUrl) {
  const port = await freePort();
  return startProcess({
    name: build.dir,
    args: [join(build.dir, 'main.js')],
    port,
    readyPath: '/api/products?limit=1',
    env: { ...productionShopEnv(port), DATABASE_URL: databaseUrl },
  });
}

/** @param {string} base */
async function routesOf(base) {
  const products = await (await fetch(`${base}/api/products`)).json();
  const sessionId = `ab${randomBytes(6).toString('hex')}`;
  let cookie = '';
  for (const product of products.filter((/** @type {{ stock: number }} */ p) => p.stock >= 5).slice(0, 3)) {
    const response = await fetch(`${base}/api/cart`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      // No size or colour: the shop gives the line the first one with units (ADR 025).
      body: JSON.stringify({ sessionId, productId: product.id, quantity: 1 }),
    });
    if (!response.ok) throw new Error(`POST /api/cart answered ${response.status}`);
    cookie = response.headers.get('set-cookie')?.split(';')[0] ?? cookie;
    await response.arrayBuffer();
  }
  return {
    products,
    reads: [
      { route: 'GET /api/products', path: '/api/products', headers: {} },
      { route: 'GET /api/products/{id}', path: `/api/products/${products[0].id}`, headers: {} },
      { route: 'GET /api/cart/{sessionId}', path: `/api/cart/${sessionId}`, headers: { Cookie: cookie } },
    ],
  };
}

let orderCounter = 0;

async function main() {
  const shops = [];
  for (const build of builds) {
    const db = await createBenchDatabase('ab');
    const shop = await startBuild(build, db.url);
    const routes = await routesOf(shop.base);
    shops.push({ ...build, shop, db, routes, orderBody: () => '', results: /** @type {Record<string, { rps: number, p50: number, p99: number }[]>} */ ({}) });
  }
  const rules = rootRequire(join(builds[0].dir, 'node_modules', '@shop', 'rules', 'index.js'));
  for (const entry of shops) {
    // Three products, as the API bench orders them: one hot row would measure its lock, not the shop.
    const plenty = entry.routes.products.filter((/** @type {{ stock: number }} */ p) => p.stock > 0).slice(1, 4);
    await withPg(entry.db.url, (client) => client.query('UPDATE product_variants SET stock = 1000000 WHERE "productId" = ANY($1)', [plenty.map((/** @type {{ id: string }} */ p) => p.id)]));
    entry.orderBody = () => {
      orderCounter += 1;
      return guestOrderBody(rules, orderCounter, [{ product: plenty[orderCounter % plenty.length], quantity: 1 }]);
    };
  }
  const routeNames = [...shops[0].routes.reads.map((read) => read.route), 'POST /api/orders'];
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, name] of routeNames.entries()) {
      const order = shops.map((_, i) => shops[(i + round) % shops.length]);
      for (const entry of order) {
        const read = entry.routes.reads[index];
        const options = read
          ? { url: `${entry.shop.base}${read.path}`, headers: read.headers, connections: 50 }
          : {
              url: entry.shop.base,
              connections: 16,
              requests: [
                {
                  method: 'POST',
                  path: '/api/orders',
                  setupRequest: (/** @type {any} */ request) => ({
                    ...request,
                    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `ab-${process.pid}-${randomBytes(6).toString('hex')}` },
                    body: entry.orderBody(),
                  }),
                },
              ],
            };
        await autocannon({ ...options, duration: 1 });
        const result = await autocannon({ ...options, duration: seconds });
        const failed = result.non2xx + result.errors + result.timeouts;
        (entry.results[name] ??= []).push({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
        console.log(`round ${round + 1} ${name} ${entry.label}: ${fmt.int(result.requests.average)} req/s, p50 ${fmt.ms(result.latency.p50)}, p99 ${fmt.ms(result.latency.p99)}${failed ? `, ${failed} failed` : ''}`);
      }
    }
  }
  const rows = [];
  for (const name of routeNames) {
    for (const entry of shops) {
      const runs = entry.results[name];
      rows.push([name, entry.label, fmt.int(median(runs.map((r) => r.rps))), fmt.ms(median(runs.map((r) => r.p50))), fmt.ms(median(runs.map((r) => r.p99))), runs.map((r) => fmt.int(r.rps)).join(' ')]);
    }
  }
  console.log(`\nmedians of ${rounds} interleaved rounds of ${seconds} s (reads at 50 connections, orders at 16):`);
  console.log(table(['route', 'build', 'req/s', 'p50', 'p99', 'req/s per round'], rows));
}

main()
  .then(() => cleanup())
  .catch(async (error) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  });
