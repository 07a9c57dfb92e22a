/** How many products one customer may keep (409 past it): a list, not a second catalog. */
export const SAVED_ITEMS_MAX = 200;

/** Open back-in-stock requests one phone may have: each becomes a text, and anyone may type any number. */
export const OPEN_REQUESTS_PER_PHONE_MAX = 20;

/** Every write to one customer's saved items counts and inserts one after the other, on every instance. */
export async function lockSavedItemsOf(manager: { query(sql: string, params: unknown[]): Promise<unknown> }, userId: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`saved-items:${userId}`]);
}
