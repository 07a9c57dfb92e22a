import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same files (a second `npm start`,
 * `npm run create-admin` next to a running shop) can corrupt them. Whoever opens the embedded
 * database holds this file, which names its pid, for as long as the database is open.
 */
export const LOCK_FILE_NAME = 'shop.lock';

/** A lock file whose pid cannot be read yet may be one being written by a starting process. */
const UNREADABLE_LOCK_GRACE_MS = 10_000;

export class DataDirInUseError extends Error {
  constructor(readonly pid: number | null) {
    super(`The shop is running on this data directory (pid ${pid ?? 'unknown'}); stop it first or set DATABASE_URL`);
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release: () => void;
}

/** Lock files this process holds: one naming our pid that is not in here is left from an earlier life. */
const heldByThisProcess = new Set<string>();

type Holder = { state: 'none' } | { state: 'alive'; pid: number | null } | { state: 'stale'; content: string };

function lockPath(dataDir: string): string {
  return join(dataDir, LOCK_FILE_NAME);
}

/** Refuses when a live process holds DATA_DIR; lets a caller say so before booting anything. */
export function assertDataDirFree(dataDir: string): void {
  const holder = readHolder(lockPath(dataDir));
  if (holder.state === 'alive') throw new DataDirInUseError(holder.pid);
}

/**
 * Takes DATA_DIR for this process or throws DataDirInUseError. A lock left by a process that died
 * without releasing it (kill -9, power loss) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  // A few rounds: the lock may be released or taken over by someone else between two steps.
  for (let round = 0; round < 5; round += 1) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o644 });
      return hold(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder.state === 'alive') throw new DataDirInUseError(holder.pid);
    if (holder.state === 'stale') removeStaleLock(file, holder.content);
  }
  throw new Error(`Could not take the lock ${file}: other processes keep changing it`);
}

function hold(file: string): DataDirLock {
  heldByThisProcess.add(file);
  const release = () => {
    process.off('exit', release);
    if (!heldByThisProcess.delete(file)) return;
    // Only our own lock: after a takeover the file may name someone else.
    if (readContent(file)?.trim() === String(process.pid)) unlinkQuietly(file);
  };
  // A process that exits without closing the app (an error at start, process.exit) still lets go.
  process.on('exit', release);
  return { release };
}

function readHolder(file: string): Holder {
  const content = readContent(file);
  if (content === null) return { state: 'none' };
  const text = content.trim();
  if (!/^\d+$/.test(text)) {
    const age = ageMs(file);
    if (age !== null && age < UNREADABLE_LOCK_GRACE_MS) return { state: 'alive', pid: null };
    return { state: 'stale', content };
  }
  const pid = Number(text);
  if (pid === process.pid) return heldByThisProcess.has(file) ? { state: 'alive', pid } : { state: 'stale', content };
  return isAlive(pid) ? { state: 'alive', pid } : { state: 'stale', content };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user, so it is running.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Moves the stale lock aside (a rename is atomic: of two processes taking over, one wins) and
 * checks that what it moved is still the stale lock it judged; a fresh lock moved by mistake is
 * put back.
 */
function removeStaleLock(file: string, judged: string): void {
  const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readContent(aside) !== judged) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone locked it meanwhile: the next round reads their lock.
    }
  }
  unlinkQuietly(aside);
}

function readContent(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function ageMs(file: string): number | null {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}
