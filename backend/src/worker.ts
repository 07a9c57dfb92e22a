import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { ConfigError, loadConfig, workerConfig } from './config/app-config';

/**
 * `npm run worker`: the shop's scheduled work in its own process, serving no HTTP: the outbox and
 * webhook relays, the payment, refund and payout reconciliations, the sweeps and reminders. The web
 * processes then run with JOBS=off (ADR 074; OUTBOX_RELAY=off and WEBHOOK_RELAY=off still take the
 * relays alone). Several workers (and web processes) may share one PostgreSQL: rows are claimed with
 * FOR UPDATE SKIP LOCKED, so none is sent twice, and every other job is safe on several instances.
 */
async function main(): Promise<void> {
  // Serves no HTTP: nothing stands in front of it.
  const loaded = loadConfig(process.env, { trustProxy: 0 });
  if (!loaded.databaseUrl) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL (PostgreSQL): the embedded database in DATA_DIR is locked to one process, which sends the messages itself',
    );
  }
  // Whatever JOBS and the relay switches say (a shared .env may say off for the web instances), the worker runs them all.
  const config = workerConfig(loaded);
  // JSON lines at LOG_LEVEL like the web processes; Nest's start-up lines wait for pino.
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(PinoNestLogger));
  app.enableShutdownHooks();
  Logger.log('Worker running the scheduled jobs and relays (database: PostgreSQL)', 'Worker');
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
