import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { ConfigError, loadConfig } from './config/app-config';

/**
 * `npm run worker`: the outbox relay and the webhook relay in their own process, serving no HTTP;
 * the web processes then run with OUTBOX_RELAY=off and WEBHOOK_RELAY=off. Several workers (and web processes) may share one PostgreSQL: rows
 * are claimed with FOR UPDATE SKIP LOCKED, so none is sent twice.
 */
async function main(): Promise<void> {
  // Serves no HTTP: nothing stands in front of it.
  const loaded = loadConfig(process.env, { trustProxy: 0 });
  if (!loaded.databaseUrl) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL (PostgreSQL): the embedded database in DATA_DIR is locked to one process, which sends the messages itself',
    );
  }
  const config = { ...loaded, notifications: { ...loaded.notifications, relayInProcess: true }, webhooks: { ...loaded.webhooks, relayInProcess: true } };
  // JSON lines at LOG_LEVEL like the web processes; Nest's start-up lines wait for pino.
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(PinoNestLogger));
  app.enableShutdownHooks();
  Logger.log('Outbox relay worker running (database: PostgreSQL)', 'Worker');
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
