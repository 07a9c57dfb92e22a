/** GET /api/products answers one page; the number of all matching products is in X-Total-Count. */
export function totalCount(response: { data: readonly unknown[]; headers: Record<string, unknown> } | undefined): number {
  if (!response) return 0;
  const header = Number(response.headers['x-total-count']);
  return Number.isInteger(header) && header >= 0 ? header : response.data.length;
}
