import { selfieDataUrl, supplierApplication } from '../../security/support/accounts';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { Supplier } from './domain/supplier.entity';

/** Its own shop: the rate limits are on here, off in the other specs. */
describe('the supplier application allowance', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await createTestApp({ rateLimit: true });
  });
  afterAll(() => shop.close());

  it('counts each e-mail the password check looks up, 10 an hour and a refused password not at all, and leaves the application its own allowance', async () => {
    const check = (password: string) => shop.agent().post('/api/suppliers/register/password-check').send({ email: 'mei@example.cn', password });
    for (let attempt = 0; attempt < 3; attempt += 1) await check('Password').expect(400);
    for (let attempt = 0; attempt < 10; attempt += 1) await check('Dye-lot 47 indigo').expect(204);
    const refused = await check('Dye-lot 47 indigo').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Checking ahead spent none of the application's own 5.
    await shop.agent().post('/api/suppliers/register').send(supplierApplication(await selfieDataUrl())).expect(201);
    expect(await shop.dataSource.getRepository(Supplier).count()).toBe(1);
  });
});
