import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from '../bootstrap/create-app';
import { loadConfig } from '../config/app-config';
import { Product } from '../modules/catalog/domain/product.entity';
import { SupportRequest } from '../modules/support/domain/support-request.entity';

describe('the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-persist-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const start = () =>
    createApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }, { databaseUrl: null, frontendDist: null, rateLimit: false, adminEmail: 'owner@example.com', adminPassword: 'owner-passphrase' }), {
      logger: ['error'],
    });

  it('keeps the catalog, orders and messages in DATA_DIR across a restart, seeding only once', async () => {
    const first = await start();
    const products = await first.get(DataSource).getRepository(Product).count();
    expect(products).toBeGreaterThanOrEqual(24);
    await first.get(DataSource).getRepository(SupportRequest).save({ firstName: 'Adwoa', lastName: 'K', email: 'adwoa@example.com', subject: 'General Inquiry', message: 'Still here after a restart?' });
    await first.close();

    const second = await start();
    try {
      expect(await second.get(DataSource).getRepository(Product).count()).toBe(products);
      expect(await second.get(DataSource).getRepository(SupportRequest).countBy({ email: 'adwoa@example.com' })).toBe(1);
    } finally {
      await second.close();
    }
  });
});
