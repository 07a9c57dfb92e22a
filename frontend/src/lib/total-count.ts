/** GET /api/products answers one page; the number of all matching products is in X-Total-Count. */
export function totalCount(response: { data: readonly unknown[]; headers: Headers } | undefined): number {
  if (!response) return 0;
  // A missing header is null, and Number(null) would read as a count of 0.
  const header = Number(response.headers.get('x-total-count') ?? NaN);
  return Number.isInteger(header) && header >= 0 ? header : response.data.length;
}
