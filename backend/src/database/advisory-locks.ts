import { EntityManager } from 'typeorm';

/**
 * Transaction-scoped advisory locks on `keys`, taken in the array's order in one round trip:
 * callers pass them sorted, so two transactions sharing keys never deadlock.
 */
export async function lockKeysInOrder(manager: EntityManager, keys: string[]): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtext(key)) FROM unnest($1::text[]) WITH ORDINALITY AS lock(key, position) ORDER BY position', [keys]);
}
