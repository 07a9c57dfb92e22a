import { DataSource } from 'typeorm';

/**
 * Every table a request could write, except the session stores: express-session may touch those
 * on any request (rolling expiry), which is not data the caller changed.
 */
export const DATA_TABLES = [
  'users',
  'products',
  'product_variants',
  'cart_sessions',
  'cart_items',
  'cart_additions',
  'orders',
  'reviews',
  'support_requests',
  'suppliers',
  'supplier_images',
  'supplier_products',
  'outbox_messages',
  'shop_settings',
  'shop_pages',
  'photos',
] as const;

/** One digest per table over every row and column, so any insert, update or delete shows. */
export async function dbFingerprint(dataSource: DataSource): Promise<Record<string, string>> {
  const rows: { name: string; digest: string }[] = await dataSource.query(
    DATA_TABLES.map((table) => `SELECT '${table}' AS name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${table}" t`).join(
      ' UNION ALL ',
    ),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/** Row counts, for a readable failure message next to the digests. */
export async function rowCounts(dataSource: DataSource, tables: readonly string[] = DATA_TABLES): Promise<Record<string, number>> {
  const rows: { name: string; count: number }[] = await dataSource.query(
    tables.map((table) => `SELECT '${table}' AS name, count(*)::int AS count FROM "${table}"`).join(' UNION ALL '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.count]));
}
