import { randomUUID } from 'node:crypto';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { createRootLogger, loggableUrl } from './log-options';

/** What the shop writes, one parsed JSON object per line, as a log collector reads it. */
class LogLines {
  readonly lines: Record<string, unknown>[] = [];
  write(chunk: string): void {
    for (const line of chunk.split('\n')) if (line.trim()) this.lines.push(JSON.parse(line) as Record<string, unknown>);
  }
  of(requestId: string): Record<string, unknown>[] {
    return this.lines.filter((line) => line.reqId === requestId);
  }
}

describe('JSON logs with a request id (ADR 073)', () => {
  const logs = new LogLines();
  let shop: TestApp;

  beforeAll(async () => {
    shop = await createTestApp({ logLevel: 'info' }, { logDestination: logs });
  });

  afterAll(() => shop?.close());

  it('keeps a sane X-Request-Id, sends it back, and puts it in the error body and on the request\'s log line', async () => {
    const requestId = `probe-${randomUUID()}`;
    const response = await shop.agent().get(`/api/products/${randomUUID()}`).set('X-Request-Id', requestId).expect(404);
    expect(response.headers['x-request-id']).toBe(requestId);
    expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Product not found', requestId });
    const [line] = logs.of(requestId);
    expect(line).toMatchObject({ level: 'info', msg: 'request completed', req: { method: 'GET' }, res: { statusCode: 404 } });
  });

  it('makes a new id for a request without one, or with one that could forge a line or a header', async () => {
    const answers = [await shop.agent().get('/api/health'), await shop.agent().get('/api/health').set('X-Request-Id', 'a b"}\u00e9'.repeat(3))];
    for (const answer of answers) expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(answers[0].headers['x-request-id']).not.toBe(answers[1].headers['x-request-id']);
  });

  it("writes what a @nestjs/common Logger logs while handling a request as JSON carrying that request's id", async () => {
    const requestId = `failing-login-${randomUUID()}`;
    await shop.dataSource.query('ALTER TABLE users RENAME TO users_away');
    try {
      const response = await shop.agent().post('/api/auth/login').set('X-Request-Id', requestId).send({ email: 'ama@example.com', password: 'a secret phrase' }).expect(500);
      expect(response.body).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side', requestId });
    } finally {
      await shop.dataSource.query('ALTER TABLE users_away RENAME TO users');
    }
    const lines = logs.of(requestId);
    expect(lines).toContainEqual(expect.objectContaining({ level: 'error', context: 'ApiExceptionFilter' }));
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'request errored', res: expect.objectContaining({ statusCode: 500 }) }));
    expect(JSON.stringify(lines)).not.toContain('a secret phrase');
  });

  it('masks credentials in headers and the session cookie the answer sets', async () => {
    const requestId = `credentials-${randomUUID()}`;
    await shop.agent().get('/api/auth/user').set('X-Request-Id', requestId).set('Authorization', 'Bearer sk_live_not-for-logs').set('Cookie', 'shop.sid=not-for-logs').expect(401);
    const [line] = logs.of(requestId);
    expect(line).toMatchObject({ req: { headers: { authorization: '[Redacted]', cookie: '[Redacted]' } } });
    expect(JSON.stringify(line)).not.toContain('not-for-logs');
  });
});

describe('what the logs never hold', () => {
  it('masks passwords, tokens, phones and e-mails in a logged object, at any of its first three levels', () => {
    const logs = new LogLines();
    const logger = createRootLogger('info', logs);
    logger.info({ password: 'hunter22', customer: { email: 'ama@example.com', phone: '+233241234567' }, order: { shopper: { token: 'tok_123' } }, orderNumber: 'GH-1234' }, 'placed');
    expect(logs.lines[0]).toMatchObject({
      password: '[Redacted]',
      customer: { email: '[Redacted]', phone: '[Redacted]' },
      order: { shopper: { token: '[Redacted]' } },
      orderNumber: 'GH-1234',
      msg: 'placed',
    });
  });

  it('logs URLs without the secret in a reminder or confirmation link, and only plain query values', () => {
    expect(loggableUrl('/api/cart-reminders/abc123/restore')).toBe('/api/cart-reminders/[Redacted]/restore');
    expect(loggableUrl('/api/orders/confirmations/tok_9?x=1')).toBe('/api/orders/confirmations/[Redacted]?x=[Redacted]');
    expect(loggableUrl('/api/products?category=kente&search=ama%40example.com&limit=24')).toBe('/api/products?category=kente&search=[Redacted]&limit=24');
  });
});
