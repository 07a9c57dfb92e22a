import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** Tests may only ever touch a database whose name says it is for tests. */
export function assertTestDatabase(url: string): URL {
  const parsed = new URL(url);
  const name = parsed.pathname.replace(/^\//, '');
  if (!/test/i.test(name)) throw new Error(`Refusing to run tests against database '${name}': its name must contain 'test'`);
  return parsed;
}

export function templateDatabaseUrl(baseUrl: string): string {
  const url = assertTestDatabase(baseUrl);
  url.pathname = `/${url.pathname.slice(1)}_template`;
  return url.toString();
}

async function withAdminClient<T>(baseUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function recreateDatabase(baseUrl: string, name: string, template?: string): Promise<void> {
  await withAdminClient(baseUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  });
}

export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  await withAdminClient(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** A fresh PostgreSQL database for one test file, cloned from the migrated template. */
export async function cloneTestDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = assertTestDatabase(baseUrl);
  const template = new URL(templateDatabaseUrl(baseUrl)).pathname.slice(1);
  const name = `${base.pathname.slice(1)}_${randomBytes(6).toString('hex')}`;
  await recreateDatabase(baseUrl, name, template);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(baseUrl, name) };
}

/**
 * An empty PostgreSQL database of a spec's own (not yet made: `create` makes it), for shop processes
 * that migrate it themselves, as a new deployment's instances do.
 */
export function emptyTestDatabase(label: string): { url: string; create: () => Promise<void>; drop: () => Promise<void> } {
  const baseUrl = postgresTestUrl();
  const name = `${assertTestDatabase(baseUrl).pathname.slice(1)}_${label}_${randomBytes(4).toString('hex')}`;
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), create: () => recreateDatabase(baseUrl, name), drop: () => dropDatabase(baseUrl, name) };
}

/** TEST_DATABASE_URL for the PostgreSQL-only suites (`*.postgres.spec.ts`), which jest leaves out without it. */
export function postgresTestUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('This suite runs on PostgreSQL only: set TEST_DATABASE_URL (README, "Testing")');
  return url;
}
