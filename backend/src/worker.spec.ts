import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const WORKER_ENTRY = join(__dirname, '..', 'dist', 'worker.js');

describe('npm run worker', () => {
  it('refuses the embedded database, which is locked to the one process that also sends its messages', () => {
    if (!existsSync(WORKER_ENTRY)) throw new Error(`${WORKER_ENTRY} is missing: run \`npm run build -w backend\` first`);
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-worker-'));
    try {
      const run = spawnSync(process.execPath, [WORKER_ENTRY], { env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATA_DIR: dataDir }, encoding: 'utf8', timeout: 60_000 });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('npm run worker needs DATABASE_URL (PostgreSQL)');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
