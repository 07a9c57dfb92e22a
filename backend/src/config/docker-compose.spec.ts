import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { AppConfig, ConfigError, loadConfig, workerConfig } from './app-config';

/**
 * docker-compose.yml and docker/Caddyfile checked without Docker (ADR 074): the app and the worker
 * start with the environment the compose file gives them, as the config loader reads it in
 * production; every service says how it is healthy; the proxy reaches every replica.
 */
const ROOT = join(__dirname, '..', '..', '..');
const COMPOSE_FILE = join(ROOT, 'docker-compose.yml');
const CADDYFILE = join(ROOT, 'docker', 'Caddyfile');

/** What an operator puts in .env: the values the compose file refuses to start without. */
const REQUIRED_SAMPLES: Record<string, string> = {
  SHOP_DOMAIN: 'shop.example.com',
  SESSION_SECRET: 'a3f1c9e27b5d4068f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778a',
  POSTGRES_PASSWORD: 'd41d8cd98f00b204e9800998ecf8427e',
  S3_ACCESS_KEY_ID: 'shop-photos-user',
  S3_SECRET_ACCESS_KEY: '5f4dcc3b5aa765d61d8327deb882cf99',
  SMTP_URL: 'smtps://shop:mail-password@smtp.example.com:465',
};

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test?: unknown; disable?: boolean };
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  restart?: string;
  volumes?: string[];
}

const composeText = readFileSync(COMPOSE_FILE, 'utf8');
const compose = parse(composeText, { merge: true }) as { name: string; services: Record<string, ComposeService> };
const services = compose.services;

/** Compose's interpolation: ${VAR:?message} must be set, ${VAR:-default} falls back, $$ is a dollar. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\$|\$\{([A-Z0-9_]+)(?:(:\?|:-)([^}]*))?\}/g, (whole, name: string | undefined, kind: string | undefined, rest: string) => {
    if (whole === '$$') return '$';
    const set = env[name!] !== undefined && env[name!] !== '';
    if (kind === ':?' && !set) throw new Error(`${name} is required: ${rest}`);
    if (kind === ':-' && !set) return rest;
    return env[name!] ?? '';
  });
}

/**
 * A real .env also names a payment provider: production takes no TEST MODE payments unless told to
 * (PAYMENTS_TEST_MODE=on), and the compose file cannot pick the shop's provider for it.
 */
const OPERATOR_ENV = { ...REQUIRED_SAMPLES, PAYSTACK_SECRET_KEY: 'sk_live_0123456789abcdef0123456789abcdef01234567' };

function environmentOf(service: string, env: Record<string, string> = OPERATOR_ENV): Record<string, string> {
  return Object.fromEntries(Object.entries(services[service].environment ?? {}).map(([name, value]) => [name, interpolate(String(value), env)]));
}

function appConfig(env: Record<string, string>): AppConfig {
  return loadConfig(env);
}

function workerConfigOf(env: Record<string, string>): AppConfig {
  // As worker.ts loads it: it serves no HTTP, so no proxy is trusted.
  return workerConfig(loadConfig(env, { trustProxy: 0 }));
}

describe('docker-compose.yml', () => {
  it('asks .env for exactly the secrets and names it cannot choose itself', () => {
    const required = new Set([...composeText.matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((match) => match[1]));
    expect([...required].sort()).toEqual(Object.keys(REQUIRED_SAMPLES).sort());
    for (const name of Object.keys(REQUIRED_SAMPLES)) {
      const { [name]: _left, ...withoutIt } = REQUIRED_SAMPLES;
      expect(() => environmentOf('app', withoutIt)).toThrow(name);
    }
  });

  it('refuses to start without a payment provider or PAYMENTS_TEST_MODE=on, as production should', () => {
    expect(() => appConfig(environmentOf('app', REQUIRED_SAMPLES))).toThrow(/No payment provider keys are set/);
    expect(appConfig(environmentOf('app', { ...REQUIRED_SAMPLES, PAYMENTS_TEST_MODE: 'on' })).payments.testMode).toBe(true);
  });

  it('starts the app replicas in production on PgBouncer, PostgreSQL directly, Redis, MinIO, behind one proxy, with the jobs off', () => {
    const config = appConfig(environmentOf('app'));
    expect(config.production).toBe(true);
    expect(new URL(config.databaseUrl!).host).toBe('pgbouncer:5432');
    expect(new URL(config.databaseDirectUrl!).host).toBe('db:5432');
    expect(config.redisUrl).toBe('redis://redis:6379');
    expect(config.media.s3).toEqual({
      bucket: 'shop-photos',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: REQUIRED_SAMPLES.S3_ACCESS_KEY_ID, secretAccessKey: REQUIRED_SAMPLES.S3_SECRET_ACCESS_KEY },
      forcePathStyle: true,
    });
    expect(config.trustProxy).toBe(1);
    expect(config.publicOrigins).toEqual(['https://shop.example.com']);
    expect(config.sessionSecret).toBe(REQUIRED_SAMPLES.SESSION_SECRET);
    expect(config.jobsInProcess).toBe(false);
    expect(config.notifications.relayInProcess).toBe(false);
    expect(config.webhooks.relayInProcess).toBe(false);
  });

  it('starts the worker on the same settings with every job and relay on', () => {
    expect(services.worker.command).toEqual(['node', 'backend/dist/worker.js']);
    expect(services.worker.image).toBe(services.app.image);
    const config = workerConfigOf(environmentOf('worker'));
    expect(config.production).toBe(true);
    expect(new URL(config.databaseUrl!).host).toBe('pgbouncer:5432');
    expect(new URL(config.databaseDirectUrl!).host).toBe('db:5432');
    expect(config.media.s3?.endpoint).toBe('http://minio:9000');
    expect(config.jobsInProcess).toBe(true);
    expect(config.notifications.relayInProcess).toBe(true);
    expect(config.webhooks.relayInProcess).toBe(true);
  });

  it('gives the app replicas the read replica .env names (ADR 075), none by default; the worker never opens one', () => {
    expect(appConfig(environmentOf('app')).databaseReplicaUrl).toBeNull();
    const replica = 'postgres://shop:d41d8cd98f00b204e9800998ecf8427e@db-replica:5432/shop';
    expect(appConfig(environmentOf('app', { ...OPERATOR_ENV, DATABASE_REPLICA_URL: replica })).databaseReplicaUrl).toBe(replica);
    expect(workerConfigOf(environmentOf('worker', { ...OPERATOR_ENV, DATABASE_REPLICA_URL: replica })).databaseReplicaUrl).toBeNull();
  });

  it('sets every variable the production config refuses to start without', () => {
    // Derived from the loader: take each variable away in turn; those it then refuses must be the compose file's own.
    for (const [service, load] of [['app', appConfig], ['worker', workerConfigOf]] as const) {
      const env = environmentOf(service);
      const needed = Object.keys(env).filter((name) => {
        const { [name]: _left, ...without } = env;
        try {
          load(without);
          return false;
        } catch (error) {
          if (!(error instanceof ConfigError)) throw error;
          return true;
        }
      });
      expect(needed).toEqual(expect.arrayContaining(['SESSION_SECRET', 'PUBLIC_URL']));
      if (service === 'app') expect(needed).toContain('TRUST_PROXY');
      // The payment provider is the operator's pick (see OPERATOR_ENV); every other one is fixed here, has a default, or is required from .env.
      const optional = needed.filter((name) => name !== 'PAYSTACK_SECRET_KEY' && /^\$\{[A-Z0-9_]+:-\}$/.test(String(services[service].environment![name])));
      expect({ service, optional }).toEqual({ service, optional: [] });
    }
  });

  it('gives every service a health check (the one-shot bucket maker excepted: it exits, and the app waits for its success)', () => {
    const oneShot = Object.entries(services).filter(([, service]) => service.restart === 'no').map(([name]) => name);
    expect(oneShot).toEqual(['minio-bucket']);
    expect(services.app.depends_on?.['minio-bucket']).toEqual({ condition: 'service_completed_successfully' });
    for (const [name, service] of Object.entries(services)) {
      if (oneShot.includes(name)) continue;
      expect({ name, test: service.healthcheck?.test, disabled: service.healthcheck?.disable ?? false }).toEqual({ name, test: expect.any(Array), disabled: false });
    }
    expect(JSON.stringify(services.app.healthcheck!.test)).toContain('/api/health/ready');
  });

  it('runs at least two app replicas, PgBouncer in transaction mode and the stack under a fixed project name', () => {
    expect(services.app.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(services.pgbouncer.environment?.POOL_MODE).toBe('transaction');
    expect(compose.name).toBe('kente-shop');
    expect(services.caddy.ports).toEqual(expect.arrayContaining(['80:80', '443:443', '443:443/udp']));
  });

  it('has Caddy proxy to every app replica, health-checked on /api/health/ready with Redis optional, for SHOP_DOMAIN', () => {
    expect(existsSync(CADDYFILE)).toBe(true);
    const caddyfile = readFileSync(CADDYFILE, 'utf8');
    expect(caddyfile).toMatch(/^\{\$SHOP_DOMAIN\} \{/m);
    expect(caddyfile).toMatch(/^\s*encode zstd gzip$/m);
    expect(caddyfile).toMatch(/^\s*reverse_proxy \{\$APP_UPSTREAMS\} \{/m);
    expect(caddyfile).toMatch(/^\s*health_uri \/api\/health\/ready\?redis=optional$/m);
    const replicas = services.app.deploy!.replicas!;
    const upstreams = services.caddy.environment!.APP_UPSTREAMS.split(/\s+/);
    expect(upstreams).toEqual(Array.from({ length: replicas }, (_, index) => `${compose.name}-app-${index + 1}:3000`));
    expect(services.caddy.volumes ?? []).toContain('./docker/Caddyfile:/etc/caddy/Caddyfile:ro');
  });

  it('is a valid compose file for Docker itself, where Docker Compose is installed', () => {
    const version = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8', timeout: 10_000 });
    if (version.status !== 0) {
      console.log('docker compose is not installed here: `docker compose config -q` skipped (the checks above still ran)');
      return;
    }
    const check = spawnSync('docker', ['compose', '-f', COMPOSE_FILE, 'config', '-q'], { cwd: ROOT, encoding: 'utf8', timeout: 30_000, env: { ...process.env, ...REQUIRED_SAMPLES } });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });
});
