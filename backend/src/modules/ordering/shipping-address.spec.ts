import { checkoutBody, insertProduct } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { Order } from './domain/order.entity';

describe('an address a rider can find', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const orderCount = () => shop.dataSource.getRepository(Order).count();

  async function checkout(sessionId: string, shippingAddress: Record<string, unknown>, status: number) {
    const product = await insertProduct(shop.dataSource, { price: '40.00', stock: 5 });
    const body = checkoutBody(sessionId, [{ productId: product.id, quantity: 1, price: '40.00' }]);
    return shop.agent().post('/api/orders').send({ ...body, shippingAddress: { ...body.shippingAddress, ...shippingAddress } }).expect(status);
  }

  it('keeps the digital address (upper case, with dashes), the landmark and the pin, and tracking shows them', async () => {
    const placed = await checkout('address-full', {
      region: 'Greater Accra',
      digitalAddress: 'ga1838164',
      landmark: '  opposite Star Oil, Kasoa toll booth ',
      lat: 5.6037,
      lng: -0.187,
    }, 201);

    const address = { digitalAddress: 'GA-183-8164', landmark: 'opposite Star Oil, Kasoa toll booth', lat: 5.6037, lng: -0.187 };
    expect(placed.body.shippingAddress).toMatchObject({ region: 'Greater Accra', ...address });
    const stored = await shop.dataSource.getRepository(Order).findOneByOrFail({ orderNumber: placed.body.orderNumber });
    expect(stored.shippingAddress).toEqual({ address: '12 Bank Road, Tamale', city: 'Tamale', region: 'Greater Accra', country: 'Ghana', ...address });
    const tracked = await shop.agent().get(`/api/orders/track/${placed.body.orderNumber}`).expect(200);
    expect(tracked.body.shippingAddress).toMatchObject(address);
  });

  it('takes an address without them, as older clients send it, and answers null for each', async () => {
    const placed = await checkout('address-plain', {}, 201);
    expect(placed.body.shippingAddress).toEqual({
      address: '12 Bank Road, Tamale',
      city: 'Tamale',
      region: 'Northern',
      country: 'Ghana',
      digitalAddress: null,
      landmark: null,
      lat: null,
      lng: null,
    });
  });

  it.each([['Bono'], ['Bono East'], ['Ahafo'], ['Savannah'], ['North East'], ['Oti'], ['Western North']])('takes the region %p', async (region) => {
    const placed = await checkout(`region-${region.replace(/ /g, '-')}`, { region }, 201);
    expect(placed.body.shippingAddress.region).toBe(region);
  });

  it('takes Brong Ahafo from an older client and stores it as Bono', async () => {
    const placed = await checkout('region-brong-ahafo', { region: 'Brong Ahafo' }, 201);
    const stored = await shop.dataSource.getRepository(Order).findOneByOrFail({ orderNumber: placed.body.orderNumber });
    expect(stored.shippingAddress.region).toBe('Bono');
  });

  it.each([
    [{ digitalAddress: 'GA-18-8164' }, 'shippingAddress.digitalAddress'],
    [{ digitalAddress: 'Kasoa' }, 'shippingAddress.digitalAddress'],
    [{ digitalAddress: 1838164 }, 'shippingAddress.digitalAddress'],
    [{ landmark: ' x ' }, 'shippingAddress.landmark'],
    [{ landmark: 'x'.repeat(121) }, 'shippingAddress.landmark'],
    [{ landmark: 'by the\nmarket' }, 'shippingAddress.landmark'],
    [{ lat: 51.5, lng: -0.12 }, 'shippingAddress.lat'],
    [{ lat: 5.6, lng: 2.4 }, 'shippingAddress.lng'],
    [{ lat: 5.6 }, 'shippingAddress.lng'],
    [{ lng: -0.187 }, 'shippingAddress.lat'],
    [{ lat: '5.6', lng: -0.187 }, 'shippingAddress.lat'],
    [{ region: 'Brong-Ahafo' }, 'shippingAddress.region'],
  ])('refuses %j with 400 naming %p, and places nothing', async (change, field) => {
    const before = await orderCount();
    const response = await checkout('address-bad', change, 400);
    expect(Object.keys(response.body.fields)).toContain(field);
    expect(await orderCount()).toBe(before);
  });
});
