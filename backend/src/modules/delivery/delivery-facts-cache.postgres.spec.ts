import type { Agent } from 'supertest';
import { checkoutBody, insertProduct, signedInBrowser } from '../../test-support/fixtures';
import { eventually } from '../../test-support/eventually';
import type { TestApp } from '../../test-support/test-app';
import { twoInstancesOnOnePostgres } from '../../test-support/two-instances';

jest.setTimeout(120_000);

const terms = (offered: boolean, price: string, days = 1) => ({ offered, price, minDays: days, maxDays: days, freeAbove: null, cutoff: null });
const accraZone = (standardPrice: string) => ({
  name: 'Greater Accra',
  regions: ['Greater Accra'],
  isDefault: false,
  payOnDelivery: true,
  options: { standard: terms(true, standardPrice), 'next-day': terms(false, '50.00'), 'same-day': terms(false, '80.00', 0) },
});
const ACCRA_ADDRESS = { address: '5 Oxford Street', city: 'Accra', region: 'Greater Accra', country: 'Ghana' };

/**
 * The delivery zones and the store settings are kept in each instance's memory (ADR 015, issue 38):
 * a change staff save on one instance is what the other prices and shows as soon as it hears of it,
 * never the copy it read before.
 */
describe('delivery zones and store settings kept in memory on two instances sharing PostgreSQL', () => {
  const instances = twoInstancesOnOnePostgres();
  let shops: TestApp[];
  let admin: Agent;

  beforeAll(async () => {
    shops = instances.shops;
    admin = await signedInBrowser(shops[0], 'admin');
  });

  const standardPriceOn = async (shop: TestApp) => {
    const response = await shop.agent().get('/api/delivery/options').query({ region: 'Greater Accra', subtotal: '60.00' }).expect(200);
    return response.body.choices.find((choice: { type: string }) => choice.type === 'standard')?.price as string;
  };
  /**
   * The writer is answered once the notification is sent; the other instance hears it a moment
   * later. Two seconds, never the backstop's minutes (NOTIFIED_CACHE_BACKSTOP_MS).
   */
  const heardOn = <T>(read: () => Promise<T>, accept: (value: T) => boolean) => eventually(read, accept, 2000);

  it("prices every checkout on the other instance by the zone as staff last saved it", async () => {
    const zoneId: string = (await admin.post('/api/admin/delivery/zones').send(accraZone('25.00')).expect(201)).body.id;
    // Both instances have read (and kept) the zone at 25.00.
    expect([await standardPriceOn(shops[0]), await standardPriceOn(shops[1])]).toEqual(['25.00', '25.00']);

    await admin.put(`/api/admin/delivery/zones/${zoneId}`).send(accraZone('27.50')).expect(200);
    expect(await heardOn(() => standardPriceOn(shops[1]), (price) => price === '27.50')).toBe('27.50');

    // An order on the other instance at the old price is refused with the new one, then placed at it.
    const product = await insertProduct(shops[0].dataSource, { price: '60.00', stock: 3 });
    const body = { ...checkoutBody('zone-changed', [{ productId: product.id, quantity: 1, price: '60.00' }]), shippingAddress: ACCRA_ADDRESS, shipping: '25.00', total: '88.00' };
    const refused = await shops[1].agent().post('/api/orders').send(body).expect(409);
    expect(refused.body).toMatchObject({ field: 'shipping', shipping: '27.50' });
    await shops[1].agent().post('/api/orders').send({ ...body, shipping: '27.50', total: '90.50' }).expect(201);

    // A deleted zone: its region falls back to SPEC's prices on both instances.
    await admin.delete(`/api/admin/delivery/zones/${zoneId}`).expect(204);
    expect(await heardOn(() => standardPriceOn(shops[1]), (price) => price === '30.00')).toBe('30.00');
  });

  it("shows the store settings as staff last saved them on the other instance", async () => {
    const before = (await shops[1].agent().get('/api/settings').expect(200)).body;
    const changed = { phone: '030 277 1234', whatsapp: before.whatsapp, email: 'help@kente-and-co.example', address: before.address, businessHours: before.businessHours, socialLinks: before.socialLinks };
    await admin.put('/api/admin/settings').send(changed).expect(200);
    const after = await heardOn(async () => (await shops[1].agent().get('/api/settings').expect(200)).body, (shown) => shown.email === changed.email);
    expect(after).toMatchObject({ email: 'help@kente-and-co.example' });
    expect(after.phone).not.toBe(before.phone);
  });
});
