import { Logger } from '@nestjs/common';
import { AppConfig, loadConfig } from '../../../../config/app-config';
import { IdentityService } from '../../identity.service';
import { DEMO_ADMIN_EMAIL, EnsureAdminAtStart } from './ensure-admin-at-start';

/** The accounts table as far as the hook sees it: who is an admin, with which password. */
class Accounts {
  readonly admins = new Map<string, string>();
  readonly ensureAdmin = jest.fn(async (email: string, password: string) => {
    const created = !this.admins.has(email);
    this.admins.set(email, password);
    return { user: {} as never, created };
  });
  readonly countAdmins = jest.fn(async () => this.admins.size);
}

function config(env: Record<string, string>, overrides: Partial<AppConfig> = {}): AppConfig {
  // A SESSION_SECRET keeps loadConfig from writing one into DATA_DIR.
  return loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(64), ...env }, overrides);
}

const EMBEDDED = { DATA_DIR: '/srv/shop-data' };
const POSTGRES = { DATABASE_URL: 'postgres://shop@db.internal/shop' };
const CHOSEN = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: ' a passphrase with spaces ' };

describe('the admin made at start', () => {
  let accounts: Accounts;
  let printed: jest.SpyInstance;
  const start = (appConfig: AppConfig) => new EnsureAdminAtStart(accounts as unknown as IdentityService, appConfig).onApplicationBootstrap();

  beforeEach(() => {
    accounts = new Accounts();
    printed = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['the embedded database', EMBEDDED],
    ['PostgreSQL', POSTGRES],
  ])('on %s, is the ADMIN_EMAIL account with ADMIN_PASSWORD exactly as given, and no demo admin', async (_engine, engine) => {
    await start(config({ ...engine, ...CHOSEN }));
    expect([...accounts.admins]).toEqual([['owner@example.com', ' a passphrase with spaces ']]);
    expect(printed).not.toHaveBeenCalled();
  });

  it('is the ADMIN_EMAIL account even when other admins exist', async () => {
    accounts.admins.set('earlier@example.com', 'earlier-passphrase');
    await start(config({ ...EMBEDDED, ...CHOSEN }));
    expect([...accounts.admins.keys()]).toEqual(['earlier@example.com', 'owner@example.com']);
  });

  it('is a demo admin with a random password, printed once, on the embedded database with no admin and neither variable set', async () => {
    await start(config(EMBEDDED));
    expect([...accounts.admins.keys()]).toEqual([DEMO_ADMIN_EMAIL]);
    const password = accounts.admins.get(DEMO_ADMIN_EMAIL)!;
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(printed).toHaveBeenCalledTimes(1);
    expect(printed.mock.calls[0][0]).toContain(`${DEMO_ADMIN_EMAIL} / ${password}`);

    // The next start finds an admin: no new password, nothing printed.
    await start(config(EMBEDDED));
    expect(accounts.ensureAdmin).toHaveBeenCalledTimes(1);
    expect(accounts.admins.get(DEMO_ADMIN_EMAIL)).toBe(password);
    expect(printed).toHaveBeenCalledTimes(1);
  });

  it('is not made when an admin already exists', async () => {
    accounts.admins.set('owner@example.com', 'owner-passphrase');
    await start(config(EMBEDDED));
    expect(accounts.ensureAdmin).not.toHaveBeenCalled();
    expect(printed).not.toHaveBeenCalled();
  });

  it.each([
    ['DATABASE_URL is set', config(POSTGRES)],
    ['the database is in memory (tests)', config(EMBEDDED, { inMemoryDatabase: true })],
  ])('is not made when %s', async (_case, appConfig) => {
    await start(appConfig);
    expect(accounts.ensureAdmin).not.toHaveBeenCalled();
    expect(printed).not.toHaveBeenCalled();
  });

  it('is not touched at all when the hook is switched off (the create-admin script)', async () => {
    await start(config({ ...EMBEDDED, ...CHOSEN }, { ensureAdminAtStart: false }));
    await start(config(EMBEDDED, { ensureAdminAtStart: false }));
    expect(accounts.ensureAdmin).not.toHaveBeenCalled();
    expect(accounts.countAdmins).not.toHaveBeenCalled();
    expect(printed).not.toHaveBeenCalled();
  });
});
