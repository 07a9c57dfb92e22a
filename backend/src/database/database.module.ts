import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { join } from 'node:path';
import { ModuleRef } from '@nestjs/core';
import { DataSource, MigrationExecutor } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ChangeNotifications } from './change-notifications';
import { DataDirLock, lockDataDir } from './data-dir-lock';
import { dataSourceOptions } from './data-source-options';
import { EmbeddedPostgres } from './embedded-postgres';

/** Several instances may start at once against one PostgreSQL: only one migrates at a time. */
const MIGRATION_LOCK_KEY = 7_312_024;

@Injectable()
export class EmbeddedDatabase implements OnApplicationShutdown {
  readonly engine = new EmbeddedPostgres();
  private lock: DataDirLock | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly moduleRef: ModuleRef,
  ) {}

  async url(): Promise<string> {
    if (this.config.inMemoryDatabase) return this.engine.start(null);
    // Before the files are opened: a second process on them could corrupt the database.
    this.lock = lockDataDir(this.config.dataDir);
    try {
      return await this.engine.start(join(this.config.dataDir, 'pglite'));
    } catch (error) {
      this.releaseLock();
      throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    // The pool must be closed before the engine under it, whatever order the hooks run in.
    const dataSource = this.moduleRef.get(DataSource, { strict: false });
    try {
      if (dataSource?.isInitialized) await dataSource.destroy();
      await this.engine.stop();
    } finally {
      this.releaseLock();
    }
  }

  private releaseLock(): void {
    this.lock?.release();
    this.lock = null;
  }
}

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG, EmbeddedDatabase],
      extraProviders: [EmbeddedDatabase],
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
  ],
  // One per instance: every read model hears changes through it (ADR 015).
  providers: [ChangeNotifications],
  exports: [ChangeNotifications],
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
