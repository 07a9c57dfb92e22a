import type { Agent } from 'supertest';
import { signedInBrowser } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { SupportRequest } from './domain/support-request.entity';

const REQUESTS = 30;
const SENDERS = [
  { firstName: 'Kofi', lastName: 'Boateng', email: 'kofi@example.com', subject: 'Shipping Inquiry', orderNumber: 'GH-7KQ2-M9XD-4TRB' },
  { firstName: 'Abena', lastName: 'Mensah', email: 'abena_m@example.com', subject: 'Return/Exchange' },
  { firstName: 'Kojo', lastName: 'Antwi', email: 'kojo@example.com', subject: 'Size Guide Help' },
];

describe('the admin support list', () => {
  let shop: TestApp;
  let admin: Agent;
  let customer: Agent;
  /** Ids of the stored requests, newest first. */
  let newestFirst: string[];

  beforeAll(async () => {
    shop = await createTestApp();
    admin = await signedInBrowser(shop, 'admin');
    customer = await signedInBrowser(shop, 'customer');
    const start = Date.parse('2025-03-06T08:00:00Z');
    await shop.dataSource.getRepository(SupportRequest).save(
      Array.from({ length: REQUESTS }, (_, index) => ({
        ...SENDERS[index % SENDERS.length],
        message: `Message number ${index}`,
        // Two requests share each instant: the id decides between them, so pages neither repeat nor skip.
        createdAt: new Date(start + Math.floor(index / 2) * 60_000),
      })),
    );
    newestFirst = (await shop.dataSource.getRepository(SupportRequest).find({ order: { createdAt: 'DESC', id: 'DESC' } })).map((request) => request.id);
  });
  afterAll(() => shop.close());

  it('pages through every request exactly once, newest first, with the number of all requests in X-Total-Count', async () => {
    const first = await admin.get('/api/admin/support').expect(200);
    expect(first.headers['x-total-count']).toBe(String(REQUESTS));
    expect(first.body.map((request: SupportRequest) => request.id)).toEqual(newestFirst.slice(0, 20));

    const seen: string[] = [];
    for (let offset = 0; offset < REQUESTS; offset += 8) {
      const page = await admin.get(`/api/admin/support?limit=8&offset=${offset}`).expect(200);
      expect(page.headers['x-total-count']).toBe(String(REQUESTS));
      seen.push(...page.body.map((request: SupportRequest) => request.id));
    }
    expect(seen).toEqual(newestFirst);
  });

  it.each([
    ['a subject', 'return/', 10],
    ['a full name', 'kojo antwi', 10],
    ['an e-mail', 'KOFI@', 10],
    ['an _ taken literally', '_', 10],
    ['an order number', 'GH-7KQ2-M9XD', 10],
    ['an order number typed without its dashes', '7kq2m9xd4trb', 10],
    ['nothing stored', 'Order Issue', 0],
  ])('finds requests by %s (%s), counting only the matches', async (_what, search, matches) => {
    const response = await admin.get('/api/admin/support').query({ search, limit: 100 }).expect(200);
    expect(response.headers['x-total-count']).toBe(String(matches));
    const ids = response.body.map((request: SupportRequest) => request.id);
    expect(ids).toHaveLength(matches);
    expect(ids).toEqual(newestFirst.filter((id) => ids.includes(id)));
  });

  it('refuses a page size over 100 and a negative offset with 400 naming them', async () => {
    const response = await admin.get('/api/admin/support?limit=101&offset=-1').expect(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(['limit', 'offset']);
  });

  it('answers 401 to anonymous callers and 403 to customers, whatever they search for', async () => {
    await shop.agent().get('/api/admin/support?search=kofi&limit=5').expect(401);
    await customer.get('/api/admin/support?search=kofi&limit=5').expect(403);
  });
});
