import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig, workerConfig } from './app-config';
import { SCRYPT_COST, TEST_SCRYPT_COST } from '../modules/identity/domain/password-hash-cost';

const BASE = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(64) };
/** What production needs besides: a secret from `openssl rand -hex 32`, the shop's address, its proxy and SMTP. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: randomBytes(32).toString('hex'),
  PUBLIC_URL: 'https://shop.example.com',
  TRUST_PROXY: '1',
  SMTP_URL: 'smtp://mail.kente.test:587',
};

describe('the admin chosen in the environment', () => {
  it('keeps ADMIN_PASSWORD exactly as given, spaces included', () => {
    const config = loadConfig({ ...BASE, ADMIN_EMAIL: ' owner@example.com ', ADMIN_PASSWORD: '  passphrase  ' });
    expect(config).toMatchObject({ adminEmail: 'owner@example.com', adminPassword: '  passphrase  ', ensureAdminAtStart: true });
  });

  it('refuses to start with an ADMIN_PASSWORD shorter than 8 characters, counting spaces', () => {
    expect(() => loadConfig({ ...BASE, ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'short12' })).toThrow(
      new ConfigError('ADMIN_PASSWORD must be at least 8 characters'),
    );
    expect(loadConfig({ ...BASE, ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: ' kente1 ' }).adminPassword).toBe(' kente1 ');
  });

  it('refuses to start with a common ADMIN_PASSWORD, or one that is ADMIN_EMAIL', () => {
    expect(() => loadConfig({ ...BASE, ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'Password123' })).toThrow(
      new ConfigError('ADMIN_PASSWORD is too common: it is on lists of leaked passwords, please choose another'),
    );
    expect(() => loadConfig({ ...BASE, ADMIN_EMAIL: 'kofi.owner@example.com', ADMIN_PASSWORD: 'Kofi.Owner' })).toThrow(new ConfigError('ADMIN_PASSWORD must not be your e-mail address'));
  });

  it('refuses to start with only one of ADMIN_EMAIL and ADMIN_PASSWORD', () => {
    expect(() => loadConfig({ ...BASE, ADMIN_EMAIL: 'owner@example.com' })).toThrow('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
    expect(() => loadConfig({ ...BASE, ADMIN_PASSWORD: 'long enough passphrase' })).toThrow('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ ...BASE, ADMIN_EMAIL: '', ADMIN_PASSWORD: '   ' })).toMatchObject({ adminEmail: null, adminPassword: null });
  });
});

describe("the shop's own origin", () => {
  it('is the request host when PUBLIC_URL is unset', () => {
    expect(loadConfig(BASE).publicOrigins).toEqual([]);
    expect(loadConfig({ ...BASE, PUBLIC_URL: '  ' }).publicOrigins).toEqual([]);
  });

  it('is PUBLIC_URL as a browser writes it in Origin, then every ALLOWED_ORIGINS entry', () => {
    const config = loadConfig({ ...BASE, PUBLIC_URL: 'HTTPS://Shop.Example.com:443/', ALLOWED_ORIGINS: ' http://localhost:5173 ,,https://admin.example.com,https://shop.example.com' });
    expect(config.publicOrigins).toEqual(['https://shop.example.com', 'http://localhost:5173', 'https://admin.example.com']);
  });

  it.each([
    ['ftp://shop.example.com', 'PUBLIC_URL'],
    ['shop.example.com', 'PUBLIC_URL'],
    ['https://shop.example.com/store', 'PUBLIC_URL'],
    ['https://shop.example.com/?a=1', 'PUBLIC_URL'],
    ['https://owner:pw@shop.example.com', 'PUBLIC_URL'],
  ])('refuses to start with PUBLIC_URL %s', (value, name) => {
    expect(() => loadConfig({ ...BASE, PUBLIC_URL: value })).toThrow(new RegExp(`^${name} must be an http\\(s\\) origin`));
  });

  it('refuses a malformed ALLOWED_ORIGINS entry, and ALLOWED_ORIGINS without PUBLIC_URL', () => {
    expect(() => loadConfig({ ...BASE, PUBLIC_URL: 'https://shop.example.com', ALLOWED_ORIGINS: 'https://ok.example.com,javascript:alert(1)' })).toThrow(/^ALLOWED_ORIGINS must be/);
    expect(() => loadConfig({ ...BASE, ALLOWED_ORIGINS: 'https://ok.example.com' })).toThrow('ALLOWED_ORIGINS adds to PUBLIC_URL: set PUBLIC_URL too');
  });
});

describe('payments', () => {
  const PAYPAL = { PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH-1', PAYPAL_GHS_PER_USD: '15.20' };

  it('runs in TEST MODE with no provider keys, with the documented defaults', () => {
    expect(loadConfig(BASE).payments).toEqual({
      shopUrl: 'http://localhost:3000',
      testMode: true,
      paystack: null,
      paypal: null,
      testModeGhsPerUsd: '15.00',
      holdMinutes: 30,
      reconcileSeconds: 60,
    });
  });

  it('goes live with Paystack or PayPal keys, at the providers\' own API hosts unless told otherwise', () => {
    const config = loadConfig({ ...BASE, PUBLIC_URL: 'https://shop.example.com', PAYSTACK_SECRET_KEY: ' sk_live_1 ', ...PAYPAL, PAYMENT_HOLD_MINUTES: '45', PAYMENT_RECONCILE_SECONDS: '30' }).payments;
    expect(config).toEqual({
      shopUrl: 'https://shop.example.com',
      testMode: false,
      paystack: { secretKey: 'sk_live_1', baseUrl: 'https://api.paystack.co' },
      paypal: { clientId: 'client', clientSecret: 'secret', webhookId: 'WH-1', baseUrl: 'https://api-m.paypal.com', ghsPerUsd: '15.20' },
      testModeGhsPerUsd: '15.20',
      holdMinutes: 45,
      reconcileSeconds: 30,
    });
    expect(loadConfig({ ...BASE, PAYSTACK_SECRET_KEY: 'sk_test_1', PAYSTACK_BASE_URL: 'http://127.0.0.1:4010/' }).payments.paystack).toEqual({ secretKey: 'sk_test_1', baseUrl: 'http://127.0.0.1:4010' });
  });

  it('refuses to start in production in TEST MODE unless PAYMENTS_TEST_MODE=on says so on purpose', () => {
    const production = PRODUCTION;
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/PAYMENTS_TEST_MODE=on/);
    expect(() => loadConfig({ ...production, PAYMENTS_TEST_MODE: 'yes' })).toThrow("PAYMENTS_TEST_MODE must be 'on' or 'off', got 'yes'");
    expect(loadConfig({ ...production, PAYMENTS_TEST_MODE: 'on' }).payments.testMode).toBe(true);
    expect(loadConfig({ ...production, PAYSTACK_SECRET_KEY: 'sk_live_1' }).payments.testMode).toBe(false);
    expect(() => loadConfig({ ...BASE, PAYMENTS_TEST_MODE: 'off' })).toThrow(/no provider keys are set/);
  });

  it('hashes passwords at the cheap cost only under NODE_ENV=test, and never starts production with it', () => {
    const production = { ...PRODUCTION, PAYMENTS_TEST_MODE: 'on' };
    expect(loadConfig(BASE).passwordHashCost).toBe(TEST_SCRYPT_COST);
    expect(loadConfig({ ...BASE, NODE_ENV: 'development' }).passwordHashCost).toBe(SCRYPT_COST);
    expect(loadConfig(production).passwordHashCost).toBe(SCRYPT_COST);
    expect(() => loadConfig(production, { passwordHashCost: TEST_SCRYPT_COST })).toThrow(`Production hashes passwords at scrypt N=${SCRYPT_COST}; N=${TEST_SCRYPT_COST} is for tests only`);
  });

  it('refuses half a PayPal configuration, and PayPal without its rate', () => {
    expect(() => loadConfig({ ...BASE, PAYPAL_CLIENT_ID: 'client' })).toThrow('PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID must be set together');
    expect(() => loadConfig({ ...BASE, ...PAYPAL, PAYPAL_WEBHOOK_ID: ' ' })).toThrow(/must be set together/);
    expect(() => loadConfig({ ...BASE, ...PAYPAL, PAYPAL_GHS_PER_USD: '' })).toThrow('PAYPAL_GHS_PER_USD is required when PayPal is configured: PayPal charges in US dollars');
  });

  it('refuses malformed rates, durations and URLs, naming the variable', () => {
    for (const rate of ['0', '15,20', '15.12345', '-1', 'abc']) expect(() => loadConfig({ ...BASE, PAYPAL_GHS_PER_USD: rate })).toThrow(/^PAYPAL_GHS_PER_USD must be/);
    expect(() => loadConfig({ ...BASE, PAYMENT_HOLD_MINUTES: '0' })).toThrow("PAYMENT_HOLD_MINUTES must be a whole number above 0, got '0'");
    expect(() => loadConfig({ ...BASE, HOLD_MAX_UNITS: '0' })).toThrow("HOLD_MAX_UNITS must be a whole number above 0, got '0'");
    expect(() => loadConfig({ ...BASE, HOLD_MAX_TOTAL: '99.5' })).toThrow("HOLD_MAX_TOTAL must be a whole number above 0, got '99.5'");
    expect(loadConfig({ ...BASE }).holdLimits).toEqual({ units: 30, total: 1_000_000 });
    expect(loadConfig({ ...BASE, HOLD_MAX_UNITS: '5', HOLD_MAX_TOTAL: '250' }).holdLimits).toEqual({ units: 5, total: 25_000 });
    expect(() => loadConfig({ ...BASE, PAYMENT_RECONCILE_SECONDS: '1.5' })).toThrow(/^PAYMENT_RECONCILE_SECONDS must be/);
    expect(() => loadConfig({ ...BASE, PAYSTACK_SECRET_KEY: 'sk', PAYSTACK_BASE_URL: 'ftp://x' })).toThrow(/^PAYSTACK_BASE_URL must be an http\(s\) URL/);
    expect(loadConfig({ ...BASE, PAYPAL_GHS_PER_USD: '16.5' }).payments.testModeGhsPerUsd).toBe('16.5');
  });
});

describe('production settings', () => {
  const production = { ...PRODUCTION, PAYMENTS_TEST_MODE: 'on' };

  it('starts with them all', () => {
    expect(loadConfig(production)).toMatchObject({ production: true, publicOrigins: ['https://shop.example.com'], sessionSecret: production.SESSION_SECRET });
  });

  it('refuses to start without PUBLIC_URL, saying what it is for', () => {
    for (const value of [undefined, '  ']) {
      expect(() => loadConfig({ ...production, PUBLIC_URL: value })).toThrow(
        new ConfigError(
          "PUBLIC_URL is required when NODE_ENV=production: the shop's address as shoppers' browsers see it (https://shop.example.com), which links in e-mails and texts and payment providers' return pages lead to",
        ),
      );
    }
  });

  it('refuses a SESSION_SECRET of fewer than 32 random bytes, and says how to make one', () => {
    const refusal = new ConfigError(
      'SESSION_SECRET must be at least 32 random bytes when NODE_ENV=production, written as 64 hex digits or 44 base64 characters: make one with `openssl rand -hex 32`',
    );
    for (const secret of ['x', 'a-production-secret-of-decent-length', 'x'.repeat(64), 'ab'.repeat(32), randomBytes(31).toString('hex'), 'change-me-to-64-random-hex-characters']) {
      expect(() => loadConfig({ ...production, SESSION_SECRET: secret })).toThrow(refusal);
    }
    for (const secret of [randomBytes(32).toString('hex'), randomBytes(32).toString('base64'), randomBytes(48).toString('base64url')]) {
      expect(loadConfig({ ...production, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
    }
  });

  it('leaves tests and development free to use any secret and no PUBLIC_URL (NODE_ENV=test is not production)', () => {
    for (const NODE_ENV of ['test', 'development']) {
      expect(loadConfig({ NODE_ENV, SESSION_SECRET: 'x', TRUST_PROXY: '1' })).toMatchObject({ production: false, sessionSecret: 'x', publicOrigins: [] });
    }
  });
});

describe('cart reminders (ADR 071)', () => {
  it('texts an hour and a day after consent unless told otherwise', () => {
    expect(loadConfig(BASE).cartReminderAfterSeconds).toEqual([3600, 86400]);
    expect(loadConfig({ ...BASE, CART_REMINDER_AFTER: ' 3, 600 ' }).cartReminderAfterSeconds).toEqual([3, 600]);
  });

  it('refuses anything but two delays in seconds, the second later, and a first under ten minutes in production', () => {
    for (const value of ['3600', '3600,3600', '86400,3600', '0,10', '1h,24h', '3600,86400,90000']) {
      expect(() => loadConfig({ ...BASE, CART_REMINDER_AFTER: value })).toThrow(/^CART_REMINDER_AFTER must be two delays in seconds, the second longer/);
    }
    expect(() => loadConfig({ ...PRODUCTION, PAYMENTS_TEST_MODE: 'on', CART_REMINDER_AFTER: '3,600' })).toThrow(
      new ConfigError("CART_REMINDER_AFTER: a first reminder 3 seconds after the shopper's consent is too soon for production (at least 600)"),
    );
    expect(loadConfig({ ...PRODUCTION, PAYMENTS_TEST_MODE: 'on', CART_REMINDER_AFTER: '600,86400' }).cartReminderAfterSeconds).toEqual([600, 86400]);
  });
});

describe('logs and metrics (ADR 073)', () => {
  it('logs at info with /metrics off unless told otherwise', () => {
    const config = loadConfig(BASE);
    expect(config.logLevel).toBe('info');
    expect(config.metricsToken).toBeNull();
    expect(loadConfig({ ...BASE, LOG_LEVEL: ' WARN ', METRICS_TOKEN: 'a'.repeat(32) })).toMatchObject({ logLevel: 'warn', metricsToken: 'a'.repeat(32) });
  });

  it('refuses an unknown LOG_LEVEL, and a METRICS_TOKEN that is short or holds spaces', () => {
    expect(() => loadConfig({ ...BASE, LOG_LEVEL: 'verbose' })).toThrow(new ConfigError("LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got 'verbose'"));
    expect(() => loadConfig({ ...BASE, METRICS_TOKEN: 'short' })).toThrow(/^METRICS_TOKEN must be at least 32 characters, got 5/);
    expect(() => loadConfig({ ...BASE, METRICS_TOKEN: 'two words '.repeat(4) })).toThrow(/^METRICS_TOKEN must be printable ASCII without spaces/);
  });
});

describe('the pooled and the direct database connection (ADR 074)', () => {
  const POOLED = 'postgres://shop:secret@pgbouncer:5432/shop';
  const DIRECT = 'postgres://shop:secret@db:5432/shop';

  it('uses DATABASE_URL for both unless DATABASE_DIRECT_URL names PostgreSQL itself', () => {
    expect(loadConfig({ ...BASE, DATABASE_URL: POOLED })).toMatchObject({ databaseUrl: POOLED, databaseDirectUrl: POOLED });
    expect(loadConfig({ ...BASE, DATABASE_URL: POOLED, DATABASE_DIRECT_URL: DIRECT })).toMatchObject({ databaseUrl: POOLED, databaseDirectUrl: DIRECT });
    expect(loadConfig(BASE)).toMatchObject({ databaseUrl: null, databaseDirectUrl: null });
  });

  it('refuses DATABASE_DIRECT_URL without DATABASE_URL, and one that is no postgres:// URL (without printing its password)', () => {
    expect(() => loadConfig({ ...BASE, DATABASE_DIRECT_URL: DIRECT })).toThrow(/^DATABASE_DIRECT_URL goes with DATABASE_URL/);
    expect(() => loadConfig({ ...BASE, DATABASE_URL: POOLED, DATABASE_DIRECT_URL: 'mysql://shop:secret@db/shop' })).toThrow(
      new ConfigError("DATABASE_DIRECT_URL must be a postgres:// URL, got 'mysql://***@db/shop'"),
    );
  });

  it('gives a caller that names another database (a second test instance) that database for both', () => {
    const other = 'postgres://postgres@127.0.0.1:5432/other_test';
    expect(loadConfig({ ...BASE, DATABASE_URL: POOLED, DATABASE_DIRECT_URL: DIRECT }, { databaseUrl: other })).toMatchObject({ databaseUrl: other, databaseDirectUrl: other });
  });
});

describe('the read replica (ADR 075)', () => {
  const PRIMARY = 'postgres://shop:secret@db:5432/shop';
  const REPLICA = 'postgres://shop:secret@db-replica:5432/shop';

  it('has none unless DATABASE_REPLICA_URL names one beside DATABASE_URL', () => {
    expect(loadConfig({ ...BASE, DATABASE_URL: PRIMARY }).databaseReplicaUrl).toBeNull();
    expect(loadConfig({ ...BASE, DATABASE_URL: PRIMARY, DATABASE_REPLICA_URL: '  ' }).databaseReplicaUrl).toBeNull();
    expect(loadConfig(BASE).databaseReplicaUrl).toBeNull();
    expect(loadConfig({ ...BASE, DATABASE_URL: PRIMARY, DATABASE_REPLICA_URL: ` ${REPLICA} ` })).toMatchObject({ databaseUrl: PRIMARY, databaseDirectUrl: PRIMARY, databaseReplicaUrl: REPLICA });
    expect(loadConfig({ ...BASE, DATABASE_URL: PRIMARY, DATABASE_REPLICA_URL: 'postgresql://db-replica/shop' }).databaseReplicaUrl).toBe('postgresql://db-replica/shop');
  });

  it('refuses DATABASE_REPLICA_URL without DATABASE_URL (the embedded engine has no replica)', () => {
    expect(() => loadConfig({ ...BASE, DATABASE_REPLICA_URL: REPLICA })).toThrow(
      new ConfigError('DATABASE_REPLICA_URL goes with DATABASE_URL (PostgreSQL): the embedded engine has no replica; set DATABASE_URL too, or neither'),
    );
    expect(() => loadConfig(BASE, { databaseUrl: null, databaseReplicaUrl: REPLICA })).toThrow(/^DATABASE_REPLICA_URL goes with DATABASE_URL/);
  });

  it('refuses one that is no postgres:// URL, without printing its password', () => {
    for (const [url, shown] of [
      ['mysql://shop:secret@db-replica/shop', 'mysql://***@db-replica/shop'],
      ['db-replica:5432', 'db-replica:5432'],
    ]) {
      expect(() => loadConfig({ ...BASE, DATABASE_URL: PRIMARY, DATABASE_REPLICA_URL: url })).toThrow(new ConfigError(`DATABASE_REPLICA_URL must be a postgres:// URL, got '${shown}'`));
    }
  });

  it("gives a caller that names another database (a second test instance) no replica unless it names that database's own", () => {
    const other = 'postgres://postgres@127.0.0.1:5432/other_test';
    const otherReplica = 'postgres://postgres@127.0.0.1:5432/other_replica_test';
    expect(loadConfig({ ...BASE, DATABASE_URL: PRIMARY, DATABASE_REPLICA_URL: REPLICA }, { databaseUrl: other }).databaseReplicaUrl).toBeNull();
    expect(loadConfig({ ...BASE, DATABASE_URL: PRIMARY, DATABASE_REPLICA_URL: REPLICA }, { databaseUrl: other, databaseReplicaUrl: otherReplica }).databaseReplicaUrl).toBe(otherReplica);
  });

  it('leaves the worker without one: it serves none of the reads a replica takes', () => {
    expect(workerConfig(loadConfig({ ...BASE, DATABASE_URL: PRIMARY, DATABASE_REPLICA_URL: REPLICA })).databaseReplicaUrl).toBeNull();
  });
});

describe('scheduled jobs: in this process or in the worker (ADR 074)', () => {
  it('runs every job and both relays in process unless JOBS=off', () => {
    const config = loadConfig(BASE);
    expect([config.jobsInProcess, config.notifications.relayInProcess, config.webhooks.relayInProcess]).toEqual([true, true, true]);
    expect(loadConfig({ ...BASE, JOBS: 'in-process' }).jobsInProcess).toBe(true);
  });

  it('JOBS=off takes the relays with the jobs; OUTBOX_RELAY=off and WEBHOOK_RELAY=off still take one relay alone', () => {
    const off = loadConfig({ ...BASE, JOBS: 'off' });
    expect([off.jobsInProcess, off.notifications.relayInProcess, off.webhooks.relayInProcess]).toEqual([false, false, false]);
    const outboxOff = loadConfig({ ...BASE, OUTBOX_RELAY: 'off' });
    expect([outboxOff.jobsInProcess, outboxOff.notifications.relayInProcess, outboxOff.webhooks.relayInProcess]).toEqual([true, false, true]);
    const webhooksOff = loadConfig({ ...BASE, WEBHOOK_RELAY: 'off' });
    expect([webhooksOff.jobsInProcess, webhooksOff.notifications.relayInProcess, webhooksOff.webhooks.relayInProcess]).toEqual([true, true, false]);
  });

  it('refuses a JOBS it does not know, and a relay switched on against JOBS=off', () => {
    expect(() => loadConfig({ ...BASE, JOBS: 'worker' })).toThrow(/^JOBS must be 'in-process' or 'off'/);
    expect(() => loadConfig({ ...BASE, JOBS: 'off', OUTBOX_RELAY: 'on' })).toThrow(/^OUTBOX_RELAY=on contradicts JOBS=off/);
    expect(() => loadConfig({ ...BASE, JOBS: 'off', WEBHOOK_RELAY: 'on' })).toThrow(/^WEBHOOK_RELAY=on contradicts JOBS=off/);
  });

  it('the worker runs them all, whatever the environment turned off for the web instances', () => {
    const worker = workerConfig(loadConfig({ ...BASE, JOBS: 'off', OUTBOX_RELAY: 'off', WEBHOOK_RELAY: 'off' }));
    expect([worker.jobsInProcess, worker.notifications.relayInProcess, worker.webhooks.relayInProcess]).toEqual([true, true, true]);
  });
});
