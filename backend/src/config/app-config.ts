import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_COD_CONFIRM_HOURS, DEFAULT_COD_MAX_TOTAL, fromPesewas, isEmailAddress, PHONE_NUMBER, toPesewas } from '@shop/rules';
import { SCRYPT_COST, TEST_SCRYPT_COST } from '../modules/identity/domain/password-hash-cost';
import { PASSWORD_MIN_LENGTH, passwordWeakness } from '../modules/identity/domain/password-policy';
import { BackupsConfig, loadBackupsConfig } from './backups-config';
import { ConfigError, envReader } from './env-reader';
import { loadMediaConfig, MediaConfig } from './media-config';
import { loadNotificationsConfig, NotificationsConfig } from './notifications-config';
import { loadPaymentsConfig, PaymentsConfig } from './payments-config';
import { loadWebhooksConfig, WebhooksConfig } from './webhooks-config';

export interface AppConfig {
  port: number;
  host: string;
  production: boolean;
  /** PostgreSQL connection string; unset means the embedded PGlite database under dataDir. */
  databaseUrl: string | null;
  /**
   * DATABASE_DIRECT_URL: PostgreSQL itself, for what needs one server session of its own (migrations
   * under a session advisory lock, LISTEN for other instances' changes) when DATABASE_URL goes
   * through a pooler in transaction mode (ADR 074). Defaults to DATABASE_URL; null on the embedded engine.
   */
  databaseDirectUrl: string | null;
  /**
   * DATABASE_REPLICA_URL: a streaming replica of DATABASE_URL's PostgreSQL, for the reads that may
   * go there (the public catalog's loads, staff reports) when it has replayed what the primary had
   * committed (ADR 075); null without one, and always on the embedded engine and in the worker.
   */
  databaseReplicaUrl: string | null;
  /**
   * JOBS: 'in-process' (the default) runs the scheduled work here (the relays, reconciliations,
   * sweeps, reminders, backups); 'off' leaves all of it to `npm run worker`, which always runs it.
   */
  jobsInProcess: boolean;
  dataDir: string;
  /** Embedded engine only: keep the database in memory (tests). */
  inMemoryDatabase: boolean;
  /**
   * Embedded engine, NODE_ENV=test only (TEST_PGLITE_TEMPLATE): a tarball of an already migrated
   * database (EmbeddedPostgres.dump) that a new database starts from, in memory or in a DATA_DIR that
   * has none, so each test's shop skips creating and migrating one.
   */
  embeddedTemplate: string | null;
  sessionSecret: string;
  /** scrypt's N for new password hashes: SCRYPT_COST, or TEST_SCRYPT_COST when NODE_ENV=test. */
  passwordHashCost: number;
  adminEmail: string | null;
  adminPassword: string | null;
  /**
   * Run the start-up admin hook (ADMIN_EMAIL/ADMIN_PASSWORD, else the demo admin). The create-admin
   * script turns it off: it makes the one account it was asked for and nothing else.
   */
  ensureAdminAtStart: boolean;
  rateLimit: boolean;
  /** NODE_ENV=test only: routes that let browser journeys stand in for time passing (ADR 070); 404 otherwise. */
  testHooks: boolean;
  /**
   * What one client, e-mail or phone may hold in unpaid orders at once (HOLD_MAX_UNITS, HOLD_MAX_TOTAL
   * in cedis, kept here in pesewas): one of the per-client limits, lifted with them by RATE_LIMIT=off.
   */
  holdLimits: { units: number; total: number };
  /** Redis holding the rate-limit counters every instance shares; unset means each process counts alone. */
  redisUrl: string | null;
  /** Built storefront served at '/', or null when it has not been built. */
  frontendDist: string | null;
  seedDemoCatalog: boolean;
  /** Extra origins trusted for proxies (number of hops), see express 'trust proxy'. */
  trustProxy: number;
  /**
   * The origins whose pages may write through the API (PUBLIC_URL, then ALLOWED_ORIGINS), each
   * as `scheme://host[:port]`. Empty: the request's own host is the shop's origin (development).
   */
  publicOrigins: string[];
  payments: PaymentsConfig;
  /** Pay on delivery (ADR 054): COD_MAX_TOTAL in cedis, kept here in pesewas, and COD_CONFIRM_HOURS. */
  payOnDelivery: { maxTotal: number; confirmHours: number };
  /** CART_REMINDER_AFTER (ADR 071): seconds after the shopper's consent when the first and the second (last) cart reminder go. */
  cartReminderAfterSeconds: readonly [number, number];
  notifications: NotificationsConfig;
  /** Signed webhooks to integrators (ADR 055). */
  webhooks: WebhooksConfig;
  /** SHOP_PHONE, SHOP_WHATSAPP, SHOP_EMAIL: the first store settings of a new database; staff edit them afterwards. */
  shopDetails: ShopDetailsConfig;
  /** Product photos: where they are kept (ADR 019). */
  media: MediaConfig;
  /** Copies of the embedded database; null when off. Unused on PostgreSQL and in memory. */
  backups: BackupsConfig | null;
  /** LOG_LEVEL: the least severe pino level written (ADR 073). */
  logLevel: LogLevelName;
  /** METRICS_TOKEN: the bearer token Prometheus sends to GET /metrics; null answers 404 there (ADR 073). */
  metricsToken: string | null;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];
/** As long as `openssl rand -hex 16` writes: a token short enough to guess would open the shop's figures to anyone. */
export const METRICS_TOKEN_MIN_LENGTH = 32;

export interface ShopDetailsConfig {
  phone: string;
  whatsapp: string;
  email: string;
}

/**
 * A new shop's contact details until staff set theirs in the admin Settings tab. Demo values: 030
 * 000 0000 and 020 000 0000 are written like Ghanaian numbers but belong to nobody.
 */
export const DEMO_SHOP_DETAILS: ShopDetailsConfig = { phone: '+233 30 000 0000', whatsapp: '+233 20 000 0000', email: 'support@kenteandco.com' };

export { ConfigError };

/** Reads the environment once at start; nothing else in the app reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const production = env.NODE_ENV === 'production';
  const port = parseInteger(env.PORT ?? '3000', 'PORT');
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const databaseUrl = emptyToNull(env.DATABASE_URL);
  const databaseDirectUrl = directDatabaseUrl(env, overrides, databaseUrl);
  const databaseReplicaUrl = replicaDatabaseUrl(env, overrides, databaseUrl);
  const jobsInProcess = overrides.jobsInProcess ?? parseJobs(env);
  const inMemoryDatabase = overrides.inMemoryDatabase ?? false;

  let sessionSecret = emptyToNull(env.SESSION_SECRET);
  if (!sessionSecret) {
    if (production) throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production: make one with `openssl rand -hex 32`');
    sessionSecret = inMemoryDatabase ? randomBytes(32).toString('hex') : persistedSecret(dataDir);
  }
  // Whoever learns or guesses it signs in as anyone: a word or a phrase will not do.
  if (production && !isRandomSecret(sessionSecret)) {
    throw new ConfigError(
      `SESSION_SECRET must be at least ${SECRET_BYTES} random bytes when NODE_ENV=production, written as 64 hex digits or 44 base64 characters: make one with \`openssl rand -hex 32\``,
    );
  }

  const adminEmail = emptyToNull(env.ADMIN_EMAIL);
  // Never trimmed: spaces at either end are part of the password the admin will type.
  const adminPassword = env.ADMIN_PASSWORD === undefined || env.ADMIN_PASSWORD.trim() === '' ? null : env.ADMIN_PASSWORD;
  if ((adminEmail === null) !== (adminPassword === null)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (adminPassword !== null && adminPassword.length < PASSWORD_MIN_LENGTH) {
    throw new ConfigError(`ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  const adminPasswordWeakness = adminPassword === null ? null : passwordWeakness(adminPassword, adminEmail);
  if (adminPasswordWeakness) throw new ConfigError(`ADMIN_PASSWORD ${adminPasswordWeakness}`);

  const publicUrl = emptyToNull(env.PUBLIC_URL);
  const publicOrigins = [
    ...(publicUrl ? [parseOrigin(publicUrl, 'PUBLIC_URL')] : []),
    ...(env.ALLOWED_ORIGINS ?? '').split(',').flatMap((entry) => (entry.trim() ? [parseOrigin(entry.trim(), 'ALLOWED_ORIGINS')] : [])),
  ];
  if (publicOrigins.length > 0 && !publicUrl) throw new ConfigError('ALLOWED_ORIGINS adds to PUBLIC_URL: set PUBLIC_URL too');
  // Without it, links in messages would lead to localhost and pages would have to trust the Host header.
  if (production && !publicUrl) {
    throw new ConfigError(
      "PUBLIC_URL is required when NODE_ENV=production: the shop's address as shoppers' browsers see it (https://shop.example.com), which links in e-mails and texts and payment providers' return pages lead to",
    );
  }

  const payments = overrides.payments ?? loadPaymentsConfig(env, production, publicOrigins[0] ?? `http://localhost:${port}`);
  const notifications =
    overrides.notifications ?? loadNotificationsConfig(env, { production, dataDir, port, publicUrl: publicOrigins[0] ?? null, adminEmail: adminEmail?.toLowerCase() ?? null });
  const media = overrides.media ?? loadMediaConfig(env, dataDir);
  const webhooks = overrides.webhooks ?? loadWebhooksConfig(env);
  const backups = overrides.backups === undefined ? loadBackupsConfig(env, dataDir) : overrides.backups;

  const shopDetails = {
    phone: emptyToNull(env.SHOP_PHONE) ?? DEMO_SHOP_DETAILS.phone,
    whatsapp: emptyToNull(env.SHOP_WHATSAPP) ?? DEMO_SHOP_DETAILS.whatsapp,
    email: emptyToNull(env.SHOP_EMAIL) ?? DEMO_SHOP_DETAILS.email,
  };
  if (!PHONE_NUMBER.test(shopDetails.phone)) throw new ConfigError(`SHOP_PHONE must be a phone number like +233 24 123 4567, got '${shopDetails.phone}'`);
  if (!PHONE_NUMBER.test(shopDetails.whatsapp)) throw new ConfigError(`SHOP_WHATSAPP must be a phone number like +233 24 123 4567, got '${shopDetails.whatsapp}'`);
  if (!isEmailAddress(shopDetails.email)) throw new ConfigError(`SHOP_EMAIL must be an e-mail address, got '${shopDetails.email}'`);

  // The shop speaks plain HTTP, so in production a TLS proxy stands in front of it. Without the
  // count of proxies it takes the proxy's address for every shopper's (one shared rate limit) and,
  // seeing no https, express-session sets no Secure sign-in cookie: sign-in answers 200 and keeps no one.
  const trustProxyValue = emptyToNull(env.TRUST_PROXY);
  if (production && trustProxyValue === null && overrides.trustProxy === undefined) {
    throw new ConfigError(
      'TRUST_PROXY is required when NODE_ENV=production: the number of proxies in front of the shop (1 for one TLS proxy such as nginx or a platform router; 0 says on purpose that browsers reach the shop directly)',
    );
  }

  const passwordHashCost = overrides.passwordHashCost ?? (env.NODE_ENV === 'test' ? TEST_SCRYPT_COST : SCRYPT_COST);
  if (production && passwordHashCost < SCRYPT_COST) throw new ConfigError(`Production hashes passwords at scrypt N=${SCRYPT_COST}; N=${passwordHashCost} is for tests only`);

  const { positive } = envReader(env);
  const holdMaxUnits = positive('HOLD_MAX_UNITS', '30');
  const holdMaxTotalCedis = positive('HOLD_MAX_TOTAL', '10000');
  const codMaxTotal = env.COD_MAX_TOTAL?.trim() || fromPesewas(DEFAULT_COD_MAX_TOTAL);
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(codMaxTotal) || toPesewas(codMaxTotal) < 1) throw new ConfigError(`COD_MAX_TOTAL must be an amount in cedis above 0 such as 1000.00, got '${codMaxTotal}'`);
  const codConfirmHours = positive('COD_CONFIRM_HOURS', String(DEFAULT_COD_CONFIRM_HOURS));
  const cartReminderAfterSeconds = parseCartReminderAfter(env.CART_REMINDER_AFTER?.trim() || '3600,86400', production);

  const logLevel = parseLogLevel(env.LOG_LEVEL?.trim() || 'info');
  const metricsToken = parseMetricsToken(emptyToNull(env.METRICS_TOKEN));

  const frontendDist = resolve(env.FRONTEND_DIST ?? join(__dirname, '..', '..', '..', 'frontend', 'dist'));

  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production,
    databaseUrl,
    jobsInProcess,
    dataDir,
    inMemoryDatabase,
    embeddedTemplate: env.NODE_ENV === 'test' ? emptyToNull(env.TEST_PGLITE_TEMPLATE) : null,
    sessionSecret,
    passwordHashCost,
    adminEmail,
    adminPassword,
    ensureAdminAtStart: true,
    rateLimit: env.RATE_LIMIT !== 'off',
    testHooks: env.NODE_ENV === 'test' && !production,
    holdLimits: { units: holdMaxUnits, total: holdMaxTotalCedis * 100 },
    payOnDelivery: { maxTotal: toPesewas(codMaxTotal), confirmHours: codConfirmHours },
    cartReminderAfterSeconds,
    redisUrl: emptyToNull(env.REDIS_URL),
    frontendDist: existsSync(join(frontendDist, 'index.html')) ? frontendDist : null,
    seedDemoCatalog: env.SEED_DEMO_CATALOG !== 'off',
    trustProxy: parseInteger(trustProxyValue ?? '0', 'TRUST_PROXY'),
    publicOrigins: [...new Set(publicOrigins)],
    shopDetails,
    logLevel,
    metricsToken,
    ...overrides,
    databaseDirectUrl,
    databaseReplicaUrl,
    payments,
    // JOBS=off takes the relays with it; OUTBOX_RELAY and WEBHOOK_RELAY still turn one off alone.
    notifications: jobsInProcess ? notifications : { ...notifications, relayInProcess: false },
    webhooks: jobsInProcess ? webhooks : { ...webhooks, relayInProcess: false },
    media,
    backups,
  };
}

/** DATABASE_DIRECT_URL, else the pooled URL; a caller that names another database (a test's second instance) gets that one for both. */
function directDatabaseUrl(env: NodeJS.ProcessEnv, overrides: Partial<AppConfig>, envDatabaseUrl: string | null): string | null {
  if (overrides.databaseDirectUrl !== undefined) return overrides.databaseDirectUrl;
  if (overrides.databaseUrl !== undefined) return overrides.databaseUrl;
  const direct = emptyToNull(env.DATABASE_DIRECT_URL);
  if (direct && !envDatabaseUrl) throw new ConfigError('DATABASE_DIRECT_URL goes with DATABASE_URL (PostgreSQL): set DATABASE_URL too, or neither');
  if (direct && !/^postgres(ql)?:\/\//.test(direct)) throw new ConfigError(`DATABASE_DIRECT_URL must be a postgres:// URL, got '${maskPassword(direct)}'`);
  return direct ?? envDatabaseUrl;
}

/**
 * DATABASE_REPLICA_URL, or none. A caller that names another database (a test's second instance)
 * names that database's replica too, or has none: the environment's belongs to DATABASE_URL.
 */
function replicaDatabaseUrl(env: NodeJS.ProcessEnv, overrides: Partial<AppConfig>, envDatabaseUrl: string | null): string | null {
  const fromEnv = emptyToNull(env.DATABASE_REPLICA_URL);
  if (fromEnv && !/^postgres(ql)?:\/\//.test(fromEnv)) throw new ConfigError(`DATABASE_REPLICA_URL must be a postgres:// URL, got '${maskPassword(fromEnv)}'`);
  const primary = overrides.databaseUrl !== undefined ? overrides.databaseUrl : envDatabaseUrl;
  const replica = overrides.databaseReplicaUrl !== undefined ? overrides.databaseReplicaUrl : overrides.databaseUrl !== undefined ? null : fromEnv;
  if ((fromEnv && !envDatabaseUrl) || (replica && !primary)) {
    throw new ConfigError('DATABASE_REPLICA_URL goes with DATABASE_URL (PostgreSQL): the embedded engine has no replica; set DATABASE_URL too, or neither');
  }
  return replica;
}

/** A URL as it may be printed: whatever stands before its '@' (user and password) masked. */
function maskPassword(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}

const JOBS_VALUES = ['in-process', 'off'];

function parseJobs(env: NodeJS.ProcessEnv): boolean {
  const jobs = emptyToNull(env.JOBS) ?? 'in-process';
  if (!JOBS_VALUES.includes(jobs)) throw new ConfigError(`JOBS must be 'in-process' or 'off' (when \`npm run worker\` runs the scheduled work), got '${jobs}'`);
  if (jobs === 'off') {
    for (const relay of ['OUTBOX_RELAY', 'WEBHOOK_RELAY']) {
      if (emptyToNull(env[relay]) === 'on') throw new ConfigError(`${relay}=on contradicts JOBS=off: the worker relays; leave ${relay} unset on the web instances`);
    }
  }
  return jobs === 'in-process';
}

/** Two delays in seconds, the second later; a shop in production waits at least ten minutes before the first (shorter is for journeys under test). */
function parseCartReminderAfter(value: string, production: boolean): readonly [number, number] {
  const match = /^(\d{1,7}),(\d{1,7})$/.exec(value.replace(/\s+/g, ''));
  const [first, second] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!match || first < 1 || second <= first) {
    throw new ConfigError(`CART_REMINDER_AFTER must be two delays in seconds, the second longer, such as 3600,86400; got '${value}'`);
  }
  if (production && first < 600) throw new ConfigError(`CART_REMINDER_AFTER: a first reminder ${first} seconds after the shopper's consent is too soon for production (at least 600)`);
  return [first, second];
}

function parseLogLevel(value: string): LogLevelName {
  const level = LOG_LEVELS.find((name) => name === value.toLowerCase());
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got '${value}'`);
  return level;
}

/** Sent in a header by a scraper: printable ASCII without spaces, long enough not to be guessed. */
function parseMetricsToken(value: string | null): string | null {
  if (value === null) return null;
  if (!/^[\x21-\x7e]+$/.test(value)) throw new ConfigError('METRICS_TOKEN must be printable ASCII without spaces: make one with `openssl rand -hex 32`');
  if (value.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new ConfigError(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters, got ${value.length}: make one with \`openssl rand -hex 32\``);
  }
  return value;
}

function parseInteger(value: string, name: string): number {
  if (!/^\d+$/.test(value)) throw new ConfigError(`${name} must be a whole number, got '${value}'`);
  return Number(value);
}

/** An http(s) origin as browsers send it in `Origin`: scheme, host and a port other than the default. */
function parseOrigin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an http(s) origin such as https://shop.example.com, got '${value}'`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare) {
    throw new ConfigError(`${name} must be an http(s) origin such as https://shop.example.com (no path), got '${value}'`);
  }
  return url.origin;
}

const SECRET_BYTES = 32;

/**
 * At least 32 bytes, read as hex or base64 (how `openssl rand` writes them) or else as text, that do
 * not repeat like a pattern: 32 random bytes take some 30 different values (fewer than 16 has odds
 * below one in a billion), 'x' x 64 or 'abab...' a handful.
 */
function isRandomSecret(secret: string): boolean {
  const bytes = /^(?:[0-9a-f]{2})+$/i.test(secret)
    ? Buffer.from(secret, 'hex')
    : /^[A-Za-z0-9+/_-]+={0,2}$/.test(secret)
      ? Buffer.from(secret, 'base64')
      : Buffer.from(secret, 'utf8');
  return bytes.length >= SECRET_BYTES && new Set(bytes).size >= 16;
}

function emptyToNull(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value.trim();
}

/** Outside production a random secret is kept in DATA_DIR so sessions survive a restart. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** `npm run worker`: every scheduled job and both relays run here, whatever the environment turned off for the web instances. */
export function workerConfig(config: AppConfig): AppConfig {
  return {
    ...config,
    jobsInProcess: true,
    // It serves no reads a replica could take: no pool to it.
    databaseReplicaUrl: null,
    notifications: { ...config.notifications, relayInProcess: true },
    webhooks: { ...config.webhooks, relayInProcess: true },
  };
}
