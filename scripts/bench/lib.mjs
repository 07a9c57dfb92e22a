// Shared plumbing for the benchmarks: ports, child servers, bench databases, timing and tables.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BACKEND = join(ROOT, 'backend');
export const BACKEND_MAIN = join(BACKEND, 'dist', 'main.js');
// Other people rebuild backend/dist while a bench runs; servers start from a private copy of it,
// beside dist so node_modules, seed-photos and frontend/dist resolve the same way.
export const BENCH_DIST = join(BACKEND, `.bench-dist-${process.pid}`);
export const FRONTEND_INDEX = join(ROOT, 'frontend', 'dist', 'index.html');
// Backend packages (pg, @nestjs/*, typeorm) resolve from the backend workspace.
export const backendRequire = createRequire(join(BACKEND, 'package.json'));
export const rootRequire = createRequire(join(ROOT, 'package.json'));

/** Debian's Chromium (`CHROME_PATH` names another) and the flags every browser the bench starts gets. */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
// Lighthouse and autocannon are the bench's own (scripts/bench/package.json): `npm ci` and CI skip them.
const BENCH_TOOLS = join(ROOT, 'scripts', 'bench');
export const benchRequire = createRequire(join(BENCH_TOOLS, 'package.json'));

/** Installs the bench's own packages on first use, from their lock file. */
export function ensureBenchTools() {
  if (existsSync(join(BENCH_TOOLS, 'node_modules', 'lighthouse')) && existsSync(join(BENCH_TOOLS, 'node_modules', 'autocannon'))) return;
  console.log('bench: installing its own packages (lighthouse, autocannon) into scripts/bench/node_modules');
  const outcome = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: BENCH_TOOLS, stdio: 'inherit' });
  if (outcome.status !== 0) throw new Error('npm ci in scripts/bench failed');
}

export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const children = new Set();
const databases = new Set();
const tempDirs = new Set();
const relays = new Set();

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Builds what is missing, so `npm run bench` works on a fresh checkout. */
export async function ensureBuilt({ frontend }) {
  if (frontend && !existsSync(FRONTEND_INDEX)) {
    console.log('frontend/dist missing: building the frontend');
    await run('npm', ['run', 'build', '-w', 'frontend']);
  }
  if (!existsSync(BACKEND_MAIN)) {
    console.log('backend/dist missing: building the backend');
    await run('npm', ['run', 'build', '-w', 'backend']);
  }
  // BENCH_BACKEND_DIST: another build to measure, kept in backend/ beside dist (before/after comparisons).
  cpSync(process.env.BENCH_BACKEND_DIST ?? join(BACKEND, 'dist'), BENCH_DIST, { recursive: true });
  tempDirs.add(BENCH_DIST);
}

/** A file of the backend build, from the bench's private copy. */
export function built(...path) {
  return join(existsSync(BENCH_DIST) ? BENCH_DIST : join(BACKEND, 'dist'), ...path);
}

export function pgClient(url = PG_ADMIN_URL) {
  const { Client } = backendRequire('pg');
  return new Client({ connectionString: url });
}

export async function withPg(url, fn) {
  const client = pgClient(url);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on the local PostgreSQL; dropped by cleanup(). */
export async function createBenchDatabase(label) {
  const name = `bench_shop_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await withPg(PG_ADMIN_URL, (client) => client.query(`CREATE DATABASE "${name}"`));
  databases.add(name);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  await analyseAsAutovacuumWould(name, url.toString());
  return { name, url: url.toString() };
}

const analysers = new Map();

/**
 * A production PostgreSQL runs autovacuum; a development one may not (this host's does not). Without
 * it the planner has no statistics and some of the shop's reads go through every row (ADR 085), so
 * the figures would be a server no shop runs. Then the bench does autovacuum's work with the
 * embedded engine's own upkeep (`upkeepDueTables`, its thresholds), every 10 s rather than every
 * minute since its runs are short.
 */
async function analyseAsAutovacuumWould(name, url) {
  const off = await withPg(url, async (client) => (await client.query('SHOW autovacuum')).rows[0].autovacuum === 'off');
  if (!off) return;
  const { upkeepDueTables } = backendRequire(built('database', 'jobs', 'embedded-database-upkeep.job.js'));
  let running = false;
  const upkeep = async () => {
    if (running) return;
    running = true;
    try {
      await withPg(url, (client) => upkeepDueTables(async (sql) => (await client.query(sql)).rows));
    } catch {
      // The database is being dropped, or is not up yet: the next round tries again.
    } finally {
      running = false;
    }
  };
  analysers.set(name, setInterval(upkeep, 10_000).unref());
}

/**
 * `BENCH_DATABASE_DELAY_MS`: the shop reaches its database through a relay that holds every chunk
 * that long each way, as a database on another host does (a round trip costs twice it). This host
 * has no `netem`, so the relay is TCP in this process. Unset or 0: the URL as it is.
 */
export async function databaseAcrossNetwork(url) {
  const delay = Number(process.env.BENCH_DATABASE_DELAY_MS ?? 0);
  if (!delay) return url;
  const target = new URL(url);
  const relay = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    // Timers of one duration fire in the order they were set: the bytes keep their order.
    const forward = (from, to) => {
      from.on('data', (chunk) => setTimeout(() => to.write(chunk), delay));
      from.on('end', () => setTimeout(() => to.end(), delay));
      from.on('error', () => to.destroy());
    };
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise((resolve) => relay.listen(0, '127.0.0.1', () => resolve(undefined)));
  relays.add(relay);
  const relayed = new URL(url);
  relayed.port = String(/** @type {import('node:net').AddressInfo} */ (relay.address()).port);
  return relayed.toString();
}

export async function dropBenchDatabase(name) {
  clearInterval(analysers.get(name));
  analysers.delete(name);
  databases.delete(name);
  await withPg(PG_ADMIN_URL, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).catch((error) =>
    console.warn(`could not drop ${name}: ${error.message}`),
  );
}

/** Starts a node process that serves HTTP on `port` and waits until `readyPath` answers 2xx. */
export async function startProcess({ name, args, env, port, readyPath = '/', timeoutMs = 90_000, nodeArgs = [] }) {
  const child = spawn(process.execPath, [...nodeArgs, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  /** @type {{ code: number | null, signal: NodeJS.Signals | null } | null} */
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
    children.delete(child);
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${name} exited (${exited.code ?? exited.signal}) before answering:\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}${readyPath}`);
      await response.arrayBuffer();
      if (response.ok) {
        return {
          name,
          port,
          base: `http://127.0.0.1:${port}`,
          child,
          output: () => output,
          stop: () => stopChild(child),
        };
      }
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  await stopChild(child);
  throw new Error(`${name} did not answer ${readyPath} within ${timeoutMs} ms:\n${output}`);
}

/**
 * Starts a process that serves no HTTP (a worker, a Redis of the bench's own) and waits until its
 * output matches `readyLine`; cleanup() stops it like the shops.
 */
export async function startBackground({ name, command = process.execPath, args, env = {}, readyLine, timeoutMs = 90_000 }) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not print ${readyLine} within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-20_000);
      if (readyLine.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code, signal) => {
      children.delete(child);
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
  await ready;
  return { name, child, output: () => output, stop: () => stopChild(child) };
}

/**
 * The environment of a built shop as production runs it on `port`, with rate limits off
 * (DECISIONS.md: for load tests).
 * @param {number} port
 */
export function productionShopEnv(port) {
  return {
    NODE_ENV: 'production',
    // Benchmarks reach the shop directly, with no TLS proxy in front.
    TRUST_PROXY: '0',
    // A backup at start would hold the database for most of a second under the first measurements.
    BACKUP_HOURS: 'off',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT: 'off',
    // No provider keys in a benchmark: the built-in test provider, which production takes only on purpose.
    PAYMENTS_TEST_MODE: 'on',
    // No SMTP either: messages go to the local mailbox, which production takes only on purpose.
    NOTIFICATIONS_LOCAL_MAILBOX: 'on',
  };
}

/** The built shop as production runs it, with rate limits off. */
export async function startShop({ databaseUrl = null, dataDir = null, env = {}, nodeArgs = [] } = {}) {
  const port = await freePort();
  return startProcess({
    name: `shop (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
    args: [built('main.js')],
    nodeArgs,
    port,
    readyPath: '/api/products?limit=1',
    env: {
      ...productionShopEnv(port),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '', DATA_DIR: dataDir ?? tempDir('bench-pglite-') }),
      ...env,
    },
  });
}

/** The built shop on a fresh PostgreSQL database of its own while `run` measures it; both go afterwards. */
export async function withShopOnOwnDatabase(label, run) {
  const db = await createBenchDatabase(label);
  const shop = await startShop({ databaseUrl: db.url });
  try {
    return await run(shop, db);
  } finally {
    await shop.stop();
    await dropBenchDatabase(db.name);
  }
}

export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function cleanup() {
  await Promise.all([...children].map(stopChild));
  for (const relay of relays) relay.close();
  relays.clear();
  for (const name of [...databases]) await dropBenchDatabase(name);
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Sequential requests on one keep-alive connection: latency without queueing. */
export async function sequentialLatency(urls) {
  const times = [];
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
}

export function table(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [line(cells[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join('\n');
}

export const fmt = {
  ms: (value) => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(1) : Math.round(value)} ms` : 'n/a'),
  int: (value) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'n/a'),
  pct: (value) => (Number.isFinite(value) ? `${Math.round(value * 100)}%` : 'n/a'),
  kb: (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} kB` : 'n/a'),
};

/**
 * A valid guest order as the storefront's checkout sends it (no cart cookie), totals worked out
 * with the build's own shop rules (`rules`: its compiled `@shop/rules`).
 * @param {{ orderTotals: Function, toPesewas: Function, fromPesewas: Function }} rules
 * @param {number} counter makes the cart id, e-mail and phone unique
 * @param {{ product: { id: string, price: string }, quantity: number, size?: string | null, color?: string | null }[]} lines
 *   a line without size and colour leaves them out, as for a product sold in one variant
 */
export function guestOrderBody(rules, counter, lines) {
  const totals = rules.orderTotals(lines.map((line) => ({ unitPrice: rules.toPesewas(line.product.price), quantity: line.quantity })), 'standard');
  return JSON.stringify({
    sessionId: `bo${process.pid}x${counter}`,
    email: `shopper${counter}@example.com`,
    firstName: 'Ama',
    lastName: 'Mensah',
    // A phone of each shopper's own: unpaid orders are held per phone too (the hold limits).
    phone: `+233 24 ${String(counter % 10_000_000).padStart(7, '0').replace(/^(\d{3})/, '$1 ')}`,
    shippingAddress: { address: '12 Oxford Street', city: 'Accra', region: 'Greater Accra', country: 'Ghana' },
    paymentMethod: 'momo',
    deliveryType: 'standard',
    items: lines.map((line) => ({ productId: line.product.id, quantity: line.quantity, size: line.size, color: line.color })),
    subtotal: rules.fromPesewas(totals.subtotal),
    shipping: rules.fromPesewas(totals.shipping),
    tax: rules.fromPesewas(totals.tax),
    total: rules.fromPesewas(totals.total),
  });
}

/** Each product's units: the sum of its variants' (ADR 025). */
export const STOCK_BY_PRODUCT = `SELECT "productId" AS id, sum(stock)::int AS stock FROM product_variants WHERE "productId" = ANY($1) GROUP BY 1`;

/**
 * Stock for a checkout bench, announced to the shop: the first of four products with units left
 * with `scarceUnits`, all on its first variant, so it runs out under the load; the others with
 * `plentyUnits` a variant. Returns them and each one's units before the load.
 */
export async function stockForCheckouts(databaseUrl, products, { scarceUnits, plentyUnits }) {
  const sellable = products.filter((product) => product.stock > 0).slice(0, 4);
  const [scarce, ...plenty] = sellable;
  const before = await withPg(databaseUrl, async (client) => {
    // Stock is per size and colour (ADR 025); the bench's lines name neither, so the shop takes the
    // first variant with units: the scarce product's units all sit on its first.
    await client.query(`UPDATE product_variants SET stock = $2 WHERE "productId" = ANY($1)`, [plenty.map((p) => p.id), plentyUnits]);
    await client.query(`UPDATE product_variants SET stock = 0 WHERE "productId" = $1`, [scarce.id]);
    await client.query(`UPDATE product_variants SET stock = $2 WHERE id = $1`, [scarce.variants[0].id, scarceUnits]);
    await client.query(`SELECT pg_notify('shop_changes', 'catalog:*')`);
    const { rows } = await client.query(STOCK_BY_PRODUCT, [sellable.map((p) => p.id)]);
    return new Map(rows.map((row) => [row.id, row.stock]));
  });
  return { sellable, scarce, plenty, before };
}

/** The middle figure of a page's runs (of an even number, the upper of the two middle ones). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A page asked of a shop: `/products/{id}` is its newest product's, `/track?order={order}` a guest order's placed for it. */
export async function resolvePagePath(base, path) {
  const products = await (await fetch(`${base}/api/products?limit=20`)).json();
  const page = path.replace('{id}', products[0].id);
  return page.includes('{order}') ? page.replace('{order}', encodeURIComponent(await placeGuestOrder(base, products))) : page;
}

/** One guest order, so the tracking page has something to show. */
export async function placeGuestOrder(base, products) {
  const rules = backendRequire(built('node_modules', '@shop', 'rules', 'index.js'));
  const product = products.find((each) => each.stock > 0);
  const variant = product.variants?.find((each) => each.stock > 0);
  const body = guestOrderBody(rules, Date.now(), [{ product, quantity: 1, size: variant?.size ?? product.sizes[0] ?? null, color: variant?.color ?? product.colors[0] ?? null }]);
  const response = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `bench-track-${process.pid}` },
    body,
  });
  if (!response.ok) throw new Error(`POST /api/orders answered ${response.status}: ${await response.text()}`);
  return (await response.json()).orderNumber;
}
