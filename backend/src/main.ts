import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap/create-app';
import { closeGracefullyOnSignal } from './bootstrap/graceful-shutdown';
import { ConfigError, loadConfig } from './config/app-config';
import { assertDataDirFree, DataDirInUseError } from './database/data-dir-lock';

async function main(): Promise<void> {
  const config = loadConfig();
  // Said plainly before Nest boots; the lock taken when the database opens is what guarantees it.
  if (!config.databaseUrl) assertDataDirFree(config.dataDir);
  const app = await createApp(config, { shutdownHooks: false });
  closeGracefullyOnSignal(app);
  await app.listen(config.port, config.host);
  const engine = config.databaseUrl ? `PostgreSQL${config.databaseReplicaUrl ? ' with a read replica' : ''}` : `embedded PGlite in ${config.dataDir}`;
  Logger.log(`Shop listening on http://localhost:${config.port} (database: ${engine})`, 'Main');
  if (!config.frontendDist) Logger.warn('The storefront is not built: run `npm run build` for the web pages', 'Main');
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof DataDirInUseError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
