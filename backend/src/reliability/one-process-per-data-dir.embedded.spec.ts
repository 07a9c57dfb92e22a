import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCK_FILE_NAME } from '../database/data-dir-lock';
import { Browser, killAllShops, SERVER_ENTRY, startShop } from '../test-support/shop-process';
import { testEnv } from '../test-support/test-env';

// Server starts on a fresh embedded database (it migrates on the first) on a shared, busy machine.
jest.setTimeout(240_000);

const CREATE_ADMIN_ENTRY = join(SERVER_ENTRY, '..', 'scripts', 'create-admin.js');
const OWNER = { email: 'owner@example.com', password: 'owner-passphrase' };

/** Runs a compiled entry point to its end, the way an operator's shell would. */
function run(entry: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [entry, ...args], {
    env: testEnv({ PATH: process.env.PATH ?? '', HOST: '127.0.0.1', RATE_LIMIT: 'off', SEED_DEMO_CATALOG: 'off', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

// PGlite is one process's database; on PostgreSQL any number of processes share the server. The
// `.embedded.spec.ts` name keeps this file out of the PostgreSQL run (scripts/test-all.mjs).
describe('one process per embedded DATA_DIR', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-one-process-'));
  const env = { DATA_DIR: dataDir, ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password };
  afterAll(async () => {
    await killAllShops();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a second server and create-admin refuse while the shop runs; after a kill -9 the stale lock is taken over', async () => {
    const running = await startShop(env);
    expect(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(running.child.pid));
    const refusal = `The shop is running on this data directory (pid ${running.child.pid}); stop it first or set DATABASE_URL`;

    const secondServer = await run(SERVER_ENTRY, [], { ...env, PORT: '0' });
    expect(secondServer).toEqual({ code: 1, output: expect.stringContaining(refusal) });
    const cli = await run(CREATE_ADMIN_ENTRY, ['intruder@example.com', 'a long passphrase'], { DATA_DIR: dataDir });
    expect(cli).toEqual({ code: 1, output: expect.stringContaining(refusal) });
    expect(cli.output).not.toContain('    at '); // a sentence for the operator, not a stack trace

    // The running shop never noticed.
    const admin = new Browser();
    expect((await admin.request(running.baseUrl, 'POST', '/api/auth/login', OWNER)).status).toBe(200);
    expect((await admin.request(running.baseUrl, 'GET', '/api/admin/stats')).status).toBe(200);

    await running.kill();
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(true);
    const afterCrash = await run(CREATE_ADMIN_ENTRY, ['second.owner@example.com', 'another passphrase'], { DATA_DIR: dataDir });
    expect(afterCrash).toEqual({ code: 0, output: expect.stringContaining('Created the admin account second.owner@example.com') });
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const restarted = await startShop(env);
    const second = new Browser();
    expect((await second.request(restarted.baseUrl, 'POST', '/api/auth/login', { email: 'second.owner@example.com', password: 'another passphrase' })).status).toBe(200);
    await restarted.stop();
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });

  it('refuses to start with an ADMIN_PASSWORD shorter than 8 characters, saying so', async () => {
    const started = await run(SERVER_ENTRY, [], { DATA_DIR: dataDir, PORT: '0', ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: 'short' });
    expect(started).toEqual({ code: 1, output: expect.stringContaining('Configuration error: ADMIN_PASSWORD must be at least 8 characters') });
  });
});
