// `node scripts/bench/profile-route.mjs checkout [rounds] [seconds] [rate] [mixed|hot]`: what a guest checkout costs a
// web instance on production's path, as instances.mjs drives one instance (JOBS=off beside a worker,
// Redis-backed rate limits and hold limits on, TRUST_PROXY=1, each checkout a new shopper with its
// own phone, e-mail and X-Forwarded-For, e-mails through SMTP). Prints, per round, flat out (16 at a
// time) and then at a steady `rate` a second (30), the shop's CPU milliseconds per accepted checkout
// (utime + stime from /proc, the figure that matters on a shared machine), orders/s, and the
// worker's and PostgreSQL's CPU per checkout; then the SQL statements of
// one checkout (counted in the shop's pg client) and where the CPU goes (self time, sampled).
// Writes /tmp/shop-checkout.cpuprofile and /tmp/shop-checkout.statements.json.
import http from 'node:http';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { checkouts, placed, startCheckoutServices } from './instances.mjs';
import {
  built,
  cleanup,
  ensureBuilt,
  fmt,
  freePort,
  guestOrderBody,
  percentile,
  productionShopEnv,
  ROOT,
  sleep,
  startBackground,
  startProcess,
  stockForCheckouts,
  tempDir,
} from './lib.mjs';
import { summariseProfile } from './profile-summary.mjs';

const PROFILE_OUT = '/tmp/shop-checkout.cpuprofile';
const STATEMENTS_OUT = '/tmp/shop-checkout.statements.json';
const COUNTED_CHECKOUTS = 10;

/** User + system CPU of a process so far, in milliseconds (clock ticks of 10 ms). */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of proc(5), counted from the state (field 3) here.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL process's CPU so far (backends of other databases too: indicative only). */
function postgresCpuMs() {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      total += cpuMs(entry);
    } catch {
      // gone
    }
  }
  return total;
}

/**
 * Checkouts sent at a steady `rate` a second (at most 16 at a time), whatever the shop's pace: the
 * CPU a checkout costs depends on how many arrive together (a busy process handles several per
 * wake-up), so builds are compared at one offered rate as well as flat out.
 */
async function pacedCheckouts({ base, rate, seconds, makeBody, next }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const target = new URL(base);
  const outcomes = [];
  const inFlight = new Set();
  const started = performance.now();
  const total = Math.round(rate * seconds);
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / rate;
    if (due > performance.now()) await sleep(due - performance.now());
    while (inFlight.size >= 16) await Promise.race(inFlight);
    const n = next();
    const body = makeBody(n);
    const sent = performance.now();
    const request = new Promise((resolve) => {
      const call = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: '/api/orders',
          method: 'POST',
          agent,
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `paced-${process.pid}-${n}`, 'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, 'Content-Length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - sent }));
        },
      );
      call.on('error', (error) => resolve({ status: 0, error: error.message, ms: performance.now() - sent }));
      call.end(body);
    }).then((outcome) => {
      outcomes.push(outcome);
      inFlight.delete(request);
    });
    inFlight.add(request);
  }
  await Promise.all(inFlight);
  agent.destroy();
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

async function waitGone(file) {
  while (existsSync(file)) await sleep(20);
}

export async function profileCheckouts({ rounds = 3, seconds = 8, warmup = 6, rate = 30, basket = 'mixed' } = {}) {
  if (!['mixed', 'hot'].includes(basket)) throw new Error('basket must be mixed or hot');
  for (const file of [PROFILE_OUT, `${PROFILE_OUT}.start`, STATEMENTS_OUT, `${STATEMENTS_OUT}.reset`, `${STATEMENTS_OUT}.dump`]) rmSync(file, { force: true });
  try {
    await ensureBuilt({ frontend: false });
    const { db, mail, rules, shared } = await startCheckoutServices('checkout');
    const port = await freePort();
    const shop = await startProcess({
      name: 'shop',
      args: [built('main.js')],
      nodeArgs: ['-r', join(ROOT, 'scripts', 'bench', 'profile-preload.cjs')],
      port,
      readyPath: '/api/health/ready',
      env: {
        ...productionShopEnv(port),
        ...shared,
        DATA_DIR: tempDir('bench-checkout-'),
        JOBS: 'off',
        BENCH_PROFILE_OUT: PROFILE_OUT,
        BENCH_PROFILE_MS: '5000',
        BENCH_STATEMENTS_OUT: STATEMENTS_OUT,
      },
    });
    const worker = await startBackground({
      name: 'worker',
      args: [built('worker.js')],
      env: { ...productionShopEnv(3000), ...shared, DATA_DIR: tempDir('bench-worker-'), LOG_LEVEL: 'info' },
      readyLine: /Worker running/,
    });
    const products = await (await fetch(`${shop.base}/api/products`)).json();
    // Units for every checkout: a refusal (409) costs CPU too, and would blur the cost of an order.
    const { scarce, plenty } = await stockForCheckouts(db.url, products, { scarceUnits: 10_000_000, plentyUnits: 10_000_000 });
    // `mixed`: the lines instances.mjs orders, one or two units of a product, every third order a
    // second product too. `hot`: a sale of one thing, every checkout one unit of one size and colour.
    const makeBody =
      basket === 'hot'
        ? (n) => guestOrderBody(rules, n, [{ product: scarce, quantity: 1 }])
        : (n) => {
            const lines = [{ product: plenty[n % plenty.length], quantity: 1 + (n % 2) }];
            if (n % 3 === 0) lines.push({ product: scarce, quantity: 1 });
            return guestOrderBody(rules, n, lines);
          };

    await checkouts({ instances: [shop], seconds: warmup, makeBody });
    const measure = async (label, run) => {
      const before = { shop: cpuMs(shop.child.pid), worker: cpuMs(worker.child.pid), postgres: postgresCpuMs() };
      const { outcomes, seconds: took } = await run();
      const after = { shop: cpuMs(shop.child.pid), worker: cpuMs(worker.child.pid), postgres: postgresCpuMs() };
      const accepted = outcomes.filter(placed).length;
      const refused = outcomes.filter((outcome) => outcome.status === 409).length;
      const failed = outcomes.filter((outcome) => !placed(outcome) && outcome.status !== 409);
      const times = outcomes.filter(placed).map((outcome) => outcome.ms).sort((a, b) => a - b);
      const per = (ms) => (ms / accepted).toFixed(2);
      console.log(
        `  ${label} at ${new Date().toISOString().slice(11, 19)} (load ${loadavg().map((n) => n.toFixed(2)).join(' ')}): ` +
          `${per(after.shop - before.shop)} CPU ms a checkout in the shop, ${fmt.int(accepted / took)} orders/s, p50 ${fmt.ms(percentile(times, 50))}, p99 ${fmt.ms(percentile(times, 99))}; ` +
          `worker ${per(after.worker - before.worker)} ms, PostgreSQL ${per(after.postgres - before.postgres)} ms a checkout; ` +
          `${accepted} placed, ${refused} refused (409)${failed.length ? `, ${failed.length} FAILED (${failed[0].status} ${failed[0].error})` : ''}`,
      );
    };
    console.log(`${basket} checkouts on one instance (JOBS=off, a worker beside it), ${rounds} rounds of ${seconds} s after ${warmup} s of warm-up: 16 at a time flat out, then ${rate} a second`);
    let paced = 8_000_000;
    for (let round = 1; round <= rounds; round += 1) {
      await measure(`round ${round}, flat out`, () => checkouts({ instances: [shop], seconds, makeBody }));
      await measure(`round ${round}, ${rate}/s   `, () => pacedCheckouts({ base: shop.base, rate, seconds, makeBody, next: () => (paced += 1) }));
    }

    // The statements of one checkout, one after the other so nothing else is counted.
    writeFileSync(`${STATEMENTS_OUT}.reset`, '');
    await waitGone(`${STATEMENTS_OUT}.reset`);
    for (let n = 0; n < COUNTED_CHECKOUTS; n += 1) {
      const counter = 9_500_000 + n;
      const response = await fetch(`${shop.base}/api/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `count-${process.pid}-${n}`, 'X-Forwarded-For': `10.250.0.${n + 1}` },
        body: makeBody(counter),
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`a counted checkout answered ${response.status}`);
    }
    writeFileSync(`${STATEMENTS_OUT}.dump`, '');
    await waitGone(`${STATEMENTS_OUT}.dump`);
    const statements = JSON.parse(readFileSync(STATEMENTS_OUT, 'utf8'));
    const total = Object.values(statements).reduce((sum, n) => sum + n, 0);
    console.log(`\n${total / COUNTED_CHECKOUTS} statements a checkout (${COUNTED_CHECKOUTS} counted; every text in ${STATEMENTS_OUT})`);
    for (const [text, n] of Object.entries(statements).sort((a, b) => b[1] - a[1])) console.log(`  ${(n / COUNTED_CHECKOUTS).toFixed(1).padStart(4)}  ${text.slice(0, 150)}`);

    writeFileSync(`${PROFILE_OUT}.start`, '');
    await checkouts({ instances: [shop], seconds: 6, makeBody });
    while (!existsSync(PROFILE_OUT)) await sleep(200);
    const { packages, functions } = summariseProfile(PROFILE_OUT, 40);
    console.log(`\nby package\n${packages.join('\n')}\n\nby function\n${functions.join('\n')}`);
    await worker.stop();
    await shop.stop();
    await mail.close();
  } finally {
    rmSync(`${PROFILE_OUT}.start`, { force: true });
    await cleanup();
  }
}
