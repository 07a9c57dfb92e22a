import { Logger, LoggerService, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../app.module';
import { AppConfig } from '../config/app-config';
import { configureApp, mountApiDocs } from './configure-app';

/** Builds the whole shop (not yet listening): used by the server, the tests and the scripts. */
export async function createApp(
  config: AppConfig,
  options: { logger?: LoggerService | LogLevel[] | false; apiDocs?: boolean } = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: options.logger ?? new Logger(),
    bufferLogs: false,
    // Throw rather than process.exit(): main() reports and exits, and a test runner that shares the
    // process with a failing app lives on to report every other spec.
    abortOnError: false,
  });
  app.setGlobalPrefix('api');
  configureApp(app, config);
  if (options.apiDocs !== false) mountApiDocs(app);
  await app.init();
  return app;
}
