import { createTestApp, TestApp } from '../../test-support/test-app';
import { dataTables, dbFingerprint } from './db-fingerprint';

describe('the before-and-after database check', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('watches every table but the session stores', async () => {
    const tables = await dataTables(shop.dataSource);
    expect(tables).toEqual(expect.arrayContaining(['orders', 'payments', 'rider_assignments', 'webhook_events', 'delivery_zones']));
    expect(tables).not.toContain('sessions');
    expect(tables).not.toContain('supplier_sessions');
  });

  it('sees an insert, an update that sets the same value, and a delete, and nothing for reads or a rolled-back write', async () => {
    const settings = async () => (await shop.dataSource.query(`SELECT count(*)::int AS count FROM shop_settings`))[0].count;
    const start = await dbFingerprint(shop.dataSource);
    await settings();
    expect(await dbFingerprint(shop.dataSource)).toEqual(start);

    await shop.dataSource.query(`INSERT INTO support_requests ("firstName", "lastName", email, subject, message) VALUES ('Ama', 'Owusu', 'ama@example.com', 'Order Issue', 'Hello')`);
    const inserted = await dbFingerprint(shop.dataSource);
    expect(inserted.support_requests).not.toBe(start.support_requests);
    expect({ ...inserted, support_requests: start.support_requests }).toEqual(start);

    await shop.dataSource.query(`UPDATE support_requests SET message = message`);
    const updated = await dbFingerprint(shop.dataSource);
    expect(updated.support_requests).not.toBe(inserted.support_requests);

    await shop.dataSource
      .transaction(async (manager) => {
        await manager.query(`DELETE FROM support_requests`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await dbFingerprint(shop.dataSource)).toEqual(updated);

    await shop.dataSource.query(`DELETE FROM support_requests`);
    expect((await dbFingerprint(shop.dataSource)).support_requests).toBe(start.support_requests.replace(/:.*/, ':0'));
  });
});
