import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { BackupsConfig } from '../config/backups-config';
import { DataDirLock, lockDataDir } from './data-dir-lock';
import { BackupReason, isBackupDue, saveBackup } from './embedded-backups';
import { embeddedDatabaseDir, EmbeddedPostgres } from './embedded-postgres';
import { allMigrations } from './migrations';

/**
 * The embedded engine in DATA_DIR (or in memory): started for the data source, locked to this
 * process, and backed up while it runs (ADR 035; BackUpEmbeddedDatabaseJob says when).
 */
@Injectable()
export class EmbeddedDatabase implements OnApplicationShutdown {
  readonly engine = new EmbeddedPostgres();
  private readonly logger = new Logger('Backups');
  private lock: DataDirLock | null = null;
  private backupRunning: Promise<void> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly moduleRef: ModuleRef,
  ) {}

  async url(): Promise<string> {
    if (this.config.inMemoryDatabase) return this.engine.start(null, this.config.embeddedTemplate);
    // Before the files are opened: a second process on them could corrupt the database.
    this.lock = lockDataDir(this.config.dataDir);
    const directory = embeddedDatabaseDir(this.config.dataDir);
    // A new database has nothing to keep from before its first migrations.
    const existedAtStart = existsSync(join(directory, 'PG_VERSION'));
    try {
      const url = await this.engine.start(directory, existedAtStart ? null : this.config.embeddedTemplate);
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

  /** Backs up when the newest copy is BACKUP_HOURS old at `now`; resolves once no backup is being written. */
  backUpIfDue(now = new Date()): Promise<void> {
    if (!this.backsUp) return Promise.resolve();
    this.backupRunning = this.backupRunning.then(async () => {
      // A folder that cannot be read is tried by writing to it, which logs why it fails.
      if (await isBackupDue(this.config.backups!, now).catch(() => true)) await this.backUp('scheduled', now);
    });
    return this.backupRunning;
  }

  /** Where the copies are, or null when the shop takes none (PostgreSQL, in memory, BACKUP_HOURS=off). */
  get backups(): BackupsConfig | null {
    return this.backsUp ? this.config.backups : null;
  }

  /** A copy now, after any copy being written; throws when it cannot be written. */
  backUpNow(): Promise<string> {
    if (!this.backsUp) return Promise.reject(new Error('This shop takes no backups'));
    const written = this.backupRunning.then(() => this.writeBackup('on-request'));
    this.backupRunning = written.then(
      () => undefined,
      () => undefined,
    );
    return written;
  }

  /** A failed backup is logged and tried again at the next check: it never stops the shop. */
  private async backUp(reason: BackupReason, takenAt = new Date()): Promise<void> {
    await this.writeBackup(reason, takenAt).catch((error: Error) => this.logger.error(`Backing up the database failed: ${error.message}`));
  }

  /** Named after `takenAt`, the moment the copy was asked for. */
  private async writeBackup(reason: BackupReason, takenAt = new Date()): Promise<string> {
    const started = Date.now();
    const tarball = await this.engine.dump();
    const path = await saveBackup(this.config.backups!, tarball, reason, takenAt);
    const megabytes = (tarball.size / 1_048_576).toFixed(1);
    this.logger.log(`Backed up the database to ${path} (${megabytes} MB, ${Date.now() - started} ms)`);
    return path;
  }

  async onApplicationShutdown(): Promise<void> {
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
