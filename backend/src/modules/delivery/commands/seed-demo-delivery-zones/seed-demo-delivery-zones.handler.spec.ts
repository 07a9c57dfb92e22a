import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { SeedDemoDeliveryZonesCommand } from './seed-demo-delivery-zones.command';
import { SeedDemoDeliveryZonesHandler } from './seed-demo-delivery-zones.handler';

describe('the demo delivery zones', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const count = async (table: string) => (await shop.dataSource.query(`SELECT count(*)::int AS count FROM ${table}`))[0].count;

  it('are seeded once, and zones the owner deleted (SPEC prices everywhere) stay deleted', async () => {
    const seeder = shop.app.get(SeedDemoDeliveryZonesHandler);
    expect(await seeder.execute(new SeedDemoDeliveryZonesCommand())).toBe(true);
    expect(await count('delivery_zones')).toBe(3);
    expect(await count('pickup_points')).toBeGreaterThan(0);
    expect(await seeder.execute(new SeedDemoDeliveryZonesCommand())).toBe(false);

    await shop.dataSource.query('DELETE FROM delivery_zone_regions');
    await shop.dataSource.query('DELETE FROM delivery_zones');
    await shop.dataSource.query('DELETE FROM pickup_points');
    expect(await seeder.execute(new SeedDemoDeliveryZonesCommand())).toBe(false);
    expect([await count('delivery_zones'), await count('pickup_points')]).toEqual([0, 0]);
  });
});
