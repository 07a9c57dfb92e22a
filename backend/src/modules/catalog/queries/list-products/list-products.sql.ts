import { ListProductsQuery } from './list-products.query';

/**
 * The columns a ProductDto sends, and nothing else (no supplier link). Stock is the sum of the
 * variants' stock and the variants come as one JSON array in grid order (sizes, then colours),
 * both read from the same rows by one lateral subquery (ADR 025).
 */
export const PRODUCT_COLUMNS = `p.id, p.name, p.description, p.price, p."originalPrice", p.category, p.subcategory, pv.stock, pv.variants, p.images,
  p.sizes, p.colors, p.tags, p."isActive", p."isFeatured", p.rating, p."reviewCount", p."createdAt", p."updatedAt"`;

/** What PRODUCT_COLUMNS reads `pv` from: goes right after `FROM products p`. */
export const PRODUCT_VARIANTS_JOIN = `CROSS JOIN LATERAL (
  SELECT coalesce(sum(v.stock), 0)::int AS stock,
         coalesce(json_agg(json_build_object('id', v.id, 'size', v.size, 'color', v.color, 'stock', v.stock, 'sku', v.sku)
           ORDER BY array_position(p.sizes, v.size::text), array_position(p.colors, v.color::text)), '[]'::json) AS variants
    FROM product_variants v WHERE v."productId" = p.id) pv`;

// Each order ends on the id so pages never repeat or skip a product; each has a partial index
// WHERE "isActive" (the public catalog) whose column order matches it.
const ORDER_BY: Record<string, string> = {
  relevance: 'p."createdAt" DESC, p.id',
  newest: 'p."createdAt" DESC, p.id',
  'price-asc': 'p.price, p.id',
  'price-desc': 'p.price DESC, p.id',
  name: 'p.name, p.id',
};

/**
 * The list query without a search as SQL, shared by the handler and the benchmark's EXPLAIN so
 * the plans it prints are the plans the shop runs. A search goes to the SearchProvider.
 */
export function listProductsSql(filters: Omit<ListProductsQuery['filters'], 'search'>): { page: string; count: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (!filters.includeInactive) where.push('p."isActive"');
  if (filters.category) where.push(`p.category = ${param(filters.category)}`);
  if (filters.featured !== undefined) where.push(`p."isFeatured" = ${param(filters.featured)}`);
  const condition = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const count = `SELECT count(*)::int AS total FROM products p ${condition}`;
  const page = `SELECT ${PRODUCT_COLUMNS} FROM products p ${PRODUCT_VARIANTS_JOIN} ${condition} ORDER BY ${ORDER_BY[filters.sort]} LIMIT ${param(filters.limit)} OFFSET ${param(filters.offset)}`;
  return { page, count, params };
}
