/**
 * Makes sure an admin account exists (created, or promoted with the new password):
 *   npm run create-admin -- owner@example.com 'a long passphrase'
 * or with ADMIN_EMAIL and ADMIN_PASSWORD set. Uses the same DATABASE_URL / DATA_DIR as the shop;
 * on the embedded database the shop must be stopped first (PGlite is one process's database).
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/app-config';
import { scriptNotificationsConfig } from '../config/notifications-config';
import { scriptPaymentsConfig } from '../config/payments-config';
import { assertDataDirFree } from '../database/data-dir-lock';
import { PASSWORD_MIN_LENGTH, passwordWeakness } from '../modules/identity/domain/password-policy';
import { normaliseEmail } from '../modules/identity/domain/normalise-email';
import { IdentityService } from '../modules/identity/identity.service';
import { runScript, UsageError } from './script-runner';

/** Returns the line to print; throws UsageError, ConfigError or DataDirInUseError with a message for the operator. */
export async function createAdmin(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const [emailArg, passwordArg] = args;
  const config = loadConfig(env, { seedDemoCatalog: false, ensureAdminAtStart: false, trustProxy: 0, payments: scriptPaymentsConfig(), notifications: scriptNotificationsConfig('./data') });
  const email = emailArg ?? config.adminEmail;
  const password = passwordArg ?? config.adminPassword;
  if (!email || !password) throw new UsageError('Usage: create-admin <email> <password> (or set ADMIN_EMAIL and ADMIN_PASSWORD)');
  if (password.length < PASSWORD_MIN_LENGTH) throw new UsageError(`The password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  const weakness = passwordWeakness(password, email);
  if (weakness) throw new UsageError(`The password ${weakness}`);
  // Said plainly before Nest boots; the lock taken when the database opens is what guarantees it.
  if (!config.databaseUrl && !config.inMemoryDatabase) assertDataDirFree(config.dataDir);

  const context = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error'], abortOnError: false });
  try {
    const { created } = await context.get(IdentityService).ensureAdmin(email, password);
    return `${created ? 'Created' : 'Updated'} the admin account ${normaliseEmail(email)}`;
  } finally {
    await context.close();
  }
}

if (require.main === module) runScript(() => createAdmin(process.argv.slice(2), process.env));
