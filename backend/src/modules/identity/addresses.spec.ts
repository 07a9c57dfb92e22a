import type { Agent } from 'supertest';
import { checkoutBody, insertProduct, signedInBrowser } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';

const HOME = { label: 'Home', address: '12 Bank Road', city: 'Tamale', region: 'Northern', country: 'Ghana', digitalAddress: 'nt-123-4567', landmark: 'opposite the Total filling station', lat: 9.4, lng: -0.85 };
const address = (n: number) => ({ address: `${n} Ring Road`, city: 'Accra', region: 'Greater Accra', country: 'Ghana', landmark: `near house ${n}` });

describe('saved addresses', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const list = async (browser: Agent) => (await browser.get('/api/account/addresses').expect(200)).body as { id: string; isDefault: boolean; address: string; label: string | null }[];
  const defaults = async (browser: Agent) => (await list(browser)).filter((saved) => saved.isDefault).map((saved) => saved.address);

  it('are only for a signed-in customer: every route answers 401 to a guest', async () => {
    const guest = shop.agent();
    const id = '00000000-0000-4000-8000-000000000000';
    await guest.get('/api/account/addresses').expect(401);
    await guest.post('/api/account/addresses').send(address(1)).expect(401);
    await guest.put(`/api/account/addresses/${id}`).send(address(1)).expect(401);
    await guest.delete(`/api/account/addresses/${id}`).expect(401);
    await guest.put(`/api/account/addresses/${id}/default`).expect(401);
  });

  it('keeps the checkout’s fields, the digital address in its stored form, and makes the first one the default', async () => {
    const customer = await signedInBrowser(shop, 'customer');
    const created = await customer.post('/api/account/addresses').send(HOME).expect(201);
    expect(created.body).toEqual({ id: expect.any(String), ...HOME, digitalAddress: 'NT-123-4567', isDefault: true });
    expect(await list(customer)).toEqual([created.body]);
  });

  it('refuses malformed fields with 400 naming each one, the same rules as checkout', async () => {
    const customer = await signedInBrowser(shop, 'customer');
    const response = await customer.post('/api/account/addresses').send({ address: 'x', city: 'Accra', region: 'Gotham', country: 'Ghana', digitalAddress: 'not a code', lat: 51.5, lng: -0.1, label: '' }).expect(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(['address', 'digitalAddress', 'label', 'lat', 'region']);
    const extra = await customer.post('/api/account/addresses').send({ ...address(1), userId: 'someone else' }).expect(400);
    expect(Object.keys(extra.body.fields)).toEqual(['userId']);
    expect(await list(customer)).toEqual([]);
  });

  it('keeps at most five: a sixth answers 409 saying so, and nothing is added', async () => {
    const customer = await signedInBrowser(shop, 'customer');
    for (let n = 1; n <= 5; n += 1) await customer.post('/api/account/addresses').send(address(n)).expect(201);
    const sixth = await customer.post('/api/account/addresses').send(address(6)).expect(409);
    expect(sixth.body.message).toBe('You can keep up to 5 addresses. Delete one you no longer use to add another.');
    expect(await list(customer)).toHaveLength(5);
  });

  it('never shows, changes or deletes another customer’s address: 404 as for none', async () => {
    const owner = await signedInBrowser(shop, 'customer');
    const other = await signedInBrowser(shop, 'customer');
    const { id } = (await owner.post('/api/account/addresses').send(HOME).expect(201)).body;
    expect(await list(other)).toEqual([]);
    const answers = [await other.put(`/api/account/addresses/${id}`).send(address(1)), await other.delete(`/api/account/addresses/${id}`), await other.put(`/api/account/addresses/${id}/default`)];
    for (const answer of answers) expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 404, message: 'Address not found' });
    expect((await list(owner))[0]).toMatchObject({ id, address: HOME.address, isDefault: true });
    await other.delete('/api/account/addresses/not-a-uuid').expect(400);
  });

  it('keeps exactly one default: a new default takes over, deleting the default promotes the most recent other', async () => {
    const customer = await signedInBrowser(shop, 'customer');
    const first = (await customer.post('/api/account/addresses').send(address(1)).expect(201)).body;
    const second = (await customer.post('/api/account/addresses').send(address(2)).expect(201)).body;
    expect(second.isDefault).toBe(false);
    const third = (await customer.post('/api/account/addresses').send({ ...address(3), isDefault: true }).expect(201)).body;
    expect(third.isDefault).toBe(true);
    expect(await defaults(customer)).toEqual(['3 Ring Road']);

    await customer.put(`/api/account/addresses/${first.id}/default`).expect(200);
    expect(await defaults(customer)).toEqual(['1 Ring Road']);

    await customer.delete(`/api/account/addresses/${first.id}`).expect(204);
    expect(await defaults(customer)).toEqual(['3 Ring Road']); // the most recently added of those left
    await customer.delete(`/api/account/addresses/${third.id}`).expect(204);
    expect(await defaults(customer)).toEqual(['2 Ring Road']);
    await customer.delete(`/api/account/addresses/${second.id}`).expect(204);
    expect(await list(customer)).toEqual([]);
    // A book emptied and started again: the first one is the default again.
    expect((await customer.post('/api/account/addresses').send(address(4)).expect(201)).body.isDefault).toBe(true);
  });

  it('replaces every field on an edit, and an edit never leaves the book without a default', async () => {
    const customer = await signedInBrowser(shop, 'customer');
    const saved = (await customer.post('/api/account/addresses').send(HOME).expect(201)).body;
    const edited = await customer.put(`/api/account/addresses/${saved.id}`).send({ ...address(9), isDefault: false }).expect(200);
    expect(edited.body).toEqual({ id: saved.id, label: null, ...address(9), digitalAddress: null, lat: null, lng: null, isDefault: true });
  });

  it('saves the checkout’s address with the order when asked, once, and never for a guest or a failed order', async () => {
    const product = await insertProduct(shop.dataSource, { name: 'Kente Stole', price: '120.00', stock: 50 });
    const customer = await signedInBrowser(shop, 'customer');
    let n = 0;
    const order = async (browser: Agent, extra: Record<string, unknown>) => {
      n += 1;
      const sessionId = `save-address-${n}`;
      await browser.post('/api/cart').send({ sessionId, productId: product.id, quantity: 1 }).expect(201);
      return browser.post('/api/orders').send({ ...checkoutBody(sessionId, [{ productId: product.id, quantity: 1, price: '120.00' }]), ...extra });
    };

    // A failed order (totals that do not match) keeps nothing.
    expect((await order(customer, { saveAddress: true, total: '1.00' })).status).toBe(409);
    expect(await list(customer)).toEqual([]);

    expect((await order(customer, { saveAddress: true })).status).toBe(201);
    expect(await list(customer)).toEqual([expect.objectContaining({ address: '12 Bank Road, Tamale', city: 'Tamale', region: 'Northern', isDefault: true })]);
    // The same address again: still one.
    expect((await order(customer, { saveAddress: true })).status).toBe(201);
    expect(await list(customer)).toHaveLength(1);
    // Without the tick: nothing new.
    expect((await order(customer, { shippingAddress: { ...checkoutBody('x', []).shippingAddress, address: '5 Other Street' } })).status).toBe(201);
    expect(await list(customer)).toHaveLength(1);

    // Five kept: the order still goes through, the address is not added.
    for (let k = 1; k <= 4; k += 1) await customer.post('/api/account/addresses').send(address(k)).expect(201);
    expect((await order(customer, { saveAddress: true, shippingAddress: { ...checkoutBody('x', []).shippingAddress, address: '6 Full Street' } })).status).toBe(201);
    expect(await list(customer)).toHaveLength(5);

    // A guest's tick is ignored.
    expect((await order(shop.agent(), { saveAddress: true })).status).toBe(201);
  });
});
