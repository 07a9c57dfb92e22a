/** SPEC §9: the cart badge caps at 99+. */
export function formatCartCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
