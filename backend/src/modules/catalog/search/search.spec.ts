import { SeedDemoCatalogCommand } from '../commands/seed-demo-catalog/seed-demo-catalog.command';
import { SeedDemoCatalogHandler } from '../commands/seed-demo-catalog/seed-demo-catalog.handler';
import { Product } from '../domain/product.entity';
import { SEEDED_SYNONYMS } from '../../../database/migrations/1795698000000-search-that-forgives';
import { eventually } from '../../../test-support/eventually';
import { insertProduct } from '../../../test-support/fixtures';
import { signedInShop } from '../../../test-support/signed-in-shop';

describe('searching the catalog (ADR 062)', () => {
  const given = signedInShop('admin', 'customer');
  beforeAll(async () => {
    await given.shop.app.get(SeedDemoCatalogHandler).execute(new SeedDemoCatalogCommand());
  });

  const search = async (text: string, extra = '') => {
    const response = await given.shop.agent().get(`/api/products?search=${encodeURIComponent(text)}${extra}`).expect(200);
    const corrected = response.headers['x-search-corrected'];
    return {
      names: (response.body as { name: string }[]).map((product) => product.name),
      total: Number(response.headers['x-total-count']),
      corrected: corrected === undefined ? null : decodeURIComponent(corrected),
    };
  };

  it('ranks a match in the name above one in the tags or the description', async () => {
    const found = await search('clutch');
    expect(found.names[0]).toBe('Kente Envelope Clutch – Royal Purple');
    expect(found.corrected).toBeNull();
  });

  it.each([
    ['kenti clutch', 'kente clutch', 'Kente Envelope Clutch – Royal Purple'],
    ['dashki shirt', 'dashiki shirt', 'Embroidered Dashiki Shirt – Royal Blue'],
    ['agbda', 'agbada', 'Three-Piece Agbada – Wine Red'],
    ['krobo neklace', 'krobo necklace', 'Krobo Recycled Glass Bead Necklace – Sunset'],
    ['bolgatnga baskt', 'bolgatanga basket', 'Bolgatanga Straw Market Basket'],
    ['bttkr', 'batakari', "Batakari Chief's Smock – Red & Black Stripe"],
    // Few trigrams in common: a swap in a short word, a short word missing a letter.
    ['asatne stole', 'asante stole', 'Asante Kente Stole – Gold & Green'],
    ['charocal vet', 'charcoal vest', 'Fugu Vest – Charcoal & White Stripe'],
  ])('finds %s as %s, and says so', async (typed, corrected, intended) => {
    const found = await search(typed);
    expect(found.corrected).toBe(corrected);
    expect(found.names.slice(0, 3)).toContain(intended);
  });

  it('does not widen a search that finds its product as typed', async () => {
    await insertProduct(given.shop.dataSource, { name: 'Photo Journey Kaba Rvn8', category: 'womens' });
    expect((await search('Photo Journey Kaba Rvn8')).names).toEqual(['Photo Journey Kaba Rvn8']);
  });

  it('finds products with any of the words when all of them find nothing', async () => {
    const found = await search('hd sankofa');
    expect(found.corrected).toBeNull();
    expect(found.names.slice(0, 3)).toContain('Adinkra Print Hoodie – Sankofa Black');
  });

  it('finds the seeded synonyms both ways: batakari finds the fugu, slit finds the kaba', async () => {
    expect((await search('batakari')).names).toEqual(expect.arrayContaining(['Northern Smock (Fugu) – Indigo Stripe', 'Fugu Vest – Charcoal & White Stripe']));
    expect((await search('fugu')).names).toContain("Batakari Chief's Smock – Red & Black Stripe");
    expect((await search('slit')).names).toContain('Kaba and Slit Set – Ankara Sunburst');
    // A phrase term: "wax print" finds what is tagged ankara.
    expect((await search('wax print trousers')).names).toContain('Ankara Slim Trousers – Blue Diamond');
  });

  it('reads accents, quotes, -exclusions and or as a search engine does', async () => {
    expect((await search('Kenté clutch')).names[0]).toBe('Kente Envelope Clutch – Royal Purple');
    const kente = await search('kente');
    const withoutClutch = await search('kente -clutch');
    expect(withoutClutch.names).not.toContain('Kente Envelope Clutch – Royal Purple');
    expect(withoutClutch.total).toBe(kente.total - 1);
    const either = await search('agbada or clutch');
    expect(either.names).toEqual(expect.arrayContaining(['Three-Piece Agbada – Wine Red', 'Kente Envelope Clutch – Royal Purple']));
    expect((await search('"royal purple"')).names).toEqual(['Kente Envelope Clutch – Royal Purple']);
  });

  it('keeps the other sorts and filters when searching', async () => {
    const byPrice = await given.shop.agent().get('/api/products?search=ankara&sort=price-asc&limit=100').expect(200);
    const prices = (byPrice.body as { price: string }[]).map((product) => Number(product.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const accessories = await search('ankara', '&category=accessories');
    expect(accessories.names).toEqual(['Ankara Headwrap (Duku) – Yellow & Teal']);
  });

  it.each(['ankara', 'hd sankofa', 'kenti purple'])('pages a search (%s) without repeating or skipping a product, the total the same on every page', async (text) => {
    const all = await search(text, '&limit=100');
    expect(all.total).toBe(all.names.length);
    const pages = [];
    for (let offset = 0; offset < all.total; offset += 2) pages.push(await search(text, `&limit=2&offset=${offset}`));
    expect(pages.flatMap((page) => page.names)).toEqual(all.names);
    expect(new Set(pages.map((page) => page.total))).toEqual(new Set([all.total]));
  });

  it('says nothing was found, corrects nothing it cannot, and counts the miss for staff without who searched', async () => {
    const found = await search('zzqx lamborghini');
    expect(found).toEqual({ names: [], total: 0, corrected: null });
    expect((await search('clutch', '&category=mens')).total).toBe(0);
    await given.customer.get(`/api/products?search=${encodeURIComponent('Zzqx  Lamborghini')}`).expect(200);
    const misses = await eventually(
      async () => (await given.admin.get('/api/admin/search/misses').expect(200)).body as { term: string; searches: number }[],
      (rows) => rows.some((row) => row.term === 'zzqx lamborghini' && row.searches === 2),
    );
    expect(Object.keys(misses[0]).sort()).toEqual(['lastSearchedAt', 'searches', 'term']);
    // A search that found something is not a miss, nor one that found nothing in a category.
    expect(misses.map((row) => row.term)).not.toContain('clutch');
  });

  it('suggests up to six products as the shopper types, the last word half typed, misspellings forgiven', async () => {
    const suggest = async (q: string) => (await given.shop.agent().get(`/api/products/suggestions?q=${encodeURIComponent(q)}`).expect(200)).body as { id: string; name: string }[];
    const half = await suggest('kente clu');
    expect(half.map((product) => product.name)).toEqual(['Kente Envelope Clutch – Royal Purple']);
    expect(Object.keys(half[0]).sort()).toEqual(['id', 'name']);
    expect((await suggest('ank')).length).toBe(6);
    expect((await suggest('agbda')).map((product) => product.name)).toContain('Three-Piece Agbada – Wine Red');
    expect(await suggest('')).toEqual([]);
    await given.shop.agent().get(`/api/products/suggestions?q=${'a'.repeat(101)}`).expect(400);
  });

  it('follows the catalog: a deactivated product is no longer found, and its words no longer correct a search', async () => {
    const basket = await given.shop.dataSource.getRepository(Product).findOneByOrFail({ name: 'Bolgatanga Straw Market Basket' });
    const only = await insertProduct(given.shop.dataSource, { name: 'Zanzibari Raffia Fan', category: 'accessories' });
    expect((await search('zanzibary')).names).toEqual(['Zanzibari Raffia Fan']);
    await given.admin.patch(`/api/admin/products/${only.id}`).send({ isActive: false }).expect(200);
    expect(await search('zanzibary')).toEqual({ names: [], total: 0, corrected: null });
    expect((await search('bolgatanga')).names).toEqual([basket.name]);
  });

  it('keeps its lexicon and documents exact through bulk inserts, renames, deactivations and deletes', async () => {
    const { dataSource } = given.shop;
    await dataSource.query(
      `INSERT INTO products (name, price, category, colors, tags) SELECT 'Bulk Wrapper No ' || i, 10, 'modern', ARRAY['Red'], ARRAY['bulkword'] FROM generate_series(1, 40) AS i`,
    );
    await dataSource.query(`UPDATE products SET name = replace(name, 'Wrapper', 'Shawl') WHERE name LIKE 'Bulk Wrapper No 1%'`);
    await dataSource.query(`UPDATE products SET "isActive" = false WHERE name LIKE 'Bulk Wrapper No 2%'`);
    await dataSource.query(`DELETE FROM products WHERE name LIKE 'Bulk Wrapper No 3%'`);
    await dataSource.query(`UPDATE products SET rating = rating WHERE name LIKE 'Bulk%'`);
    await dataSource.query(`UPDATE products SET price = price + 1, "isFeatured" = true WHERE name LIKE 'Bulk Shawl No 1%'`);
    const kept: { word: string; products: number }[] = await dataSource.query(`SELECT word, products FROM search_words ORDER BY word`);
    const fromScratch: { word: string; products: number }[] = await dataSource.query(
      `SELECT word, count(*)::int AS products FROM products, unnest(product_search_words(name, category, subcategory, colors, tags)) AS word WHERE "isActive" GROUP BY word ORDER BY word`,
    );
    expect(kept).toEqual(fromScratch);
    expect(kept.find((row) => row.word === 'bulkword')?.products).toBe(40 - 11 - 11);
    const stale: { id: string }[] = await dataSource.query(
      `SELECT p.id FROM products p LEFT JOIN product_search s ON s."productId" = p.id
        WHERE (s.document, s."isActive", s."isFeatured", s.category, s."createdAt", s.price, s.name)
              IS DISTINCT FROM (product_search_document(p.name, p.category, p.subcategory, p.colors, p.tags, p.description), p."isActive", p."isFeatured", p.category, p."createdAt", p.price, p.name)`,
    );
    expect(stale).toEqual([]);
  });

  it('lists a word found in thousands of products newest first instead of ranking them all', async () => {
    await given.shop.dataSource.query(
      `INSERT INTO products (name, price, category, "createdAt") SELECT 'Plentiful Scarf ' || i, 10, 'accessories', now() - make_interval(days => 400 + i) FROM generate_series(1, 2050) AS i`,
    );
    const found = await search('plentiful', '&limit=3');
    expect(found.total).toBe(2050);
    expect(found.names).toEqual(['Plentiful Scarf 1', 'Plentiful Scarf 2', 'Plentiful Scarf 3']);
    await given.shop.dataSource.query(`DELETE FROM products WHERE name LIKE 'Plentiful Scarf %'`);
  });

  it('lists at most 2,000 products with any of the words, the newest first, and pages them to the end of that', async () => {
    await given.shop.dataSource.query(
      `INSERT INTO products (name, price, category, "createdAt") SELECT 'Plentiful Scarf ' || i, 10, 'accessories', now() - make_interval(days => 400 + i) FROM generate_series(1, 2050) AS i`,
    );
    // "hd" is too short to correct and nothing has both words: any of them, "plentiful" in 2,050.
    const found = await search('hd plentiful', '&limit=3');
    expect(found).toEqual({ names: ['Plentiful Scarf 1', 'Plentiful Scarf 2', 'Plentiful Scarf 3'], total: 2000, corrected: null });
    expect(await search('hd plentiful', '&limit=3&offset=1998')).toEqual({ names: ['Plentiful Scarf 1999', 'Plentiful Scarf 2000'], total: 2000, corrected: null });
    expect(await search('hd plentiful', '&limit=3&offset=2000')).toEqual({ names: [], total: 2000, corrected: null });
    // Fewer than that are all counted and ranked, as before.
    await given.shop.dataSource.query(`DELETE FROM products WHERE name LIKE 'Plentiful Scarf %' AND "createdAt" < now() - interval '2399 days 12 hours'`);
    // (Another page size: a write behind the app's back leaves its read model's pages as they were.)
    expect((await search('hd plentiful', '&limit=4')).total).toBe(1999);
    await given.shop.dataSource.query(`DELETE FROM products WHERE name LIKE 'Plentiful Scarf %'`);
  });

  describe('synonyms staff edit', () => {
    afterAll(async () => {
      await given.admin.put('/api/admin/search/synonyms').send({ groups: SEEDED_SYNONYMS.map((terms) => ({ terms })) }).expect(200);
    });

    it('starts with the Ghanaian terms', async () => {
      const { body } = await given.admin.get('/api/admin/search/synonyms').expect(200);
      expect(body.groups).toEqual(SEEDED_SYNONYMS.map((terms) => ({ terms })));
    });

    it('applies a saved group at once, even to a search answered before', async () => {
      expect((await search('pashmina')).names).toEqual([]);
      const saved = await given.admin
        .put('/api/admin/search/synonyms')
        .send({ groups: [{ terms: ['Pashmina', 'Stole'] }, ...SEEDED_SYNONYMS.map((terms) => ({ terms }))] })
        .expect(200);
      expect(saved.body.groups[0]).toEqual({ terms: ['pashmina', 'stole'] });
      expect((await search('pashmina')).names).toContain('Asante Kente Stole – Gold & Green');
    });

    it.each([
      [{ groups: [{ terms: ['fugu'] }] }, 'groups.0.terms'],
      [{ groups: [{ terms: ['fugu', 'smock'] }, { terms: ['batakari', 'Smock'] }] }, 'groups.1.terms'],
      [{ groups: [{ terms: ['fugu', 'fugu'] }] }, 'groups.0.terms'],
      [{ groups: [{ terms: ['fugu', 'a;drop'] }] }, 'groups.0.terms'],
      [{ groups: [['fugu', 'smock']] }, 'groups'],
      [{}, 'groups'],
    ])('refuses %j with a 400 naming %s, keeping the groups it had', async (body, field) => {
      const before = (await given.admin.get('/api/admin/search/synonyms').expect(200)).body;
      const refused = await given.admin.put('/api/admin/search/synonyms').send(body).expect(400);
      expect(Object.keys(refused.body.fields)).toContain(field);
      expect((await given.admin.get('/api/admin/search/synonyms').expect(200)).body).toEqual(before);
    });

    it('is for admins only', async () => {
      await given.shop.agent().get('/api/admin/search/synonyms').expect(401);
      await given.customer.get('/api/admin/search/synonyms').expect(403);
      await given.customer.put('/api/admin/search/synonyms').send({ groups: [] }).expect(403);
      await given.customer.get('/api/admin/search/misses').expect(403);
    });
  });
});
