import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, DataSourceOptions, MigrationExecutor } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ChangeNotifications } from './change-notifications';
import { dataSourceOptions } from './data-source-options';
import { EmbeddedDatabase } from './embedded-database';
import { EmbeddedDatabaseModule } from './embedded-database.module';

/** directUrl: DATABASE_DIRECT_URL when it differs from the pooled DATABASE_URL, else null. */
type ShopDataSourceOptions = DataSourceOptions & { directUrl: string | null };

/** Several instances may start at once against one PostgreSQL: only one migrates at a time. */
const MIGRATION_LOCK_KEY = 7_312_024;
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [EmbeddedDatabaseModule],
      inject: [APP_CONFIG, EmbeddedDatabase],
      useFactory: async (config: AppConfig, embedded: EmbeddedDatabase): Promise<ShopDataSourceOptions> => {
        if (config.databaseUrl === null) return { ...dataSourceOptions(await embedded.url(), true), directUrl: null };
        const pooledIsDirect = config.databaseDirectUrl === config.databaseUrl;
        return { ...dataSourceOptions(config.databaseUrl, false), directUrl: pooledIsDirect ? null : config.databaseDirectUrl };
      },
      // Inside TypeORM's retries: a database still starting is waited for, migrations included.
      dataSourceFactory: async (options) => {
        const { directUrl, ...pooled } = options as ShopDataSourceOptions;
        // Through a pooler in transaction mode the migration lock would not hold: migrate on PostgreSQL itself.
        if (directUrl) await migrateDirectly(directUrl);
        const dataSource = await new DataSource(pooled).initialize();
        if (!directUrl) await migrate(dataSource);
        return dataSource;
      },
    }),
    EmbeddedDatabaseModule,
  ],
  // One per instance: every read model hears changes through it (ADR 015).
  providers: [ChangeNotifications],
  exports: [ChangeNotifications, EmbeddedDatabaseModule],
})
export class DatabaseModule {}

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
