import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database/data-source-options';
import { migrate } from '../database/database.module';
import { EmbeddedPostgres } from '../database/embedded-postgres';
import { drawPropertySeed } from './property-seed';
import { assertTestDatabase, recreateDatabase, templateDatabaseUrl } from './test-database';

/**
 * Draws the run's property-test seed and migrates one template database that every test app starts
 * from: on PostgreSQL a template database each test file clones, on PGlite a tarball each in-memory
 * engine loads (TEST_PGLITE_TEMPLATE), which takes a third of the time of creating one.
 */
export default async function globalSetup(): Promise<void> {
  const seed = drawPropertySeed();
  console.log(`\nproperty tests: fast-check seed ${seed} (replay with FC_SEED=${seed})`);
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    assertTestDatabase(baseUrl);
    const templateUrl = templateDatabaseUrl(baseUrl);
    await recreateDatabase(baseUrl, new URL(templateUrl).pathname.slice(1));
    await migrateDatabase(templateUrl, false);
    return;
  }
  const engine = new EmbeddedPostgres();
  try {
    await migrateDatabase(await engine.start(null), true);
    // Uncompressed: loading it is what each test app waits for.
    const template = join(tmpdir(), `shop-pglite-template-${process.pid}.tar`);
    writeFileSync(template, Buffer.from(await (await engine.dump('none')).arrayBuffer()));
    process.env.TEST_PGLITE_TEMPLATE = template;
  } finally {
    await engine.stop();
  }
}

async function migrateDatabase(url: string, embedded: boolean): Promise<void> {
  const dataSource = await new DataSource(dataSourceOptions(url, embedded)).initialize();
  try {
    await migrate(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
