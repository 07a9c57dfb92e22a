import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, MigrationExecutor } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ChangeNotifications } from './change-notifications';
import { dataSourceOptions } from './data-source-options';
import { EmbeddedDatabase } from './embedded-database';
import { EmbeddedDatabaseModule } from './embedded-database.module';

/** Several instances may start at once against one PostgreSQL: only one migrates at a time. */
const MIGRATION_LOCK_KEY = 7_312_024;
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [EmbeddedDatabaseModule],
      inject: [APP_CONFIG, EmbeddedDatabase],
      useFactory: async (config: AppConfig, embedded: EmbeddedDatabase) => {
        const url = config.databaseUrl ?? (await embedded.url());
        return dataSourceOptions(url, config.databaseUrl === null);
      },
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        await migrate(dataSource);
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
