import { createTestApp, TestApp } from '../../test-support/test-app';

describe('error answers', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it.each(['GET', 'POST', 'DELETE'] as const)('answer an unknown %s route with 404 without repeating the path the client sent', async (method) => {
    const response = await shop.agent()[method.toLowerCase() as 'get']('/api/call-0800-SCAM-%3Cb%3Erefund%3C%2Fb%3E');
    expect(response.status).toBe(404);
    expect(JSON.stringify(response.body)).not.toMatch(/SCAM|refund/);
    expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'There is nothing at this address', requestId: expect.any(String) });
  });
});
