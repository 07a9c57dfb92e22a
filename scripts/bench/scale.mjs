// Part 2: does the product list stay flat from 100 to 100,000 products?
import { backendRequire, built, createBenchDatabase, dropBenchDatabase, fmt, sequentialLatency, sleep, startShop, table, withPg } from './lib.mjs';

const SIZES = [100, 10_000, 100_000];
const PAGE = 24;
const MAX_OFFSET = 10_000;
// How long the shop may take to hear the bulk insert's notification (a moment; this bounds a broken listener).
const HEARD_WITHIN_MS = 10_000;

const SCENARIOS = [
  { name: 'default list', filters: {} },
  { name: 'category', filters: { category: 'mens' } },
  { name: 'search', filters: { search: 'batakari smock' } },
  { name: 'late page', filters: {}, late: true },
];

export const INSERT_PRODUCTS = `
  WITH inserted AS (
  INSERT INTO products (name, description, price, "originalPrice", category, images, sizes, colors, tags, "isActive", "isFeatured", "createdAt", "updatedAt")
  SELECT
    (ARRAY['Kente','Batakari','Kaba','Dashiki','Adinkra','Fugu'])[1 + i % 6] || ' ' ||
      (ARRAY['Stole','Smock','Dress','Shirt','Wrap','Cap','Bag'])[1 + (i / 6) % 7] || ' No. ' || i,
    'Handwoven piece ' || i || ' of the bench catalog, made in ' || (ARRAY['Kumasi','Accra','Tamale','Bonwire'])[1 + i % 4],
    (10 + (i * 37) % 990)::numeric(10,2),
    CASE WHEN i % 10 = 0 THEN (20 + (i * 37) % 990)::numeric(10,2) END,
    (ARRAY['traditional','modern','accessories','mens','womens','children'])[1 + (i / 7) % 6],
    ARRAY['/media/d3ce8d927623a0a0589d33090b6253eb.MxkOHwL4V1h6hod7hXiIl2eHh1A3CHUC-600.jpg'], ARRAY['S','M','L'], ARRAY['Red','Blue'], ARRAY['bench', 'tag' || (i % 100)],
    i % 20 <> 0, i % 50 = 0,
    now() - make_interval(secs => i * 60), now()
  FROM generate_series(1, $1::int) AS i
  RETURNING id, sizes, colors)
  -- One variant per size x colour (ADR 025), a few units each, some sold out.
  INSERT INTO product_variants ("productId", size, color, stock)
  SELECT inserted.id, s, c, abs(hashtext(inserted.id::text || s || c)) % 12 FROM inserted, unnest(inserted.sizes) AS s, unnest(inserted.colors) AS c`;

function query(filters, extra = {}) {
  const params = new URLSearchParams(Object.entries({ ...filters, ...extra }).map(([k, v]) => [k, String(v)]));
  return `/api/products?${params}`;
}

/** Index names and scan types of a plan, top-down: what the database really did. */
function describePlan(plan) {
  const steps = [];
  const walk = (node) => {
    const label = node['Index Name'] ? `${node['Node Type']} ${node['Index Name']}` : node['Node Type'];
    if (!['Limit', 'Aggregate', 'Result'].includes(node['Node Type'])) steps.push(label);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  return [...new Set(steps)].join(' > ');
}

/** Waits until the shop's list counts `total` products: it has heard the change. */
export async function untilListed(base, total) {
  const deadline = Date.now() + HEARD_WITHIN_MS;
  for (;;) {
    const response = await fetch(`${base}/api/products?limit=1`);
    await response.arrayBuffer();
    if (Number(response.headers.get('x-total-count')) === total) return;
    if (Date.now() > deadline) throw new Error(`the shop still lists ${response.headers.get('x-total-count')} products, not ${total}: it did not hear the change`);
    await sleep(50);
  }
}

export async function runScaleBench() {
  const { listProductsSql } = backendRequire(built('modules', 'catalog', 'queries', 'list-products', 'list-products.sql.js'));
  const db = await createBenchDatabase('scale');
  const shop = await startShop({ databaseUrl: db.url, env: { SEED_DEMO_CATALOG: 'off' } });
  const latencyRows = [];
  const planRows = [];
  try {
    for (const size of SIZES) {
      const listed = await withPg(db.url, async (client) => {
        // Written behind the app's back, so it says so as the app's writers do (ADR 015): every
        // instance forgets its catalog read model when this commits.
        await client.query('BEGIN');
        // The search lexicon follows products by trigger, which TRUNCATE does not fire.
        await client.query('TRUNCATE products, search_words CASCADE');
        await client.query(INSERT_PRODUCTS, [size]);
        await client.query(`SELECT pg_notify('shop_changes', 'catalog:*')`);
        await client.query('COMMIT');
        await client.query('VACUUM ANALYZE products');
        await client.query('VACUUM ANALYZE product_variants');
        const { rows } = await client.query('SELECT count(*)::int AS n FROM products WHERE "isActive"');
        return rows[0].n;
      });
      await untilListed(shop.base, listed);
      for (const scenario of SCENARIOS) {
        const offset = scenario.late ? Math.max(0, Math.min(MAX_OFFSET, size - PAGE) - (Math.max(0, Math.min(MAX_OFFSET, size - PAGE)) % PAGE)) : 0;
        const filters = { ...scenario.filters, ...(offset ? { offset } : {}) };
        // Each limit is its own read-model key: 20 requests that all reach the database.
        const cold = await sequentialLatency(Array.from({ length: 20 }, (_, i) => `${shop.base}${query(filters, { limit: PAGE - i })}`));
        const hot = await sequentialLatency(Array.from({ length: 50 }, () => `${shop.base}${query(filters)}`));
        // A search's SQL is the search provider's: the search bench (search.mjs) measures it.
        const sql = scenario.filters.search ? null : listProductsSql({ sort: 'newest', limit: PAGE, offset, includeInactive: false, ...scenario.filters });
        const explain = sql
          ? await withPg(db.url, async (client) => {
              const run = async (text, params) => (await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, params)).rows[0]['QUERY PLAN'][0];
              const page = await run(sql.page, sql.params);
              const count = await run(sql.count, sql.params.slice(0, sql.params.length - 2));
              return { page, count };
            })
          : { page: { 'Execution Time': NaN, Plan: { 'Node Type': 'see the search bench' } }, count: { 'Execution Time': NaN, Plan: { 'Node Type': 'see the search bench' } } };
        latencyRows.push([
          fmt.int(size),
          `${scenario.name}${offset ? ` (offset ${offset})` : ''}`,
          fmt.ms(cold.p50),
          fmt.ms(cold.p95),
          fmt.ms(hot.p50),
          fmt.ms(explain.page['Execution Time']),
          fmt.ms(explain.count['Execution Time']),
        ]);
        if (size === SIZES[SIZES.length - 1]) {
          planRows.push([scenario.name, describePlan(explain.page.Plan), describePlan(explain.count.Plan)]);
        }
        console.log(`  ${size} ${scenario.name}: read-through p50 ${fmt.ms(cold.p50)}, cached p50 ${fmt.ms(hot.p50)}`);
      }
    }
  } finally {
    await shop.stop();
    await dropBenchDatabase(db.name);
  }
  return {
    latencyTable: table(['products', 'list', 'read-through p50', 'read-through p95', 'cached p50', 'page SQL', 'count SQL'], latencyRows),
    planTable: table(['list', 'page query plan', 'count query plan'], planRows),
  };
}
