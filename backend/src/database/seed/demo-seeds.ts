import { EntityManager } from 'typeorm';

export type DemoSeed = 'catalog' | 'delivery' | 'reviews';

/**
 * Marks `seed` as done in the seeder's transaction and says whether this is its first time: a
 * seeder that gets false adds nothing, even to tables an owner has emptied since (demo_seeds).
 */
export async function firstSeeding(manager: EntityManager, seed: DemoSeed): Promise<boolean> {
  const marked: unknown[] = await manager.query(`INSERT INTO demo_seeds (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name`, [seed]);
  return marked.length > 0;
}
