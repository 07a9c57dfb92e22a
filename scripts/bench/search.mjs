// Part 4: does a misspelt search find what the shopper meant, and how fast, at 100,000 products
// (issue 36, ADR 062)? The same misspelt queries go to today's search and, for comparison, to the
// substring search it replaced (ILIKE on name, description, category and tags, newest first, on
// the trigram index it had).
import { createBenchDatabase, dropBenchDatabase, fmt, percentile, startShop, table, withPg } from './lib.mjs';
import { INSERT_PRODUCTS, untilListed } from './scale.mjs';

const HAYSTACK = 100_000;
const TOP = 3;
/** Words every query keeps as typed: the shopper's misspelling is in the other. */
const KINDS = ['one edit (swap)', 'one edit (dropped letter)', 'two edits', 'dropped vowels'];
/** Searches shoppers type correctly, of one common word: the ones that rank the most rows. */
const COMMON = ['kente', 'dress', 'ankara', 'smock', 'shirt', 'bag', 'red', 'handwoven'];

const VOWELS = /[aeiou]/g;

/** The words of a name a shopper would type to find that product: the two the fewest products share. */
function distinctiveWords(name, frequency) {
  const words = [...new Set(name.toLowerCase().match(/[a-z]{4,}/g) ?? [])];
  return words.sort((a, b) => frequency.get(a) - frequency.get(b) || b.length - a.length || a.localeCompare(b)).slice(0, 2);
}

/** A word misspelt the way phone keyboards misspell it; the first letter is kept, as people keep it. */
function misspell(word, kind) {
  const middle = Math.floor(word.length / 2);
  switch (kind) {
    case 'one edit (swap)':
      return word.slice(0, middle) + word[middle + 1] + word[middle] + word.slice(middle + 2);
    case 'one edit (dropped letter)':
      return word.slice(0, middle) + word.slice(middle + 1);
    case 'two edits': {
      // A vowel typed as its neighbour on the keyboard, and a letter dropped.
      const next = { a: 's', e: 'r', i: 'o', o: 'i', u: 'y' };
      const at = word.slice(1).search(/[aeiou]/) + 1;
      const changed = at > 0 ? word.slice(0, at) + next[word[at]] + word.slice(at + 1) : word;
      const drop = at === middle ? middle + 1 : middle;
      return changed.slice(0, drop) + changed.slice(drop + 1);
    }
    case 'dropped vowels':
      return word[0] + word.slice(1).replace(VOWELS, '');
    default:
      throw new Error(kind);
  }
}

/** Today's search of the shop: the ids of the first page, in order, and how long the API took. */
async function searchApi(base, text) {
  const started = performance.now();
  const response = await fetch(`${base}/api/products?${new URLSearchParams({ search: text, limit: String(TOP) })}`);
  const body = await response.json();
  if (!response.ok) throw new Error(`search for ${text} answered ${response.status}`);
  return { ids: body.map((product) => product.id), ms: performance.now() - started };
}

/** The substring search the shop had, as its SQL was, on the index it had. */
async function substringSearch(client, text) {
  const started = performance.now();
  const { rows } = await client.query(
    `SELECT id FROM products WHERE "isActive" AND bench_old_search_text(name, description, category, tags) ILIKE $1 ORDER BY "createdAt" DESC, id LIMIT ${TOP}`,
    [`%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`],
  );
  return { ids: rows.map((row) => row.id), ms: performance.now() - started };
}

function summarise(label, results) {
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  const found = results.filter((result) => result.found).length;
  return { label, found, of: results.length, p50: percentile(times, 50), p95: percentile(times, 95) };
}

export async function runSearchBench() {
  const db = await createBenchDatabase('search');
  // The demo catalog is seeded at the first start: its products are the ones shoppers look for.
  const shop = await startShop({ databaseUrl: db.url });
  const rows = [];
  const misses = [];
  try {
    const demo = await withPg(db.url, async (client) => {
      await client.query(
        `CREATE FUNCTION bench_old_search_text(name text, description text, category text, tags text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
           AS $$ SELECT name || E'\\n' || coalesce(description, '') || E'\\n' || category || E'\\n' || array_to_string(tags, ' ') $$`,
      );
      await client.query(`CREATE INDEX bench_old_search ON products USING gin (bench_old_search_text(name, description, category, tags) gin_trgm_ops)`);
      return (await client.query(`SELECT id, name FROM products WHERE "isActive" ORDER BY name`)).rows;
    });
    const frequency = new Map();
    for (const { name } of demo) for (const word of new Set(name.toLowerCase().match(/[a-z]{4,}/g) ?? [])) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    const queries = demo.flatMap((product) => {
      const [rare, other] = distinctiveWords(product.name, frequency);
      return KINDS.map((kind) => ({
        product,
        kind,
        text: kind === 'two edits' && other ? `${misspell(rare, 'one edit (swap)')} ${misspell(other, 'one edit (dropped letter)')}` : [misspell(rare, kind), other].filter(Boolean).join(' '),
      }));
    });

    for (const size of [demo.length, HAYSTACK + demo.length]) {
      if (size > demo.length) {
        const listed = await withPg(db.url, async (client) => {
          await client.query('BEGIN');
          // Older than every generated product: a search listing the newest first never puts them
          // on top by their date alone.
          await client.query(`UPDATE products SET "createdAt" = "createdAt" - interval '1 year'`);
          await client.query(INSERT_PRODUCTS, [HAYSTACK]);
          await client.query(`SELECT pg_notify('shop_changes', 'catalog:*')`);
          await client.query('COMMIT');
          for (const name of ['products', 'product_variants', 'product_search', 'search_words']) await client.query(`VACUUM ANALYZE ${name}`);
          return (await client.query('SELECT count(*)::int AS n FROM products WHERE "isActive"')).rows[0].n;
        });
        await untilListed(shop.base, listed);
      }
      const catalog = size > demo.length ? `${fmt.int(HAYSTACK)} + demo` : `demo (${demo.length})`;
      // One search first, so no figure carries the first connection's cost.
      await searchApi(shop.base, 'warm up');
      const results = { today: [], before: [] };
      await withPg(db.url, async (client) => {
        for (const query of queries) {
          const now = await searchApi(shop.base, query.text);
          const old = await substringSearch(client, query.text);
          results.today.push({ ...query, ms: now.ms, found: now.ids.includes(query.product.id) });
          results.before.push({ ...query, ms: old.ms, found: old.ids.includes(query.product.id) });
          if (!now.ids.includes(query.product.id)) misses.push(`${catalog}: "${query.text}" (${query.kind}) for ${query.product.name}`);
        }
        const common = [];
        for (const word of COMMON) common.push({ ms: (await searchApi(shop.base, word)).ms, found: true });
        results.common = common;
      });
      for (const kind of KINDS) {
        const today = summarise(kind, results.today.filter((result) => result.kind === kind));
        const before = summarise(kind, results.before.filter((result) => result.kind === kind));
        rows.push([catalog, kind, `${today.found}/${today.of} (${fmt.pct(today.found / today.of)})`, `${before.found}/${before.of} (${fmt.pct(before.found / before.of)})`, fmt.ms(today.p50), fmt.ms(today.p95)]);
      }
      const all = summarise('all misspelt', results.today);
      const allBefore = summarise('all misspelt', results.before);
      rows.push([catalog, '**all misspelt**', `${all.found}/${all.of} (${fmt.pct(all.found / all.of)})`, `${allBefore.found}/${allBefore.of} (${fmt.pct(allBefore.found / allBefore.of)})`, fmt.ms(all.p50), fmt.ms(all.p95)]);
      const common = summarise('common', results.common);
      rows.push([catalog, `one common word (${COMMON.length}, spelt right)`, '', '', fmt.ms(common.p50), fmt.ms(common.p95)]);
      const everything = summarise('every search', [...results.today, ...results.common]);
      rows.push([catalog, '**every search**', '', '', fmt.ms(everything.p50), fmt.ms(everything.p95)]);
      console.log(`  ${catalog}: ${all.found}/${all.of} misspelt queries find their product in the first ${TOP} (before: ${allBefore.found}); p95 ${fmt.ms(everything.p95)}`);
    }
  } finally {
    await shop.stop();
    await dropBenchDatabase(db.name);
  }
  return {
    table: table(['catalog', 'misspelling', `found in first ${TOP}: today`, `before (substring)`, 'API p50 (cold)', 'API p95 (cold)'], rows),
    misses: misses.length > 0 ? `Not found in the first ${TOP}:\n${misses.map((miss) => `- ${miss}`).join('\n')}` : `Every misspelt query found its product in the first ${TOP}.`,
  };
}
