// Part 6: checkouts on the embedded engine (PGlite in DATA_DIR, the default a shop starts with) for
// 150 s, unpaid orders piling up with the hold limits on, as a shop without PostgreSQL sells. Prints
// orders/s and latency per 10 s window: the embedded database's upkeep (ADR 085) first looks at the
// tables a minute after start, so the windows before it show the planner without statistics.
import { join } from 'node:path';
import { checkouts, placed } from './instances.mjs';
import { backendRequire, built, fmt, guestOrderBody, percentile, startShop, table, tempDir } from './lib.mjs';

const WINDOW_SECONDS = 10;

export async function runEmbeddedBench({ seconds = 150 } = {}) {
  const rules = backendRequire(built('node_modules', '@shop', 'rules', 'index.js'));
  const dataDir = tempDir('bench-embedded-checkouts-');
  // Hold limits come with rate limiting; each checkout from an address of its own (TRUST_PROXY=1).
  const env = { RATE_LIMIT: 'on', TRUST_PROXY: '1', LOG_LEVEL: 'warn', NOTIFICATIONS_LOCAL_MAILBOX: 'on' };
  // The first start makes and seeds the database; its stock is raised while no shop has it open (ADR 008).
  let shop = await startShop({ dataDir, env });
  const products = await (await fetch(`${shop.base}/api/products`)).json();
  await shop.stop();
  const { PGlite } = backendRequire('@electric-sql/pglite');
  const db = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
  await db.query('UPDATE product_variants SET stock = 1000000');
  await db.close();

  shop = await startShop({ dataDir, env });
  try {
    const sellable = products.filter((product) => product.stock > 0).slice(0, 4);
    const makeBody = (n) => guestOrderBody(rules, n, [{ product: sellable[n % sellable.length], quantity: 1 + (n % 2) }]);
    console.log(`  ${seconds} s of checkouts, 16 at a time`);
    const { outcomes } = await checkouts({ instances: [shop], seconds, makeBody });
    const rows = [];
    for (let from = 0; from < seconds; from += WINDOW_SECONDS) {
      const inWindow = outcomes.filter((outcome) => outcome.at >= from * 1000 && outcome.at < (from + WINDOW_SECONDS) * 1000);
      const latencies = inWindow.filter(placed).map((outcome) => outcome.ms).sort((a, b) => a - b);
      const failed = inWindow.filter((outcome) => !placed(outcome));
      rows.push([`${from}-${from + WINDOW_SECONDS} s`, (latencies.length / WINDOW_SECONDS).toFixed(1), fmt.ms(percentile(latencies, 50)), fmt.ms(percentile(latencies, 99)), String(failed.length)]);
    }
    const total = outcomes.filter(placed).length;
    return {
      orderTable: table(['window', 'orders/s', 'p50', 'p99', 'not placed'], rows),
      outcome: `${total} orders placed in ${seconds} s; the upkeep's first look at the tables comes 60 s after start.`,
    };
  } finally {
    await shop.stop();
  }
}
