import { createTestApp, TestApp } from '../../test-support/test-app';
import { SupportRequest } from './domain/support-request.entity';

describe('support requests', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const message = { firstName: 'Kofi', lastName: 'Boateng', email: 'Kofi@Example.com', orderNumber: 'GH-7KQ2-M9XD-4TRB', subject: 'Shipping Inquiry', message: 'When will my smock arrive in Bolgatanga?' };

  it('stores a message as open, normal priority, unassigned, and answers a receipt only', async () => {
    const response = await shop.agent().post('/api/support').send(message).expect(201);
    expect(Object.keys(response.body).sort()).toEqual(['createdAt', 'id', 'status']);
    const stored = await shop.dataSource.getRepository(SupportRequest).findOneByOrFail({ id: response.body.id });
    expect(stored).toMatchObject({ status: 'open', priority: 'normal', assignedTo: null, response: null, email: 'kofi@example.com', subject: 'Shipping Inquiry' });
  });

  it('takes a message without an order number', async () => {
    await shop.agent().post('/api/support').send({ ...message, orderNumber: '' }).expect(201);
  });

  it('refuses missing fields, an unknown subject and a status set by the sender', async () => {
    const before = await shop.dataSource.getRepository(SupportRequest).count();
    const response = await shop.agent().post('/api/support').send({ subject: 'Complaint', status: 'resolved' }).expect(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(['email', 'firstName', 'lastName', 'message', 'status', 'subject']);
    expect(await shop.dataSource.getRepository(SupportRequest).count()).toBe(before);
  });

  it.each(['firstName', 'lastName', 'message'])('refuses a %s of nothing but white space with 400 naming it, and stores nothing', async (field) => {
    const before = await shop.dataSource.getRepository(SupportRequest).count();
    const response = await shop.agent().post('/api/support').send({ ...message, [field]: ' \t\n\u00a0 ' }).expect(400);
    expect(Object.keys(response.body.fields)).toEqual([field]);
    expect(await shop.dataSource.getRepository(SupportRequest).count()).toBe(before);
  });

  it('stores names, message and order number trimmed', async () => {
    const padded = { ...message, firstName: '  Kofi ', lastName: ' Boateng\t', orderNumber: ' GH-7KQ2-M9XD-4TRB ', message: '\n  Where is my smock?  ' };
    const response = await shop.agent().post('/api/support').send(padded).expect(201);
    const stored = await shop.dataSource.getRepository(SupportRequest).findOneByOrFail({ id: response.body.id });
    expect(stored).toMatchObject({ firstName: 'Kofi', lastName: 'Boateng', orderNumber: 'GH-7KQ2-M9XD-4TRB', message: 'Where is my smock?' });
  });

  it.each([
    ['gh 7kq2 m9xd 4trb', 'GH-7KQ2-M9XD-4TRB'],
    ['7KQ2M9XD4TRB', 'GH-7KQ2-M9XD-4TRB'],
    ['GH-7KQ2-M9XD-4TRB', 'GH-7KQ2-M9XD-4TRB'],
    ['my order from Monday', 'my order from Monday'],
  ])('stores the order number %p as %p: the shop\'s form where it reads as one, else as typed', async (typed, kept) => {
    const response = await shop.agent().post('/api/support').send({ ...message, orderNumber: typed }).expect(201);
    expect((await shop.dataSource.getRepository(SupportRequest).findOneByOrFail({ id: response.body.id })).orderNumber).toBe(kept);
  });
});
