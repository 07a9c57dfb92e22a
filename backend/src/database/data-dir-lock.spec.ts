import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertDataDirFree, DataDirInUseError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock';

/** The pid of a process that has exited, as a kill -9 leaves it in the lock file. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('the DATA_DIR lock of the embedded database', () => {
  let dataDir: string;
  let lockFile: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-lock-test-'));
    lockFile = join(dataDir, LOCK_FILE_NAME);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is a file naming this process while held, gone once released', () => {
    const lock = lockDataDir(dataDir);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
    lockDataDir(dataDir).release();
  });

  it('refuses a second opener while the holder is alive, naming its pid', () => {
    // The test runner's parent is surely alive and is not this process.
    writeFileSync(lockFile, `${process.ppid}\n`);
    const message = `The shop is running on this data directory (pid ${process.ppid}); stop it first or set DATABASE_URL`;
    expect(() => lockDataDir(dataDir)).toThrow(new DataDirInUseError(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(message);
    expect(() => assertDataDirFree(dataDir)).toThrow(message);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.ppid));
  });

  it('refuses a second opener in the same process', () => {
    const lock = lockDataDir(dataDir);
    try {
      expect(() => lockDataDir(dataDir)).toThrow(new DataDirInUseError(process.pid));
      expect(() => assertDataDirFree(dataDir)).toThrow(DataDirInUseError);
    } finally {
      lock.release();
    }
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    writeFileSync(lockFile, `${await deadPid()}\n`);
    expect(() => assertDataDirFree(dataDir)).not.toThrow();
    const lock = lockDataDir(dataDir);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it("takes over a lock naming this pid that this process does not hold (a container's pid 1 after a restart)", () => {
    writeFileSync(lockFile, `${process.pid}\n`);
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    lock.release();
  });

  it('treats a lock without a pid as being written when fresh, and as left behind when old', () => {
    writeFileSync(lockFile, '');
    expect(() => lockDataDir(dataDir)).toThrow('(pid unknown)');
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    utimesSync(lockFile, anHourAgo, anHourAgo);
    lockDataDir(dataDir).release();
  });

  it('never removes a lock that another process took over', () => {
    const lock = lockDataDir(dataDir);
    writeFileSync(lockFile, `${process.ppid}\n`);
    lock.release();
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.ppid));
  });
});
