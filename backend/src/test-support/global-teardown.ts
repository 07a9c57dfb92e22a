import { dropDatabase, templateDatabaseUrl } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return;
  await dropDatabase(baseUrl, new URL(templateDatabaseUrl(baseUrl)).pathname.slice(1));
}
