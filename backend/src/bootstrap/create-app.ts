import { Logger, LoggerService, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { AppModule } from '../app.module';
import { AppConfig } from '../config/app-config';
import { configureApp, mountApiDocs } from './configure-app';

/** Builds the whole shop (not yet listening): used by the server, the tests and the scripts. */
export async function createApp(
  config: AppConfig,
  /** shutdownHooks: false when the caller handles the signals itself (the server: closeGracefullyOnSignal). */
  options: { logger?: LoggerService | LogLevel[] | false; apiDocs?: boolean; shutdownHooks?: boolean } = {},
): Promise<NestExpressApplication> {
  // One spelling per route: /API/auth/login would route to the same handler while every check that
  // reads the path (sessions, cross-site, body limits) saw another path, so it answers 404.
  const server = express().enable('case sensitive routing');
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), new ExpressAdapter(server), {
    bodyParser: false,
    logger: options.logger ?? new Logger(),
    bufferLogs: false,
    // Throw rather than process.exit(): main() reports and exits, and a test runner that shares the
    // process with a failing app lives on to report every other spec.
    abortOnError: false,
  });
  app.setGlobalPrefix('api');
  configureApp(app, config);
  if (options.shutdownHooks !== false) app.enableShutdownHooks();
  if (options.apiDocs !== false) mountApiDocs(app);
  await app.init();
  return app;
}
