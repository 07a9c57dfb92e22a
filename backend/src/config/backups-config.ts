import { join, resolve } from 'node:path';
import { ConfigError, envReader } from './env-reader';

/** Copies of the embedded database (ADR 035). PostgreSQL is backed up with its own tools. */
export interface BackupsConfig {
  /** BACKUP_DIR, else DATA_DIR/backups. */
  dir: string;
  /** BACKUP_HOURS: the newest copy is never older than this while the shop runs. */
  everyHours: number;
  /** BACKUP_KEEP: how many copies stay; older ones are deleted. */
  keep: number;
}

/** Null when BACKUP_HOURS=off. */
export function loadBackupsConfig(env: NodeJS.ProcessEnv, dataDir: string): BackupsConfig | null {
  const { value, positive } = envReader(env);
  const hours = value('BACKUP_HOURS') ?? '24';
  if (hours === 'off') return null;
  if (!/^\d+$/.test(hours) || Number(hours) < 1) throw new ConfigError(`BACKUP_HOURS must be a whole number of hours above 0, or 'off', got '${hours}'`);
  return { dir: resolve(value('BACKUP_DIR') ?? join(dataDir, 'backups')), everyHours: Number(hours), keep: positive('BACKUP_KEEP', '7') };
}
