import { estimateDelivery, formatDeliveryEstimate, SPEC_ZONE_TERMS } from '@shop/rules';
import { checkoutBody, insertProduct } from '../../test-support/fixtures';
import { signedInShop } from '../../test-support/signed-in-shop';

const terms = (offered: boolean, price: string, minDays: number, maxDays: number, extra: { freeAbove?: string | null; cutoff?: string | null } = {}) => ({ offered, price, minDays, maxDays, freeAbove: null, cutoff: null, ...extra });

const ACCRA = {
  name: 'Greater Accra',
  regions: ['Greater Accra'],
  isDefault: false,
  payOnDelivery: true,
  options: { standard: terms(true, '25.00', 1, 2, { freeAbove: '150.00' }), 'next-day': terms(true, '50.00', 1, 1), 'same-day': terms(true, '80.00', 0, 0, { cutoff: '12:00' }) },
};
const REST_OF_GHANA = {
  name: 'Rest of Ghana',
  regions: [],
  isDefault: true,
  payOnDelivery: false,
  options: { standard: terms(true, '30.00', 3, 5, { freeAbove: '200.00' }), 'next-day': terms(false, '50.00', 1, 1), 'same-day': terms(false, '80.00', 0, 0) },
};
const PICKUP_POINT = { name: 'Osu showroom', address: 'Oxford Street, Osu, Accra', digitalAddress: 'ga 183 8164', openingHours: 'Mon–Sat 9:00–18:00', phone: '024 123 4567', isActive: true };

/** Only Date is faked: Nest, supertest and the database keep their timers. */
function fixClock(iso: string) {
  jest.useFakeTimers({ now: new Date(iso), doNotFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate', 'clearImmediate', 'hrtime', 'performance'] });
}

describe('delivery zones, pickup points and the options a region gets', () => {
  const given = signedInShop('admin', 'customer');
  afterEach(() => jest.useRealTimers());

  it("with no zone, every region gets SPEC's three types at SPEC's prices, and may pay on delivery", async () => {
    const response = await given.shop.agent().get('/api/delivery/options').query({ region: 'Upper West', subtotal: '120.00' }).expect(200);
    expect(response.body.choices.map((choice: { type: string; price: string }) => [choice.type, choice.price])).toEqual(
      expect.arrayContaining([
        ['standard', '30.00'],
        ['next-day', '50.00'],
      ]),
    );
    expect(response.body).toMatchObject({ region: 'Upper West', pickupPoints: [], payOnDelivery: true });
    const free = await given.shop.agent().get('/api/delivery/options').query({ region: 'Upper West', subtotal: '200.00' }).expect(200);
    expect(free.body.choices[0]).toMatchObject({ type: 'standard', price: '0.00', freeAbove: '200.00' });
  });

  it('answers 400 naming region for an unknown region or none, and subtotal for a malformed amount', async () => {
    const unknown = await given.shop.agent().get('/api/delivery/options').query({ region: 'Lagos' }).expect(400);
    expect(Object.keys(unknown.body.fields)).toEqual(['region']);
    await given.shop.agent().get('/api/delivery/options').expect(400);
    const amount = await given.shop.agent().get('/api/delivery/options').query({ region: 'Ashanti', subtotal: '1e3' }).expect(400);
    expect(Object.keys(amount.body.fields)).toEqual(['subtotal']);
  });

  it('keeps zones and pickup points to admins: 401 for visitors, 403 for customers', async () => {
    await given.shop.agent().get('/api/admin/delivery').expect(401);
    await given.customer.get('/api/admin/delivery').expect(403);
    await given.customer.post('/api/admin/delivery/zones').send(ACCRA).expect(403);
    await given.customer.post('/api/admin/delivery/pickup-points').send(PICKUP_POINT).expect(403);
  });

  it('refuses a bad zone with 400 naming each field, and stores nothing', async () => {
    const response = await given.admin
      .post('/api/admin/delivery/zones')
      .send({
        ...ACCRA,
        name: '',
        regions: ['Greater Accra', 'Lagos'],
        options: { ...ACCRA.options, standard: terms(true, '25.5.0', 3, 2), 'same-day': terms(true, '80.00', 1, 1, { cutoff: '25:00' }) },
      })
      .expect(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(['name', 'options.same-day.cutoff', 'options.standard.price', 'regions']);
    const rules = await given.admin
      .post('/api/admin/delivery/zones')
      .send({ ...ACCRA, regions: [], options: { ...ACCRA.options, standard: terms(true, '25.00', 3, 2), 'same-day': terms(true, '80.00', 1, 1), 'next-day': terms(true, '50.00', 1, 1, { cutoff: '12:00' }) } })
      .expect(400);
    expect(Object.keys(rules.body.fields).sort()).toEqual(['options.next-day.cutoff', 'options.same-day.minDays', 'options.standard.maxDays', 'regions']);
    expect((await given.admin.get('/api/admin/delivery').expect(200)).body.zones).toEqual([]);
  });

  describe('once zones are set', () => {
    let accraId: string;
    let pickupPointId: string;

    beforeAll(async () => {
      accraId = (await given.admin.post('/api/admin/delivery/zones').send(ACCRA).expect(201)).body.id;
      await given.admin.post('/api/admin/delivery/zones').send(REST_OF_GHANA).expect(201);
      pickupPointId = (await given.admin.post('/api/admin/delivery/pickup-points').send(PICKUP_POINT).expect(201)).body.id;
    });

    it('lists them for admins, amounts as strings, regions in the checkout order, the digital address normalised', async () => {
      const settings = (await given.admin.get('/api/admin/delivery').expect(200)).body;
      expect(settings.zones).toEqual([
        { id: accraId, ...ACCRA, options: { ...ACCRA.options, 'next-day': { ...ACCRA.options['next-day'] } } },
        expect.objectContaining({ name: 'Rest of Ghana', isDefault: true, regions: [] }),
      ]);
      expect(settings.pickupPoints).toEqual([{ id: pickupPointId, ...PICKUP_POINT, digitalAddress: 'GA-183-8164' }]);
      expect(settings.upcomingHolidays.length).toBeGreaterThan(8);
    });

    it('refuses a region already in another zone, and a second catch-all, with 409 naming the field', async () => {
      const clash = await given.admin.post('/api/admin/delivery/zones').send({ ...ACCRA, name: 'Accra and Central', regions: ['Central', 'Greater Accra'] }).expect(409);
      expect(clash.body).toMatchObject({ field: 'regions', regions: ['Greater Accra'], zone: 'Greater Accra' });
      const secondDefault = await given.admin.post('/api/admin/delivery/zones').send({ ...REST_OF_GHANA, name: 'Everywhere else' }).expect(409);
      expect(secondDefault.body).toMatchObject({ field: 'isDefault' });
      const sameName = await given.admin.post('/api/admin/delivery/zones').send({ ...ACCRA, name: 'greater accra', regions: ['Volta'] }).expect(409);
      expect(sameName.body.field).toBe('name');
      await given.admin.put('/api/admin/delivery/zones/6f1c2f4e-0000-4000-8000-000000000000').send(ACCRA).expect(404);
      expect((await given.admin.get('/api/admin/delivery').expect(200)).body.zones).toHaveLength(2);
    });

    it('a Tamale shopper (Northern, in no zone) gets the catch-all: standard only, and the pickup point', async () => {
      const response = await given.shop.agent().get('/api/delivery/options').query({ region: 'Northern', subtotal: '120.00' }).expect(200);
      expect(response.body.choices.map((choice: { type: string }) => choice.type)).toEqual(['standard', 'pickup']);
      expect(response.body.choices[1]).toMatchObject({ type: 'pickup', price: '0.00' });
      expect(response.body.pickupPoints).toEqual([expect.objectContaining({ id: pickupPointId, name: 'Osu showroom' })]);
      expect(response.body.payOnDelivery).toBe(false);
    });

    it('an Accra shopper before noon may choose same-day, today; from noon it is not offered', async () => {
      fixClock('2026-11-30T11:59:00Z'); // a Monday, Ghana time
      const morning = await given.shop.agent().get('/api/delivery/options').query({ region: 'Greater Accra', subtotal: '120.00' }).expect(200);
      expect(morning.body.choices.map((choice: { type: string }) => choice.type)).toEqual(['standard', 'next-day', 'same-day', 'pickup']);
      expect(morning.body.choices[2]).toMatchObject({ price: '80.00', estimate: { from: '2026-11-30', to: '2026-11-30', text: 'Mon 30 Nov' } });
      expect(morning.body.choices[0]).toMatchObject({ price: '25.00', freeAbove: '150.00', estimate: { from: '2026-12-01', to: '2026-12-02', text: 'Tue 1 Dec – Wed 2 Dec' } });
      expect(morning.body.payOnDelivery).toBe(true);
      fixClock('2026-11-30T12:00:00Z');
      const noon = await given.shop.agent().get('/api/delivery/options').query({ region: 'Greater Accra' }).expect(200);
      expect(noon.body.choices.map((choice: { type: string }) => choice.type)).toEqual(['standard', 'next-day', 'pickup']);
    });

    it('skips a day off staff set: next-day on the eve of an Eid arrives the day after it', async () => {
      await given.admin.put('/api/admin/delivery/holidays').send({ holidays: [{ day: '2027-03-10', name: 'Eid al-Fitr' }] }).expect(200);
      fixClock('2027-03-09T09:00:00Z');
      const response = await given.shop.agent().get('/api/delivery/options').query({ region: 'Greater Accra' }).expect(200);
      expect(response.body.choices.find((choice: { type: string }) => choice.type === 'next-day').estimate).toMatchObject({ from: '2027-03-11', to: '2027-03-11' });
      jest.useRealTimers();
      const twice = await given.admin.put('/api/admin/delivery/holidays').send({ holidays: [{ day: '2027-03-10', name: 'Eid' }, { day: '2027-03-10', name: 'Eid again' }] }).expect(400);
      expect(Object.keys(twice.body.fields)).toEqual(['holidays.1.day']);
      await given.admin.put('/api/admin/delivery/holidays').send({ holidays: [] }).expect(200);
    });

    it('reads "Brong Ahafo" as Bono, priced by the catch-all', async () => {
      const response = await given.shop.agent().get('/api/delivery/options').query({ region: 'Brong Ahafo', subtotal: '10.00' }).expect(200);
      expect(response.body.region).toBe('Bono');
      expect(response.body.choices[0]).toMatchObject({ type: 'standard', price: '30.00' });
    });

    describe('placing an order', () => {
      it('refuses with 409 naming deliveryType a type the region is not offered, and takes no stock', async () => {
        const product = await insertProduct(given.shop.dataSource, { price: '60.00', stock: 3 });
        // SPEC's body for next-day to Tamale: the catch-all offers standard only.
        const response = await given.shop.agent().post('/api/orders').send(checkoutBody('next-day-north', [{ productId: product.id, quantity: 1, price: '60.00' }], 'next-day')).expect(409);
        expect(response.body).toMatchObject({ field: 'deliveryType', deliveryType: 'next-day', offered: [{ type: 'standard', price: '30.00' }, { type: 'pickup', price: '0.00' }] });
        expect((await given.shop.agent().get(`/api/products/${product.id}`).expect(200)).body.stock).toBe(3);
      });

      it("refuses with 409 naming shipping a delivery price that is not the zone's, carrying the server's figure", async () => {
        const product = await insertProduct(given.shop.dataSource, { price: '60.00', stock: 3 });
        const body = { ...checkoutBody('accra-price', [{ productId: product.id, quantity: 1, price: '60.00' }]), shippingAddress: { address: '5 Oxford Street', city: 'Accra', region: 'Greater Accra', country: 'Ghana' } };
        // SPEC's 30.00 where Accra's zone charges 25.00.
        const response = await given.shop.agent().post('/api/orders').send(body).expect(409);
        expect(response.body).toMatchObject({ field: 'shipping', shipping: '25.00', totals: { subtotal: '60.00', shipping: '25.00', tax: '3.00', total: '88.00' } });
        const placed = await given.shop.agent().post('/api/orders').send({ ...body, shipping: '25.00', total: '88.00' }).expect(201);
        const expected = estimateDelivery({ ...SPEC_ZONE_TERMS.standard, minDays: 1, maxDays: 2 }, new Date())!;
        expect(placed.body).toMatchObject({ shipping: '25.00', deliveryType: 'standard', deliveryEstimate: { ...expected, text: formatDeliveryEstimate(expected) }, pickupPoint: null });
      });

      it('keeps SPEC bodies working where the zone offers the type at that price', async () => {
        const product = await insertProduct(given.shop.dataSource, { price: '60.00', stock: 3 });
        await given.shop.agent().post('/api/orders').send(checkoutBody('spec-north', [{ productId: product.id, quantity: 1, price: '60.00' }])).expect(201);
      });

      it('collects from a pickup point for free: the order, tracking and admin drawer keep the point as it was', async () => {
        const product = await insertProduct(given.shop.dataSource, { price: '60.00', stock: 3 });
        const spec = checkoutBody('pickup', [{ productId: product.id, quantity: 1, price: '60.00' }]);
        const body = { ...spec, deliveryType: 'pickup', pickupPointId, shipping: '0.00', total: '63.00' };
        await given.shop.agent().post('/api/orders').send({ ...body, pickupPointId: undefined }).expect(400);
        await given.shop.agent().post('/api/orders').send({ ...body, pickupPointId: '6f1c2f4e-0000-4000-8000-000000000000' }).expect(409);
        const placed = await given.shop.agent().post('/api/orders').send(body).expect(201);
        expect(placed.body).toMatchObject({ deliveryType: 'pickup', shipping: '0.00', total: '63.00', pickupPoint: { name: 'Osu showroom', digitalAddress: 'GA-183-8164', phone: '024 123 4567' } });
        // The point renamed later: the order still says where the parcel went.
        await given.admin.put(`/api/admin/delivery/pickup-points/${pickupPointId}`).send({ ...PICKUP_POINT, name: 'Osu showroom (moved)' }).expect(200);
        const tracked = await given.shop.agent().get(`/api/orders/track/${placed.body.orderNumber}`).expect(200);
        expect(tracked.body.pickupPoint.name).toBe('Osu showroom');
        expect(tracked.body.deliveryEstimate).toEqual(placed.body.deliveryEstimate);
        const admin = await given.admin.get('/api/admin/orders').expect(200);
        expect(admin.body.find((order: { id: string }) => order.id === placed.body.id).pickupPoint.name).toBe('Osu showroom');
        // A closed point is offered no more.
        await given.admin.put(`/api/admin/delivery/pickup-points/${pickupPointId}`).send({ ...PICKUP_POINT, isActive: false }).expect(200);
        await given.shop.agent().post('/api/orders').send({ ...body, sessionId: 'pickup-closed' }).expect(409);
        await given.admin.put(`/api/admin/delivery/pickup-points/${pickupPointId}`).send(PICKUP_POINT).expect(200);
      });
    });

    it('deleting a zone frees its regions: Accra falls to the catch-all', async () => {
      await given.admin.delete(`/api/admin/delivery/zones/${accraId}`).expect(204);
      await given.admin.delete(`/api/admin/delivery/zones/${accraId}`).expect(404);
      const response = await given.shop.agent().get('/api/delivery/options').query({ region: 'Greater Accra' }).expect(200);
      expect(response.body.choices.map((choice: { type: string }) => choice.type)).toEqual(['standard', 'pickup']);
    });
  });
});
