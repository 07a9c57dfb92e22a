import type { SessionData } from 'express-session';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { DbSessionStore } from './db-session-store';

describe('the session store', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const session = (expires: Date) => ({ cookie: { expires, originalMaxAge: null } }) as unknown as SessionData;
  const stored = async () => (await shop.dataSource.query(`SELECT expire, xmin::text AS version FROM sessions WHERE sid = 'rolling'`))[0] as { expire: Date; version: string };

  it('moves a rolling expiry only once it has fallen a minute behind, so browsing is not a write per request', async () => {
    const store = new DbSessionStore(shop.dataSource, 'sessions');
    const now = Date.now();
    await new Promise<void>((resolve, reject) => store.set('rolling', session(new Date(now + 3_600_000)), (error) => (error ? reject(error) : resolve())));
    const first = await stored();

    await new Promise<void>((resolve) => store.touch('rolling', session(new Date(now + 3_600_000 + 30_000)), resolve));
    expect(await stored()).toEqual(first);

    await new Promise<void>((resolve) => store.touch('rolling', session(new Date(now + 3_600_000 + 61_000)), resolve));
    const moved = await stored();
    expect(moved.expire.getTime()).toBe(now + 3_600_000 + 61_000);
    expect(moved.version).not.toBe(first.version);
  });
});
