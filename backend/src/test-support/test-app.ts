import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { DestinationStream } from 'pino';
import { DataSource } from 'typeorm';
import { createApp } from '../bootstrap/create-app';
import { AppConfig, loadConfig } from '../config/app-config';
import { cloneTestDatabase } from './test-database';
import { testEnv } from './test-env';

export interface TestApp {
  app: NestExpressApplication;
  dataSource: DataSource;
  /** A new client with its own cookie jar, like a separate browser. */
  agent: () => request.Agent;
  engine: 'postgres' | 'pglite';
  close: () => Promise<void>;
}

/**
 * Boots the real shop against a real, empty, migrated database: a clone of the template on
 * PostgreSQL when TEST_DATABASE_URL is set, otherwise an in-memory PGlite loaded from the template's
 * tarball. A `databaseUrl` override boots it on that database instead (a second instance of the
 * shop on one PostgreSQL), which its caller owns and drops.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}, options: { logDestination?: DestinationStream } = {}): Promise<TestApp> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const database = baseUrl && !overrides.databaseUrl ? await cloneTestDatabase(baseUrl) : null;
  const config = loadConfig(
    testEnv(),
    {
      databaseUrl: database?.url ?? null,
      inMemoryDatabase: true,
      seedDemoCatalog: false,
      frontendDist: null,
      rateLimit: false,
      ...overrides,
    },
  );
  // Messages stay in the outbox unless a spec asks for a relay: a background send would change rows
  // (orders' notificationsSent) under specs that compare the database before and after a call.
  if (!overrides.notifications) config.notifications = { ...config.notifications, relayInProcess: false, mailDir: join(mkdtempSync(join(tmpdir(), 'shop-mail-')), 'mail') };
  // Webhooks likewise wait in their outbox unless a spec runs or starts the relay.
  if (!overrides.webhooks) config.webhooks = { ...config.webhooks, relayInProcess: false };
  // Photos go to a folder of the test's own, never the working copy's ./data.
  if (!overrides.media) config.media = { ...config.media, dir: mkdtempSync(join(tmpdir(), 'shop-media-')) };
  // Errors only, as a quiet test run wants, unless the spec asks for a level (one reading the log lines).
  const app = await createApp(config, { logger: overrides.logLevel ? undefined : ['error'], logDestination: options.logDestination });
  const server = app.getHttpServer();
  return {
    app,
    dataSource: app.get(DataSource),
    agent: () => request.agent(server),
    engine: config.databaseUrl ? 'postgres' : 'pglite',
    close: async () => {
      await app.close();
      await database?.drop();
    },
  };
}
