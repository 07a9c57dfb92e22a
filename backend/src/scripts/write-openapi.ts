/**
 * Writes openapi/openapi.json from the Swagger decorators (sorted keys, operationId = method name).
 * `--check` writes nothing and exits 1 when the committed file differs: the spec is an artefact.
 */
import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument, sortKeys } from '../bootstrap/openapi';
import { createApp } from '../bootstrap/create-app';
import { loadConfig } from '../config/app-config';
import { scriptNotificationsConfig } from '../config/notifications-config';
import { scriptPaymentsConfig } from '../config/payments-config';

export const OPENAPI_FILE = join(__dirname, '..', '..', '..', 'openapi', 'openapi.json');

export async function renderOpenApi(): Promise<string> {
  const config = loadConfig({}, { inMemoryDatabase: true, seedDemoCatalog: false, frontendDist: null, rateLimit: false, payments: scriptPaymentsConfig(), notifications: scriptNotificationsConfig('./data') });
  const app = await createApp(config, { logger: false, apiDocs: false });
  try {
    return JSON.stringify(sortKeys(buildOpenApiDocument(app)), null, 2) + '\n';
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const rendered = await renderOpenApi();
  if (process.argv.includes('--check')) {
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    if (committed !== rendered) {
      console.error('openapi/openapi.json is stale: run `npm run openapi` and commit the result.');
      process.exit(1);
    }
    console.log('openapi/openapi.json is up to date.');
    return;
  }
  writeFileSync(OPENAPI_FILE, rendered);
  console.log(`Wrote ${OPENAPI_FILE}`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
