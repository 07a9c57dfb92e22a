import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../bootstrap/create-app';
import { loadConfig } from '../../config/app-config';
import { cloneTestDatabase } from '../../test-support/test-database';
import { testEnv } from '../../test-support/test-env';

// Two starts of the real shop (the embedded engine migrates a fresh DATA_DIR on the first).
jest.setTimeout(180_000);

const ADMIN = { email: 'owner@example.com', password: 'owner-passphrase' };
const SETTINGS = {
  phone: '030 291 4455',
  whatsapp: '+233 55 123 9876',
  email: 'care@kente.example',
  address: 'Kente & Co.\nOxford Street, Osu\nAccra',
  businessHours: 'Monday to Saturday: 8:00 – 20:00\nSunday: Closed',
  socialLinks: [{ name: 'Instagram', url: 'https://www.instagram.com/kente.example' }],
};
const SHIPPING = { title: 'Delivery', markdown: '## Fees\n\nStandard **₵30.00**, free from ₵200.00.' };

describe('the store settings and policy pages after a restart', () => {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  let storage: { env: Record<string, string>; remove: () => Promise<void> };

  beforeAll(async () => {
    if (postgresUrl) {
      const database = await cloneTestDatabase(postgresUrl);
      storage = { env: { DATABASE_URL: database.url }, remove: database.drop };
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), 'shop-settings-'));
      storage = { env: { DATA_DIR: dataDir }, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
    }
  });
  afterAll(() => storage.remove());

  /** The shop as `npm start` runs it on this engine, with SHOP_PHONE set for the first values. */
  const start = (env: Record<string, string> = {}) =>
    createApp(
      loadConfig(
        testEnv({ ...storage.env, ...env }),
        { databaseUrl: storage.env.DATABASE_URL ?? null, frontendDist: null, rateLimit: false, seedDemoCatalog: false, adminEmail: ADMIN.email, adminPassword: ADMIN.password },
      ),
      { logger: ['error'] },
    );

  const signIn = async (app: NestExpressApplication) => {
    const admin = request.agent(app.getHttpServer());
    await admin.post('/api/auth/login').send(ADMIN).expect(200);
    return admin;
  };

  it('keeps what staff saved, and a changed SHOP_PHONE does not overwrite it', async () => {
    const first = await start({ SHOP_PHONE: '+233 24 000 1111' });
    try {
      expect((await request(first.getHttpServer()).get('/api/settings').expect(200)).body.phone).toBe('+233 24 000 1111');
      const admin = await signIn(first);
      await admin.put('/api/admin/settings').send(SETTINGS).expect(200);
      await admin.put('/api/admin/pages/shipping').send(SHIPPING).expect(200);
    } finally {
      await first.close();
    }

    const second = await start({ SHOP_PHONE: '+233 24 999 9999' });
    try {
      const shopper = request(second.getHttpServer());
      expect((await shopper.get('/api/settings').expect(200)).body).toMatchObject(SETTINGS);
      expect((await shopper.get('/api/pages/shipping').expect(200)).body).toMatchObject({ ...SHIPPING, html: expect.stringContaining('<strong>₵30.00</strong>') });
      // The pages nobody edited are still the defaults.
      expect((await shopper.get('/api/pages/returns').expect(200)).body.markdown).toContain('14 days');
    } finally {
      await second.close();
    }
  });
});
