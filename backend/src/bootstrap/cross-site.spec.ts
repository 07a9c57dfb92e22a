import express, { NextFunction, Request, Response } from 'express';
import request from 'supertest';
import { refuseCrossSiteWrites } from './cross-site';

/** The middleware alone, with a route list that exempts a payment webhook. */
function appWith(exemptRoutes: RegExp[]) {
  const app = express();
  app.use(refuseCrossSiteWrites({ publicOrigins: ['https://shop.example.com'], exemptRoutes }));
  app.use((_req: Request, res: Response) => res.status(204).end());
  app.use((error: { status: number }, _req: Request, res: Response, _next: NextFunction) => res.status(error.status).end());
  return app;
}

describe('routes exempt from the cross-site policy', () => {
  const webhook = /^\/api\/payments\/[^/]+\/webhook$/;

  it("lets a listed route take another site's request, and only that route", async () => {
    const app = appWith([webhook]);
    const fromProvider = (path: string) => request(app).post(path).set({ Origin: 'https://pay.example', 'Content-Type': 'application/x-www-form-urlencoded' }).send('event=paid');
    expect((await fromProvider('/api/payments/momo/webhook')).status).toBe(204);
    expect((await fromProvider('/api/payments/momo/webhook/extra')).status).toBe(403);
    expect((await fromProvider('/api/orders')).status).toBe(403);
  });

  it('reads the path without regard to case', async () => {
    const app = appWith([webhook]);
    for (const path of ['/API/orders', '/Api/payments/GH-1/check', '/api/ORDERS']) {
      const response = await request(app).post(path).set('Origin', 'https://evil.example').send({});
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
    }
    const fromProvider = await request(app).post('/API/Payments/momo/WEBHOOK').set({ Origin: 'https://pay.example', 'Content-Type': 'application/x-www-form-urlencoded' }).send('event=paid');
    expect(fromProvider.status).toBe(204);
  });

  it('exempts nothing unless listed', async () => {
    const response = await request(appWith([])).post('/api/payments/momo/webhook').set('Origin', 'https://pay.example').send({ event: 'paid' });
    expect(response.status).toBe(403);
  });

  it('leaves reads and pages outside /api alone', async () => {
    const app = appWith([]);
    expect((await request(app).get('/api/orders').set({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(204);
    expect((await request(app).post('/login').set({ Origin: 'https://evil.example' }).type('form').send('a=1')).status).toBe(204);
  });
});
