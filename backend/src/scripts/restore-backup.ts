/**
 * Puts a backup of the embedded database in place of the current one (ADR 035):
 *   npm run restore-backup -- data/backups/shop-20261127T030000Z.tar.gz
 * The shop must be stopped. The database it replaces is moved aside, never deleted.
 */
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { loadConfig } from '../config/app-config';
import { scriptNotificationsConfig } from '../config/notifications-config';
import { scriptPaymentsConfig } from '../config/payments-config';
import { lockDataDir } from '../database/data-dir-lock';
import { compactUtcStamp, listBackups } from '../database/embedded-backups';
import { embeddedDatabaseDir, EmbeddedPostgres } from '../database/embedded-postgres';
import { runScript, UsageError } from './script-runner';

/** Returns the lines to print; throws UsageError, ConfigError or DataDirInUseError with a message for the operator. */
export async function restoreBackup(args: string[], env: NodeJS.ProcessEnv, now = new Date()): Promise<string> {
  const [file] = args;
  const config = loadConfig(env, { trustProxy: 0, seedDemoCatalog: false, payments: scriptPaymentsConfig(), notifications: scriptNotificationsConfig('./data') });
  if (config.databaseUrl) throw new UsageError('DATABASE_URL is set: these backups are of the embedded database; restore PostgreSQL with its own tools (pg_restore)');
  if (!file) {
    const backups = config.backups ? await listBackups(config.backups.dir) : [];
    const found = backups.length ? backups.map(({ path }) => `  ${path}`).join('\n') : `  none in ${config.backups?.dir ?? 'BACKUP_DIR (backups are off)'}`;
    throw new UsageError(`Usage: restore-backup <file>, with the shop stopped. Backups, newest first:\n${found}`);
  }
  if (!existsSync(file)) throw new UsageError(`No backup at ${file}`);

  const lock = lockDataDir(config.dataDir);
  try {
    const live = embeddedDatabaseDir(config.dataDir);
    const staging = `${live}-restoring`;
    rmSync(staging, { recursive: true, force: true });
    try {
      // Unpacked beside the live database first: a bad file leaves it as it was.
      await EmbeddedPostgres.restore(staging, new Blob([readFileSync(file)]));
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new UsageError(`${file} is not a backup of the shop's database (${(error as Error).message}); nothing was changed`);
    }
    const replaced = existsSync(live) ? `${live}-replaced-${compactUtcStamp(now)}` : null;
    if (replaced) renameSync(live, replaced);
    renameSync(staging, live);
    return [
      `Restored the database from ${file}.`,
      ...(replaced ? [`The database it replaced is kept in ${replaced}.`] : []),
      'Product photos are not in the backup: they stay where they are (DATA_DIR/media or the bucket).',
    ].join('\n');
  } finally {
    lock.release();
  }
}

if (require.main === module) runScript(() => restoreBackup(process.argv.slice(2), process.env));
