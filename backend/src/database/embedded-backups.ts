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

/**
 * Copies staff ask for rotate among themselves: however many they take, the shop's own copies
 * (scheduled, and before an upgrade) stay BACKUP_KEEP deep.
 */
function rotationOf(reason: BackupReason): 'on-request' | 'shop' {
  return reason === 'on-request' ? 'on-request' : 'shop';
}

/** Due when the shop's own newest copy is BACKUP_HOURS old: a copy on request never postpones the schedule. */
export async function isBackupDue(config: BackupsConfig, now: Date): Promise<boolean> {
  const newest = (await listBackups(config.dir)).find((backup) => rotationOf(backup.reason) === 'shop');
  return !newest || now.getTime() - newest.takenAt.getTime() >= config.everyHours * 3_600_000;
}

export const ON_REQUEST_BACKUPS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

/**
 * Copies on request, at most 10 in any hour: each holds the database while it is written and
 * fills the disk. Counted in this process, which alone owns the embedded database (ADR 008).
 */
export class OnRequestBackupAllowance {
  private readonly taken: number[] = [];

  /** Counts a copy at `now` and answers null, or, when the hour's copies are all taken, the seconds until the next may be. */
  take(now = Date.now()): number | null {
    while (this.taken.length > 0 && this.taken[0] <= now - HOUR_MS) this.taken.shift();
    if (this.taken.length >= ON_REQUEST_BACKUPS_PER_HOUR) return Math.ceil((this.taken[0] + HOUR_MS - now) / 1000);
    this.taken.push(now);
    return null;
  }
}

/**
 * Writes the tarball under its final name only once it is whole and on disk, so a crash mid-write
 * never leaves a copy that looks good; then deletes all but the newest `keep` of its rotation.
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
  const rotation = (await listBackups(config.dir)).filter((backup) => rotationOf(backup.reason) === rotationOf(reason));
  for (const old of rotation.slice(config.keep)) await rm(old.path, { force: true });
  return path;
}
