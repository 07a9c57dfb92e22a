import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database/data-source-options';
import { migrate } from '../database/database.module';
import { drawPropertySeed } from './property-seed';
import { assertTestDatabase, recreateDatabase, templateDatabaseUrl } from './test-database';

/**
 * Draws the run's property-test seed; on PostgreSQL, migrates one template database that every test
 * file clones (fast, isolated).
 */
export default async function globalSetup(): Promise<void> {
  const seed = drawPropertySeed();
  console.log(`\nproperty tests: fast-check seed ${seed} (replay with FC_SEED=${seed})`);
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return;
  assertTestDatabase(baseUrl);
  const templateUrl = templateDatabaseUrl(baseUrl);
  await recreateDatabase(baseUrl, new URL(templateUrl).pathname.slice(1));
  const dataSource = await new DataSource(dataSourceOptions(templateUrl, false)).initialize();
  try {
    await migrate(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
