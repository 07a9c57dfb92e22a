import { DynamicModule, Global, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream, Logger as PinoLogger } from 'pino';
import type { LogLevelName } from '../../config/app-config';
import { createRootLogger } from './log-options';

export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/**
 * nestjs-pino behind every `new Logger(...)` of @nestjs/common once the app calls
 * `useLogger(app.get(Logger))`. Its own middleware would run only in front of Nest's routes, after
 * the app's express middlewares; so `configureApp` installs pino-http first of all (every request
 * gets its id, pages and refusals included) and nestjs-pino reuses that request logger (`useExisting`).
 */
@Global()
@Module({})
export class LoggingModule {
  static forRoot(level: LogLevelName, destination?: DestinationStream): DynamicModule {
    const root = createRootLogger(level, destination);
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot({ pinoHttp: { logger: root }, useExisting: true })],
      providers: [{ provide: ROOT_LOGGER, useValue: root }],
      exports: [ROOT_LOGGER],
    };
  }
}

export type { PinoLogger };
