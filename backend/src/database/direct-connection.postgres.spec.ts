import { Client } from 'pg';
import { createTestApp, TestApp } from '../test-support/test-app';
import { emptyTestDatabase } from '../test-support/test-database';
import { CHANGES_CHANNEL } from './change-notifications';

/**
 * DATABASE_DIRECT_URL (ADR 074): a new database is migrated, and other instances' changes are
 * heard, over the direct connection; the pool does the rest. The two URLs name one database here
 * (no PgBouncer in the test machine), told apart by their application_name.
 */
describe('the direct connection beside the pooled one (PostgreSQL)', () => {
  const database = emptyTestDatabase('direct');
  let shop: TestApp | undefined;
  const named = (applicationName: string) => {
    const url = new URL(database.url);
    url.searchParams.set('application_name', applicationName);
    return url.toString();
  };

  beforeAll(() => database.create());
  afterAll(async () => {
    await shop?.close();
    await database.drop();
  });

  it('migrates an empty database and LISTENs on DATABASE_DIRECT_URL, and queries on DATABASE_URL', async () => {
    shop = await createTestApp({ databaseUrl: named('shop-pooled'), databaseDirectUrl: named('shop-direct') });
    const [{ count }] = await shop.dataSource.query(`SELECT count(*)::int AS count FROM migrations`);
    expect(count).toBeGreaterThan(0);

    const observer = new Client({ connectionString: database.url });
    await observer.connect();
    try {
      const sessions: { application_name: string; query: string }[] = (
        await observer.query(`SELECT application_name, query FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'shop-%'`)
      ).rows;
      // The migrations' own connection is closed by now: the direct one left is the listener.
      expect(sessions.filter((session) => session.application_name === 'shop-direct')).toEqual([{ application_name: 'shop-direct', query: `LISTEN ${CHANGES_CHANNEL}` }]);
      expect(sessions.some((session) => session.application_name === 'shop-pooled')).toBe(true);
    } finally {
      await observer.end();
    }
  });
});
