import { MigrationInterface, QueryRunner } from 'typeorm';

/** Ghanaian names for the same garments, so a search for one finds the others (issue 36). */
export const SEEDED_SYNONYMS: readonly (readonly string[])[] = [
  ['fugu', 'batakari', 'smock'],
  ['kaba', 'slit'],
  ['ankara', 'wax print', 'african print'],
  ['kente', 'nwentoma'],
  ['dashiki', 'dansiki'],
  ['agbada', 'babariga'],
  ['boubou', 'kaftan'],
  ['headwrap', 'duku', 'gele'],
];

/**
 * Search that forgives (ADR 062): full-text search without accents on a document per product,
 * kept by a trigger whatever writes the product; the words shoppers may misspell (names,
 * categories, colours, tags of active products) in a lexicon the same trigger keeps, which
 * trigram similarity and a vowel-less skeleton search for corrections; synonyms staff edit; and
 * the searches that found nothing. unaccent ships with PostgreSQL's contrib like pg_trgm (trusted
 * since 13) and PGlite loads it in embedded-postgres.ts.
 */
export class SearchThatForgives1795698000000 implements MigrationInterface {
  name = 'SearchThatForgives1795698000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await queryRunner.query(`CREATE TEXT SEARCH CONFIGURATION public.shop_search (COPY = pg_catalog.english)`);
    await queryRunner.query(
      `ALTER TEXT SEARCH CONFIGURATION public.shop_search ALTER MAPPING FOR hword, hword_part, word, asciiword, asciihword, hword_asciipart WITH public.unaccent, pg_catalog.english_stem`,
    );
    // Weights rank a match in the name (A) over the category, subcategory and tags (B), the
    // colours (C) and the description (D).
    await queryRunner.query(
      `CREATE FUNCTION product_search_document(name text, category text, subcategory text, colors text[], tags text[], description text) RETURNS tsvector
         LANGUAGE sql IMMUTABLE PARALLEL SAFE
         AS $$ SELECT setweight(to_tsvector('public.shop_search', name), 'A')
                   || setweight(to_tsvector('public.shop_search', category || ' ' || coalesce(subcategory, '') || ' ' || array_to_string(tags, ' ')), 'B')
                   || setweight(to_tsvector('public.shop_search', array_to_string(colors, ' ')), 'C')
                   || setweight(to_tsvector('public.shop_search', coalesce(description, '')), 'D') $$`,
    );
    // Whole words of three letters or more, lower case and without accents; numbers are left out
    // (a product number is looked up, not misspelt).
    await queryRunner.query(
      `CREATE FUNCTION product_search_words(name text, category text, subcategory text, colors text[], tags text[]) RETURNS text[]
         LANGUAGE sql IMMUTABLE PARALLEL SAFE
         AS $$ SELECT coalesce(array_agg(DISTINCT word), '{}')
                 FROM regexp_split_to_table(lower(public.unaccent('public.unaccent', name || ' ' || category || ' ' || coalesce(subcategory, '') || ' ' || array_to_string(colors, ' ') || ' ' || array_to_string(tags, ' '))), '[^[:alnum:]]+') AS word
                WHERE length(word) >= 3 AND word !~ '^[0-9]+$' $$`,
    );
    await queryRunner.query(
      `CREATE TABLE "product_search" ("productId" uuid NOT NULL, "document" tsvector NOT NULL, "isActive" boolean NOT NULL, "isFeatured" boolean NOT NULL, "category" character varying(100) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL, "price" numeric(10,2) NOT NULL, "name" character varying(255) NOT NULL, CONSTRAINT "PK_product_search" PRIMARY KEY ("productId"), CONSTRAINT "FK_product_search_product" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE)`,
    );
    // The filters and sorts a search page needs ride along with the document, so ranking
    // thousands of matches reads one narrow table and joins no product row per match.
    await queryRunner.query(`CREATE INDEX "IDX_product_search_document" ON "product_search" USING gin ("document")`);
    // A search of a word in thousands of products lists its newest first, down this index.
    await queryRunner.query(`CREATE INDEX "IDX_product_search_active_newest" ON "product_search" ("createdAt" DESC, "productId") WHERE "isActive"`);
    // The skeleton drops vowels and doubled letters: "bttkr" and "batakari" are both "btkr".
    await queryRunner.query(
      `CREATE TABLE "search_words" ("word" text NOT NULL, "products" integer NOT NULL, "skeleton" text GENERATED ALWAYS AS (regexp_replace(regexp_replace("word", '[aeiouy]', '', 'g'), '(.)\\1+', '\\1', 'g')) STORED, CONSTRAINT "PK_search_words" PRIMARY KEY ("word"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_search_words_trigrams" ON "search_words" USING gin ("word" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "IDX_search_words_skeleton" ON "search_words" ("skeleton")`);
    // Per statement, on the rows it changed (transition tables): a bulk load counts each word
    // once, where a row trigger would update the same count row once per product.
    await queryRunner.query(
      `CREATE FUNCTION product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE
         words text[];
         counts integer[];
       BEGIN
         IF TG_OP = 'INSERT' THEN
           INSERT INTO product_search ("productId", document, "isActive", "isFeatured", category, "createdAt", price, name)
             SELECT id, product_search_document(name, category, subcategory, colors, tags, description), "isActive", "isFeatured", category, "createdAt", price, name FROM new_rows
             ON CONFLICT ("productId") DO UPDATE SET document = excluded.document, "isActive" = excluded."isActive", "isFeatured" = excluded."isFeatured",
               category = excluded.category, "createdAt" = excluded."createdAt", price = excluded.price, name = excluded.name;
           SELECT array_agg(word ORDER BY word), array_agg(n ORDER BY word) INTO words, counts FROM (
             SELECT word, count(*)::int AS n FROM new_rows, unnest(product_search_words(name, category, subcategory, colors, tags)) AS word
              WHERE "isActive" GROUP BY word) AS added;
         ELSIF TG_OP = 'DELETE' THEN
           SELECT array_agg(word ORDER BY word), array_agg(-n ORDER BY word) INTO words, counts FROM (
             SELECT word, count(*)::int AS n FROM old_rows, unnest(product_search_words(name, category, subcategory, colors, tags)) AS word
              WHERE "isActive" GROUP BY word) AS removed;
         ELSE
           INSERT INTO product_search ("productId", document, "isActive", "isFeatured", category, "createdAt", price, name)
             SELECT n.id, product_search_document(n.name, n.category, n.subcategory, n.colors, n.tags, n.description), n."isActive", n."isFeatured", n.category, n."createdAt", n.price, n.name
               FROM new_rows n JOIN old_rows o ON o.id = n.id
              WHERE (n.name, n.description, n.category, n.subcategory, n.colors, n.tags, n."isActive", n."isFeatured", n."createdAt", n.price)
                    IS DISTINCT FROM (o.name, o.description, o.category, o.subcategory, o.colors, o.tags, o."isActive", o."isFeatured", o."createdAt", o.price)
             ON CONFLICT ("productId") DO UPDATE SET document = excluded.document, "isActive" = excluded."isActive", "isFeatured" = excluded."isFeatured",
               category = excluded.category, "createdAt" = excluded."createdAt", price = excluded.price, name = excluded.name;
           SELECT array_agg(word ORDER BY word), array_agg(n ORDER BY word) INTO words, counts FROM (
             SELECT word, sum(n)::int AS n FROM (
               SELECT word, 1 AS n FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(product_search_words(n.name, n.category, n.subcategory, n.colors, n.tags)) AS word
                WHERE n."isActive" AND (n.name, n.category, n.subcategory, n.colors, n.tags, n."isActive") IS DISTINCT FROM (o.name, o.category, o.subcategory, o.colors, o.tags, o."isActive")
               UNION ALL
               SELECT word, -1 FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(product_search_words(o.name, o.category, o.subcategory, o.colors, o.tags)) AS word
                WHERE o."isActive" AND (n.name, n.category, n.subcategory, n.colors, n.tags, n."isActive") IS DISTINCT FROM (o.name, o.category, o.subcategory, o.colors, o.tags, o."isActive")
             ) AS change GROUP BY word HAVING sum(n) <> 0) AS delta;
         END IF;
         -- Words in one order, so two writers lock their count rows in the same order.
         IF words IS NOT NULL THEN
           INSERT INTO search_words (word, products) SELECT * FROM unnest(words, counts)
             ON CONFLICT (word) DO UPDATE SET products = search_words.products + excluded.products;
           DELETE FROM search_words WHERE word = ANY (words) AND products <= 0;
         END IF;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(`CREATE TRIGGER "product_search_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_sync()`);
    await queryRunner.query(
      `CREATE TRIGGER "product_search_updated" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_sync()`,
    );
    await queryRunner.query(`CREATE TRIGGER "product_search_deleted" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_sync()`);
    await queryRunner.query(
      `INSERT INTO product_search ("productId", document, "isActive", "isFeatured", category, "createdAt", price, name)
       SELECT id, product_search_document(name, category, subcategory, colors, tags, description), "isActive", "isFeatured", category, "createdAt", price, name FROM products`,
    );
    await queryRunner.query(
      `INSERT INTO search_words (word, products) SELECT word, count(*) FROM products, unnest(product_search_words(name, category, subcategory, colors, tags)) AS word WHERE "isActive" GROUP BY word`,
    );

    await queryRunner.query(`CREATE TABLE "search_synonyms" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "terms" text array NOT NULL, "position" smallint NOT NULL, CONSTRAINT "PK_search_synonyms" PRIMARY KEY ("id"))`);
    for (const [position, terms] of SEEDED_SYNONYMS.entries()) {
      await queryRunner.query(`INSERT INTO "search_synonyms" ("terms", "position") VALUES ($1, $2)`, [terms, position]);
    }
    await queryRunner.query(
      `CREATE TABLE "search_misses" ("term" character varying(100) NOT NULL, "searches" integer NOT NULL, "lastSearchedAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_search_misses" PRIMARY KEY ("term"))`,
    );

    // The substring search it replaces.
    await queryRunner.query(`DROP INDEX "public"."IDX_products_search"`);
    await queryRunner.query(`DROP FUNCTION products_search_text(text, text, text, text[])`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION products_search_text(name text, description text, category text, tags text[]) RETURNS text
         LANGUAGE sql IMMUTABLE PARALLEL SAFE
         AS $$ SELECT name || E'\\n' || coalesce(description, '') || E'\\n' || category || E'\\n' || array_to_string(tags, ' ') $$`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_products_search" ON "products" USING gin (products_search_text("name", "description", "category", "tags") gin_trgm_ops)`,
    );
    await queryRunner.query(`DROP TABLE "search_misses"`);
    await queryRunner.query(`DROP TABLE "search_synonyms"`);
    await queryRunner.query(`DROP TRIGGER "product_search_deleted" ON "products"`);
    await queryRunner.query(`DROP TRIGGER "product_search_updated" ON "products"`);
    await queryRunner.query(`DROP TRIGGER "product_search_inserted" ON "products"`);
    await queryRunner.query(`DROP FUNCTION product_search_sync()`);
    await queryRunner.query(`DROP TABLE "search_words"`);
    await queryRunner.query(`DROP TABLE "product_search"`);
    await queryRunner.query(`DROP FUNCTION product_search_words(text, text, text, text[], text[])`);
    await queryRunner.query(`DROP FUNCTION product_search_document(text, text, text, text[], text[], text)`);
    await queryRunner.query(`DROP TEXT SEARCH CONFIGURATION public.shop_search`);
  }
}
