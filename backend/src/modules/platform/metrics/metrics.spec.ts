import { randomUUID } from 'node:crypto';
import { PruneExpiredSessionsJob } from '../../identity/jobs/prune-expired-sessions.job';
import { checkoutBody, insertProduct } from '../../../test-support/fixtures';
import { createTestApp, TestApp } from '../../../test-support/test-app';

const TOKEN = 'metrics-token-for-this-spec-0123456789abcdef';

/** One sample's value from Prometheus' text format, by its name and labels as written; null when absent. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let shop: TestApp;
  beforeAll(async () => (shop = await createTestApp()));
  afterAll(() => shop?.close());

  it('is not there, token or none', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const call = shop.agent().get('/metrics');
      const response = await (authorization ? call.set('Authorization', authorization) : call).expect(404);
      expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found', message: 'There is nothing at this address' });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN (ADR 073)', () => {
  let shop: TestApp;
  const scrape = async () => (await shop.agent().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;

  beforeAll(async () => (shop = await createTestApp({ metricsToken: TOKEN })));
  afterAll(() => shop?.close());

  it('answers 401 with a challenge without a bearer token, and 403 with another token', async () => {
    const missing = await shop.agent().get('/metrics').expect(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    await shop.agent().get('/metrics').set('Authorization', `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`).expect(401);
    const wrong = await shop.agent().get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(403);
    expect(wrong.body).toMatchObject({ statusCode: 403, message: 'This metrics token is not the one configured' });
  });

  it('counts and times answers by the route pattern, never the URL as sent', async () => {
    await shop.agent().get(`/api/products/${randomUUID()}`).expect(404);
    await shop.agent().get(`/api/products/${randomUUID()}`).expect(404);
    const response = await shop.agent().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const series = 'method="GET",route="/api/products/:id",status_class="4xx"';
    expect(sample(response.text, `http_requests_total{${series}}`)).toBeGreaterThanOrEqual(2);
    expect(sample(response.text, `http_request_duration_seconds_count{${series}}`)).toBeGreaterThanOrEqual(2);
    expect(response.text).not.toMatch(/route="\/api\/products\/[0-9a-f]{8}-/);
  });

  it('shows an order placed through the API in the orders by status, and its messages in the outbox backlog', async () => {
    const before = await scrape();
    const product = await insertProduct(shop.dataSource, { price: '250.00' });
    await shop.agent().post('/api/orders').send(checkoutBody('metrics-order', [{ productId: product.id, quantity: 1, price: product.price, size: 'M' }])).expect(201);
    const after = await scrape();
    expect(sample(after, 'shop_orders{status="ordered"}')).toBe((sample(before, 'shop_orders{status="ordered"}') ?? 0) + 1);
    const [{ queued }]: { queued: number }[] = await shop.dataSource.query(`SELECT count(*)::int AS queued FROM outbox_messages WHERE status IN ('queued', 'sending')`);
    expect(queued).toBeGreaterThan(0);
    expect(sample(after, 'shop_outbox_pending')).toBe(queued);
    expect(sample(after, 'shop_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'shop_webhook_pending')).toBe(0);
    expect(sample(after, 'shop_webhook_oldest_pending_age_seconds')).toBe(0);
    expect(after).toMatch(/^shop_payments\{status="[a-z_]+"\} \d+$/m);
  });

  it("reports the database pool and Node's own figures, the event-loop delay among them", async () => {
    const text = await scrape();
    for (const name of ['shop_db_pool_connections_in_use', 'shop_db_pool_connections_idle', 'shop_db_pool_requests_waiting', 'nodejs_eventloop_lag_p99_seconds', 'process_resident_memory_bytes']) {
      expect(text).toMatch(new RegExp(`^${name} [0-9.e+-]+$`, 'm'));
    }
  });

  it('counts the runs of a scheduled job and the failed ones', async () => {
    const runs = () => scrape().then((text) => [sample(text, 'shop_job_runs_total{job="prune-expired-sessions"}') ?? 0, sample(text, 'shop_job_failures_total{job="prune-expired-sessions"}') ?? 0]);
    const [runsBefore, failuresBefore] = await runs();
    await shop.app.get(PruneExpiredSessionsJob).pruneNow();
    expect(await runs()).toEqual([runsBefore + 1, failuresBefore]);
    await shop.dataSource.query('ALTER TABLE supplier_sessions RENAME TO supplier_sessions_away');
    try {
      await shop.app.get(PruneExpiredSessionsJob).pruneNow();
    } finally {
      await shop.dataSource.query('ALTER TABLE supplier_sessions_away RENAME TO supplier_sessions');
    }
    expect(await runs()).toEqual([runsBefore + 2, failuresBefore + 1]);
  });
});
