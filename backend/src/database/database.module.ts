import { Global, Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource, DataSourceOptions, MigrationExecutor } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ChangeNotifications } from './change-notifications';
import { dataSourceOptions, withReplica } from './data-source-options';
import { EmbeddedDatabase } from './embedded-database';
import { EmbeddedDatabaseModule } from './embedded-database.module';
import { EmbeddedDatabaseUpkeepJob } from './jobs/embedded-database-upkeep.job';
import { ReplicaReads } from './replica-reads';

/** directUrl: DATABASE_DIRECT_URL when it differs from the pooled DATABASE_URL, else null; replicaUrl: DATABASE_REPLICA_URL. */
type ShopDataSourceOptions = DataSourceOptions & { directUrl: string | null; replicaUrl: string | null };

/** Several instances may start at once against one PostgreSQL: only one migrates at a time. */
const MIGRATION_LOCK_KEY = 7_312_024;
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [EmbeddedDatabaseModule],
      inject: [APP_CONFIG, EmbeddedDatabase],
      useFactory: async (config: AppConfig, embedded: EmbeddedDatabase): Promise<ShopDataSourceOptions> => {
        if (config.databaseUrl === null) return { ...dataSourceOptions(await embedded.url(), true), directUrl: null, replicaUrl: null };
        const pooledIsDirect = config.databaseDirectUrl === config.databaseUrl;
        return { ...dataSourceOptions(config.databaseUrl, false), directUrl: pooledIsDirect ? null : config.databaseDirectUrl, replicaUrl: config.databaseReplicaUrl };
      },
      // Inside TypeORM's retries: a database still starting is waited for, migrations included.
      dataSourceFactory: async (options) => {
        const { directUrl, replicaUrl, ...pooled } = options as ShopDataSourceOptions;
        // Through a pooler in transaction mode the migration lock would not hold: migrate on PostgreSQL itself.
        if (directUrl) await migrateDirectly(directUrl);
        const replica = replicaUrl && (await replicaAnswers(replicaUrl)) ? replicaUrl : null;
        const dataSource = await new DataSource(replica ? withReplica(pooled, replica) : pooled).initialize();
        if (!directUrl) await migrate(dataSource);
        return dataSource;
      },
    }),
    EmbeddedDatabaseModule,
  ],
  // One per instance: every read model hears changes through it (ADR 015). ReplicaReads: the reads
  // that may go to DATABASE_REPLICA_URL (ADR 075). The upkeep: autovacuum's work where none runs (ADR 085).
  providers: [ChangeNotifications, ReplicaReads, EmbeddedDatabaseUpkeepJob],
  exports: [ChangeNotifications, ReplicaReads, EmbeddedDatabaseModule],
})
export class DatabaseModule {}

/**
 * TypeORM opens its pools at start, and one that cannot connect fails the start: a read replica
 * that does not answer then is left out until the next start, so an optional part never keeps the
 * shop from starting (ADR 075). One that stops answering later is skipped by ReplicaReads.
 */
async function replicaAnswers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch (error) {
    new Logger('ReplicaReads').warn(`The read replica did not answer at start (${error instanceof Error ? error.message : String(error)}): the primary serves every read until the next start`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Migrations over a short-lived connection of their own to DATABASE_DIRECT_URL (ADR 074). */
async function migrateDirectly(directUrl: string): Promise<void> {
  const options = dataSourceOptions(directUrl, false);
  const direct = await new DataSource({ ...options, extra: { ...options.extra, max: 1 } } as DataSourceOptions).initialize();
  try {
    await migrate(direct);
  } finally {
    await direct.destroy();
  }
}

/** Holds a session-level advisory lock: run it on a connection to PostgreSQL itself, never through a transaction-mode pooler. */
export async function migrate(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    // Same connection as the lock: the embedded pool has only one.
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = 'each';
    await executor.executePendingMigrations();
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await runner.release();
  }
}
