import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../bootstrap/create-app';
import { loadConfig } from '../config/app-config';
import { DataDirInUseError } from '../database/data-dir-lock';
import { embeddedDatabaseDir } from '../database/embedded-postgres';
import { verifyPassword } from '../modules/identity/domain/password-hasher';
import { createAdmin } from './create-admin';
import { UsageError } from './script-runner';
import { testEnv } from '../test-support/test-env';

// A fresh embedded database migrates on first open, on a shared, busy machine.
jest.setTimeout(120_000);

async function storedUsers(dataDir: string): Promise<{ email: string; role: string; passwordHash: string }[]> {
  const db = await PGlite.create({ dataDir: embeddedDatabaseDir(dataDir) });
  try {
    return (await db.query<{ email: string; role: string; passwordHash: string }>(`SELECT email, role, "passwordHash" FROM users ORDER BY email`)).rows;
  } finally {
    await db.close();
  }
}

describe('npm run create-admin on the embedded database', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-create-admin-test-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates exactly the requested admin on a fresh database: no demo admin, not the ADMIN_* one, the password as typed', async () => {
    const env = testEnv({ DATA_DIR: dataDir, ADMIN_EMAIL: 'from-env@example.com', ADMIN_PASSWORD: 'env-passphrase' });
    expect(await createAdmin([' Owner@Example.com ', ' a long passphrase '], env)).toBe('Created the admin account owner@example.com');

    const users = await storedUsers(dataDir);
    expect(users.map(({ email, role }) => ({ email, role }))).toEqual([{ email: 'owner@example.com', role: 'admin' }]);
    expect(await verifyPassword(' a long passphrase ', users[0].passwordHash)).toBe(true);
    expect(await verifyPassword('a long passphrase', users[0].passwordHash)).toBe(false);
  });

  it('takes ADMIN_EMAIL and ADMIN_PASSWORD when given no arguments, and updates an existing account', async () => {
    const env = testEnv({ DATA_DIR: dataDir, ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'first-passphrase' });
    expect(await createAdmin([], env)).toBe('Created the admin account owner@example.com');
    expect(await createAdmin(['owner@example.com', 'second-passphrase'], testEnv({ DATA_DIR: dataDir }))).toBe('Updated the admin account owner@example.com');
    const users = await storedUsers(dataDir);
    expect(users).toHaveLength(1);
    expect(await verifyPassword('second-passphrase', users[0].passwordHash)).toBe(true);
  });

  it('refuses a missing, short or common password, or the e-mail as password, before opening anything', async () => {
    const env = testEnv({ DATA_DIR: dataDir });
    await expect(createAdmin(['owner@example.com'], env)).rejects.toThrow(UsageError);
    await expect(createAdmin(['owner@example.com', 'seven77'], env)).rejects.toThrow('The password must be at least 8 characters');
    await expect(createAdmin(['owner@example.com', 'qwertyuiop'], env)).rejects.toThrow(new UsageError('The password is too common: it is on lists of leaked passwords, please choose another'));
    await expect(createAdmin(['owner@example.com', 'owner@example.com'], env)).rejects.toThrow(new UsageError('The password must not be your e-mail address'));
  });

  it('refuses while the shop runs on the same DATA_DIR, and leaves its database alone', async () => {
    const config = loadConfig(testEnv({ DATA_DIR: dataDir }), { frontendDist: null, rateLimit: false, seedDemoCatalog: false, adminEmail: 'owner@example.com', adminPassword: 'owner-passphrase' });
    const shop = await createApp(config, { logger: ['error'] });
    try {
      await expect(createAdmin(['intruder@example.com', 'a long passphrase'], testEnv({ DATA_DIR: dataDir }))).rejects.toThrow(
        new DataDirInUseError(process.pid),
      );
    } finally {
      await shop.close();
    }
    expect((await storedUsers(dataDir)).map((user) => user.email)).toEqual(['owner@example.com']);
  });
});
