import { SchedulerRegistry } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { backgroundListenersSettled } from '../../shared/events/background-listeners';
import type { TestApp } from '../../test-support/test-app';

/**
 * The session stores, which express-session may touch on any request (rolling expiry): not data the
 * caller changed. Every other table of the shop, those added later included, is watched.
 */
const UNWATCHED_TABLES = ['sessions', 'supplier_sessions', 'migrations'];

const tablesByDatabase = new WeakMap<DataSource, Promise<string[]>>();

/** Every table a request could write, read from the database once. */
export function dataTables(dataSource: DataSource): Promise<string[]> {
  let tables = tablesByDatabase.get(dataSource);
  if (!tables) {
    tables = dataSource
      .query(`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND NOT (tablename = ANY($1)) ORDER BY tablename`, [UNWATCHED_TABLES])
      .then((rows: { tablename: string }[]) => rows.map((row) => row.tablename));
    tablesByDatabase.set(dataSource, tables);
  }
  return tables;
}

/** The last fingerprint of each database, with the transaction id the next writer would get then. */
const lastTaken = new WeakMap<DataSource, { nextTransaction: string; fingerprint: Record<string, string> }>();

/**
 * The next transaction id the database hands out, when no transaction is under way (null while one
 * is). Reading it assigns none, and every write needs one: while it stays the same, nothing was written.
 */
async function nextTransactionWhenQuiet(dataSource: DataSource): Promise<string | null> {
  const [{ snapshot }]: { snapshot: string }[] = await dataSource.query(`SELECT pg_current_snapshot()::text AS snapshot`);
  const [oldestRunning, next, running] = snapshot.split(':');
  return oldestRunning === next && running === '' ? next : null;
}

/**
 * Per table, its row count and the sum of its rows' xmin (the transaction that wrote each row
 * version): an insert or delete changes the count, and an update writes a new version with a newer
 * xmin, even one that sets the same values. A write rolled back leaves both as they were. Taken
 * around each of thousands of calls, it is read again only when a transaction has written since.
 * Taken once the event listeners at work have ended: a call accepted before may still be writing
 * after its answer (a delivered order's supplier ledger), and a refused one must not write then either.
 */
export async function dbFingerprint(dataSource: DataSource): Promise<Record<string, string>> {
  await backgroundListenersSettled();
  const nextTransaction = await nextTransactionWhenQuiet(dataSource);
  const last = lastTaken.get(dataSource);
  if (nextTransaction !== null && last?.nextTransaction === nextTransaction) return last.fingerprint;
  const tables = await dataTables(dataSource);
  const rows: { name: string; digest: string }[] = await dataSource.query(
    tables.map((table) => `SELECT '${table}' AS name, count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text AS digest FROM "${table}"`).join(' UNION ALL '),
  );
  const fingerprint = Object.fromEntries(rows.map((row) => [row.name, row.digest]));
  // Only a quiet moment can vouch for later ones: a writer under way then could commit unseen.
  if (nextTransaction !== null) lastTaken.set(dataSource, { nextTransaction, fingerprint });
  else lastTaken.delete(dataSource);
  return fingerprint;
}

/** The tables whose fingerprint differs between two takes. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((table) => before[table] !== after[table]);
}

/** Row counts, for a readable failure message next to the digests. */
export async function rowCounts(dataSource: DataSource, only?: readonly string[]): Promise<Record<string, number>> {
  const tables = only ?? (await dataTables(dataSource));
  const rows: { name: string; count: number }[] = await dataSource.query(tables.map((table) => `SELECT '${table}' AS name, count(*)::int AS count FROM "${table}"`).join(' UNION ALL '));
  return Object.fromEntries(rows.map((row) => [row.name, row.count]));
}

/**
 * Stops the shop's scheduled jobs (payments reconciliation, the hourly photo sweep...): a spec that
 * compares the database before and after a refused call must see only that call's writes.
 */
export function stopScheduledJobs(shop: TestApp): void {
  const jobs = shop.app.get(SchedulerRegistry);
  for (const name of jobs.getIntervals()) jobs.deleteInterval(name);
  for (const name of [...jobs.getCronJobs().keys()]) jobs.deleteCronJob(name);
}
