/**
 * GET /api/products says in X-Search-Corrected what a misspelt search was read as (ADR 062),
 * URI-encoded; null when nothing was corrected.
 */
export function searchCorrection(response: { headers: Headers } | undefined): string | null {
  const header = response?.headers.get('x-search-corrected');
  if (!header) return null;
  try {
    return decodeURIComponent(header);
  } catch {
    return null;
  }
}
