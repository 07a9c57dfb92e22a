import { rmSync } from 'node:fs';
import { dropDatabase, templateDatabaseUrl } from './test-database';

export default async function globalTeardown(): Promise<void> {
  if (process.env.TEST_PGLITE_TEMPLATE) rmSync(process.env.TEST_PGLITE_TEMPLATE, { force: true });
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return;
  await dropDatabase(baseUrl, new URL(templateDatabaseUrl(baseUrl)).pathname.slice(1));
}
