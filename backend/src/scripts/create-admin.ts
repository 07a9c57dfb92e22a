/**
 * Makes sure an admin account exists (created, or promoted with the new password):
 *   npm run create-admin -- owner@example.com 'a long passphrase'
 * or with ADMIN_EMAIL and ADMIN_PASSWORD set. Uses the same DATABASE_URL / DATA_DIR as the shop.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/app-config';
import { IdentityService } from '../modules/identity/identity.service';

async function main(): Promise<void> {
  const [emailArg, passwordArg] = process.argv.slice(2);
  const config = loadConfig(process.env, { seedDemoCatalog: false });
  const email = emailArg ?? config.adminEmail;
  const password = passwordArg ?? config.adminPassword;
  if (!email || !password) throw new Error('Usage: create-admin <email> <password> (or set ADMIN_EMAIL and ADMIN_PASSWORD)');
  if (password.length < 8) throw new Error('The password must be at least 8 characters');
  // Only this script's own account: the start-up admin hook must not act on ADMIN_* here.
  const context = await NestFactory.createApplicationContext(AppModule.forRoot({ ...config, adminEmail: null, adminPassword: null, inMemoryDatabase: config.inMemoryDatabase }), {
    logger: ['error'],
  });
  try {
    const { created } = await context.get(IdentityService).ensureAdmin(email, password);
    console.log(`${created ? 'Created' : 'Updated'} the admin account ${email.trim().toLowerCase()}`);
  } finally {
    await context.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
