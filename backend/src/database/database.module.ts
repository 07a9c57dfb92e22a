import { Global, Inject, Injectable, Logger, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ModuleRef } from '@nestjs/core';
import { DataSource, MigrationExecutor } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ChangeNotifications } from './change-notifications';
import { DataDirLock, lockDataDir } from './data-dir-lock';
import { dataSourceOptions } from './data-source-options';
import { BackupReason, isBackupDue, saveBackup } from './embedded-backups';
import { EmbeddedPostgres } from './embedded-postgres';
import { allMigrations } from './migrations';

/** Several instances may start at once against one PostgreSQL: only one migrates at a time. */
const MIGRATION_LOCK_KEY = 7_312_024;
/** How often a running shop asks whether its newest backup is BACKUP_HOURS old. */
const BACKUP_CHECK_MS = 10 * 60_000;

@Injectable()
export class EmbeddedDatabase implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly engine = new EmbeddedPostgres();
  private readonly logger = new Logger('Backups');
  private lock: DataDirLock | null = null;
  private backupTimer: NodeJS.Timeout | null = null;
  private backupRunning: Promise<void> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly moduleRef: ModuleRef,
  ) {}

  async url(): Promise<string> {
    if (this.config.inMemoryDatabase) return this.engine.start(null);
    // Before the files are opened: a second process on them could corrupt the database.
    this.lock = lockDataDir(this.config.dataDir);
    const directory = join(this.config.dataDir, 'pglite');
    // A new database has nothing to keep from before its first migrations.
    const existedAtStart = existsSync(join(directory, 'PG_VERSION'));
    try {
      const url = await this.engine.start(directory);
      // An upgrade's migrations are about to change the tables: the database as it was is kept first.
      if (this.backsUp && existedAtStart && (await this.engine.migrationsRun()) < allMigrations.length) await this.backUp('before-upgrade');
      return url;
    } catch (error) {
      this.releaseLock();
      throw error;
    }
  }

  /** On the files in DATA_DIR with backups on: the embedded engine is running. */
  private get backsUp(): boolean {
    return this.config.backups !== null && this.config.databaseUrl === null && !this.config.inMemoryDatabase;
  }

  onApplicationBootstrap(): void {
    if (!this.backsUp) return;
    void this.backUpIfDue();
    this.backupTimer = setInterval(() => void this.backUpIfDue(), BACKUP_CHECK_MS).unref();
  }

  /** Backs up when the newest copy is BACKUP_HOURS old at `now`; resolves once no backup is being written. */
  backUpIfDue(now = new Date()): Promise<void> {
    if (!this.backsUp) return Promise.resolve();
    this.backupRunning = this.backupRunning.then(async () => {
      // A folder that cannot be read is tried by writing to it, which logs why it fails.
      if (await isBackupDue(this.config.backups!, now).catch(() => true)) await this.backUp('scheduled');
    });
    return this.backupRunning;
  }

  /** A failed backup is logged and tried again at the next check: it never stops the shop. */
  private async backUp(reason: BackupReason): Promise<void> {
    const started = Date.now();
    try {
      const path = await saveBackup(this.config.backups!, await this.engine.dump(), reason, new Date(started));
      const megabytes = (statSync(path).size / 1_048_576).toFixed(1);
      this.logger.log(`Backed up the database to ${path} (${megabytes} MB, ${Date.now() - started} ms)`);
    } catch (error) {
      this.logger.error(`Backing up the database failed: ${(error as Error).message}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.backupTimer) clearInterval(this.backupTimer);
    await this.backupRunning;
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
