import type { AddressInfo } from 'node:net';
import type { Agent } from 'supertest';
import { FakePaystack, startFakePaystack } from './fake-paystack';
import { signedInBrowser } from './fixtures';
import { createTestApp, TestApp } from './test-app';
import { cloneTestDatabase, postgresTestUrl } from './test-database';

/**
 * Two instances of the shop on one fresh PostgreSQL database, as behind a load balancer: started
 * before the describe's own beforeAll hooks that follow the call, closed and dropped after it.
 */
export function twoInstancesOnOnePostgres(): { readonly shops: TestApp[] } {
  const instances = { shops: [] as TestApp[] };
  let database: { url: string; drop: () => Promise<void> } | undefined;
  beforeAll(async () => {
    database = await cloneTestDatabase(postgresTestUrl());
    instances.shops = [await createTestApp({ databaseUrl: database.url }), await createTestApp({ databaseUrl: database.url })];
  });
  afterAll(async () => {
    for (const shop of instances.shops) await shop.close();
    await database?.drop();
  });
  return instances;
}

/**
 * The same, both instances paying through one fake Paystack whose webhooks go to the first, and an
 * admin signed in on each: for money moved by two instances at once (payouts, refunds).
 */
export function twoInstancesWithPaystack(): { readonly shops: TestApp[]; readonly admins: Agent[]; readonly fake: FakePaystack } {
  const instances = { shops: [] as TestApp[], admins: [] as Agent[], fake: undefined as unknown as FakePaystack };
  let database: { url: string; drop: () => Promise<void> } | undefined;
  beforeAll(async () => {
    database = await cloneTestDatabase(postgresTestUrl());
    instances.fake = await startFakePaystack();
    const payments = instances.fake.paymentsConfig();
    instances.shops = [await createTestApp({ databaseUrl: database.url, payments }), await createTestApp({ databaseUrl: database.url, payments })];
    await instances.shops[0].app.listen(0, '127.0.0.1');
    instances.fake.webhookTarget = `http://127.0.0.1:${(instances.shops[0].app.getHttpServer().address() as AddressInfo).port}/api/payments/paystack/webhook`;
    instances.admins = [await signedInBrowser(instances.shops[0], 'admin'), await signedInBrowser(instances.shops[1], 'admin')];
  });
  afterAll(async () => {
    for (const shop of instances.shops) await shop.close();
    await instances.fake?.close();
    await database?.drop();
  });
  return instances;
}
