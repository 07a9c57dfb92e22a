import { open, readdir, rename, rm } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BackupsConfig } from '../config/backups-config';

/** Why a copy was taken: on schedule, just before migrations change the tables, or asked for by staff. */
export const BACKUP_REASONS = ['scheduled', 'before-upgrade', 'on-request'] as const;
export type BackupReason = (typeof BACKUP_REASONS)[number];

export interface BackupFile {
  name: string;
  path: string;
  takenAt: Date;
  reason: BackupReason;
}

/** `shop-20261127T093000Z.tar.gz`, `shop-20261127T093000Z-before-upgrade.tar.gz`: sorted by name, oldest first. */
export const BACKUP_NAME = /^shop-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z(-before-upgrade|-on-request)?\.tar\.gz$/;

/** `20261127T093000Z`: a UTC instant that sorts as text and is safe in a file name. */
export function compactUtcStamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
}

export function backupFileName(takenAt: Date, reason: BackupReason): string {
  return `shop-${compactUtcStamp(takenAt)}${reason === 'scheduled' ? '' : `-${reason}`}.tar.gz`;
}

/** The copies in `dir`, newest first. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return names
    .flatMap((name) => {
      const match = BACKUP_NAME.exec(name);
      if (!match) return [];
      const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
      const reason = (match[7]?.slice(1) ?? 'scheduled') as BackupReason;
      return [{ name, path: join(dir, name), takenAt: new Date(Date.UTC(year, month - 1, day, hour, minute, second)), reason }];
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || b.name.localeCompare(a.name));
}

export async function isBackupDue(config: BackupsConfig, now: Date): Promise<boolean> {
  const [newest] = await listBackups(config.dir);
  return !newest || now.getTime() - newest.takenAt.getTime() >= config.everyHours * 3_600_000;
}

/**
 * Writes the tarball under its final name only once it is whole and on disk, so a crash mid-write
 * never leaves a copy that looks good; then deletes all but the newest `keep`.
 */
export async function saveBackup(config: BackupsConfig, tarball: Blob, reason: BackupReason, takenAt: Date): Promise<string> {
  mkdirSync(config.dir, { recursive: true });
  // Left by a write that a crash cut short: never a copy.
  for (const name of await readdir(config.dir)) if (name.startsWith('shop-') && name.endsWith('.tar.gz.partial')) await rm(join(config.dir, name), { force: true });
  const path = join(config.dir, backupFileName(takenAt, reason));
  const partial = `${path}.partial`;
  const file = await open(partial, 'w', 0o600);
  try {
    await file.writeFile(Buffer.from(await tarball.arrayBuffer()));
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(partial, path);
  for (const old of (await listBackups(config.dir)).slice(config.keep)) await rm(old.path, { force: true });
  return path;
}
