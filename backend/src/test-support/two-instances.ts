import { createTestApp, TestApp } from './test-app';
import { cloneTestDatabase, postgresTestUrl } from './test-database';

/**
 * Two instances of the shop on one fresh PostgreSQL database, as behind a load balancer: started
 * before the describe's own beforeAll hooks that follow the call, closed and dropped after it.
 */
export function twoInstancesOnOnePostgres(): { readonly shops: TestApp[] } {
  const instances = { shops: [] as TestApp[] };
  let database: { url: string; drop: () => Promise<void> } | undefined;
  beforeAll(async () => {
    database = await cloneTestDatabase(postgresTestUrl());
    instances.shops = [await createTestApp({ databaseUrl: database.url }), await createTestApp({ databaseUrl: database.url })];
  });
  afterAll(async () => {
    for (const shop of instances.shops) await shop.close();
    await database?.drop();
  });
  return instances;
}
