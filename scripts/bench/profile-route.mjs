// `node scripts/bench/profile-route.mjs [list|detail|cart]`: the shop on a fresh PostgreSQL bench
// database under 50 autocannon connections, CPU-sampled for 5 s after a warm-up; prints req/s and
// where the time went (self time by package and by function). Writes /tmp/shop-<route>.cpuprofile.
// `node scripts/bench/profile-route.mjs checkout [rounds] [seconds] [rate] [mixed|hot]`: guest checkouts on
// production's path instead (profile-checkout.mjs): CPU milliseconds per order, the statements of one,
// the profile; `hot` puts every checkout on one size and colour, as a sale of one thing does.
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, createBenchDatabase, benchRequire, ensureBenchTools, ensureBuilt, ROOT, sleep, startShop } from './lib.mjs';
import { summariseProfile } from './profile-summary.mjs';

ensureBenchTools();
const autocannon = benchRequire('autocannon');
const route = process.argv[2] ?? 'cart';
if (!['list', 'detail', 'cart', 'checkout'].includes(route)) throw new Error('route must be list, detail, cart or checkout');
if (route === 'checkout') {
  const { profileCheckouts } = await import('./profile-checkout.mjs');
  await profileCheckouts({ rounds: Number(process.argv[3] ?? 3), seconds: Number(process.argv[4] ?? 8), rate: Number(process.argv[5] ?? 30), basket: process.argv[6] ?? 'mixed' });
  process.exit(0);
}
const out = `/tmp/shop-${route}.cpuprofile`;

try {
  rmSync(out, { force: true });
  rmSync(`${out}.start`, { force: true });
  await ensureBuilt({ frontend: false });
  const db = await createBenchDatabase('profile');
  const shop = await startShop({
    databaseUrl: db.url,
    nodeArgs: ['-r', join(ROOT, 'scripts', 'bench', 'profile-preload.cjs')],
    env: { BENCH_PROFILE_OUT: out, BENCH_PROFILE_MS: '5000' },
  });
  const products = await (await fetch(`${shop.base}/api/products`)).json();
  let url = `${shop.base}/api/products`;
  let headers = {};
  if (route === 'detail') url = `${shop.base}/api/products/${products[0].id}`;
  if (route === 'cart') {
    const sessionId = `profile${randomBytes(6).toString('hex')}`;
    let cookie = '';
    for (const product of products.filter((candidate) => candidate.stock >= 5).slice(0, 3)) {
      const response = await fetch(`${shop.base}/api/cart`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
        // No size or colour: the shop gives the line the first one with units (ADR 025).
      body: JSON.stringify({ sessionId, productId: product.id, quantity: 1 }),
      });
      cookie = response.headers.get('set-cookie')?.split(';')[0] ?? cookie;
      await response.arrayBuffer();
    }
    url = `${shop.base}/api/cart/${sessionId}`;
    headers = { Cookie: cookie };
  }
  await autocannon({ url, headers, connections: 50, duration: 3 });
  writeFileSync(`${out}.start`, '');
  const result = await autocannon({ url, headers, connections: 50, duration: 6 });
  console.log(`${route}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`);
  while (!existsSync(out)) await sleep(200);
  const { packages, functions } = summariseProfile(out, 30);
  console.log(`by package\n${packages.join('\n')}\n\nby function\n${functions.join('\n')}`);
  await shop.stop();
} finally {
  rmSync(`${out}.start`, { force: true });
  await cleanup();
}
