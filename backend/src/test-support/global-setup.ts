import 'reflect-metadata';
import { PGlite } from '@electric-sql/pglite';
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
  let migrated: Blob;
  try {
    await migrateDatabase(await engine.start(null), true);
    migrated = await engine.dump('none');
  } finally {
    await engine.stop();
  }
  // Uncompressed: loading it is what each test app waits for.
  const template = join(tmpdir(), `shop-pglite-template-${process.pid}.tar`);
  writeFileSync(template, Buffer.from(await (await withoutTemplateDatabases(migrated)).arrayBuffer()));
  process.env.TEST_PGLITE_TEMPLATE = template;
}

/**
 * Tests never create databases, and the cluster's two template databases are two thirds of the
 * files each test app loads: without them an app's database loads twice as fast.
 */
async function withoutTemplateDatabases(dataDir: Blob): Promise<Blob> {
  const db = await PGlite.create({ loadDataDir: dataDir });
  try {
    await db.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
    await db.exec('DROP DATABASE template0');
    await db.exec('DROP DATABASE template1');
    await db.exec('CHECKPOINT');
    return await db.dumpDataDir('none');
  } finally {
    await db.close();
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
