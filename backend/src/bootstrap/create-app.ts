import { LogLevel, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from '../app.module';
import { AppConfig, LogLevelName } from '../config/app-config';
import { configureApp, mountApiDocs } from './configure-app';

/** Builds the whole shop (not yet listening): used by the server, the tests and the scripts. */
export async function createApp(
  config: AppConfig,
  options: {
    /** Nest's level list (tests and scripts ask for `['error']`, or false for none); unset: LOG_LEVEL. */
    logger?: LogLevel[] | false;
    apiDocs?: boolean;
    logDestination?: DestinationStream;
    /** false when the caller handles the signals itself (the server: closeGracefullyOnSignal). */
    shutdownHooks?: boolean;
  } = {},
): Promise<NestExpressApplication> {
  // One spelling per route: /API/auth/login would route to the same handler while every check that
  // reads the path (sessions, cross-site, body limits) saw another path, so it answers 404.
  const server = express().enable('case sensitive routing');
  const logLevel = options.logger === undefined ? config.logLevel : pinoLevelFor(options.logger);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({ ...config, logLevel }, { logDestination: options.logDestination }),
    new ExpressAdapter(server),
    {
      bodyParser: false,
      // Nest's start-up lines wait for pino (below) so that they are JSON too.
      bufferLogs: true,
      // Throw rather than process.exit(): main() reports and exits, and a test runner that shares the
      // process with a failing app lives on to report every other spec.
      abortOnError: false,
    },
  );
  // Every `new Logger(...)` of @nestjs/common now writes through pino (ADR 073). Nest would flush the
  // buffer only in listen(), which tests never call: till then every line would pile up in memory.
  app.useLogger(app.get(Logger));
  app.flushLogs();
  // Prometheus scrapes /metrics, its usual path, outside the API.
  app.setGlobalPrefix('api', { exclude: [{ path: 'metrics', method: RequestMethod.GET }] });
  configureApp(app, config);
  if (options.shutdownHooks !== false) app.enableShutdownHooks();
  if (options.apiDocs !== false) mountApiDocs(app);
  await app.init();
  return app;
}

/** Nest's list of levels as pino's threshold: the least severe one listed. */
export function pinoLevelFor(levels: LogLevel[] | false): LogLevelName {
  if (levels === false) return 'silent';
  const fromLeastSevere: [LogLevel, LogLevelName][] = [
    ['verbose', 'trace'],
    ['debug', 'debug'],
    ['log', 'info'],
    ['warn', 'warn'],
    ['error', 'error'],
    ['fatal', 'fatal'],
  ];
  return fromLeastSevere.find(([nest]) => levels.includes(nest))?.[1] ?? 'silent';
}
