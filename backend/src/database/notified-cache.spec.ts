import { createTestApp, TestApp } from '../test-support/test-app';
import { ChangeNotifications } from './change-notifications';
import { NotifiedCache } from './notified-cache';

describe('a read model kept by change notifications', () => {
  let shop: TestApp;
  let notifications: ChangeNotifications;

  beforeAll(async () => {
    shop = await createTestApp();
    notifications = shop.app.get(ChangeNotifications);
  });
  afterAll(() => shop.close());

  /** A cache whose loads count themselves and answer `version` as it is when they finish. */
  function counted(topic: string) {
    const cache = new NotifiedCache<string>(notifications, { topic, maxEntries: 10 });
    const state = { version: 'v1', loads: 0 };
    const load = async () => {
      state.loads += 1;
      return state.version;
    };
    return { cache, state, load };
  }

  it('serves a value from memory until a change to it commits, here before the writer is answered', async () => {
    const { cache, state, load } = counted('widgets');
    expect(await cache.get('a', load)).toBe('v1');
    expect(await cache.get('b', load)).toBe('v1');
    state.version = 'v2';
    expect(await cache.get('a', load)).toBe('v1');
    expect(state.loads).toBe(2);

    await shop.dataSource.transaction(async (manager) => {
      await cache.changing(manager, 'a');
      // A read during the transaction may load the old rows: it must not outlive the commit.
      state.version = 'v1 as read before the commit';
      expect(await cache.get('a', load)).toBe('v1 as read before the commit');
      state.version = 'v2';
    });
    expect(await cache.get('a', load)).toBe('v2');
    // Only "a" changed.
    expect(await cache.get('b', load)).toBe('v1');

    await shop.dataSource.transaction((manager) => cache.changing(manager));
    state.version = 'v3';
    expect([await cache.get('a', load), await cache.get('b', load)]).toEqual(['v3', 'v3']);
  });

  it("gives a transaction that changed a topic its own view, and never others: not even after a rollback", async () => {
    const { cache, state, load } = counted('settings-like');
    expect(await cache.get('a', load)).toBe('v1');
    await expect(
      shop.dataSource.transaction(async (manager) => {
        await cache.changing(manager);
        state.version = 'uncommitted';
        expect(await cache.get('a', load, manager)).toBe('uncommitted');
        expect(await cache.get('a', load, manager)).toBe('uncommitted');
        state.version = 'v1';
        // Another request meanwhile reads what is committed, not the writer's rows.
        expect(await cache.get('a', load)).toBe('v1');
        state.version = 'uncommitted';
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    state.version = 'v1';
    const loads = state.loads;
    expect(await cache.get('a', load)).toBe('v1');
    expect(await cache.get('a', load)).toBe('v1');
    expect(state.loads).toBe(loads);
  });

  it('does not keep what a load read before a change that landed while it ran', async () => {
    const { cache, state } = counted('gadgets');
    let finish: (value: string) => void = () => undefined;
    const slow = cache.get('a', () => new Promise<string>((resolve) => (finish = resolve)));
    await shop.dataSource.transaction((manager) => cache.changing(manager, 'a'));
    finish('read before the change');
    expect(await slow).toBe('read before the change');
    state.version = 'after the change';
    expect(await cache.get('a', async () => state.version)).toBe('after the change');
  });

  it('runs one load per key at a time', async () => {
    const { cache, state, load } = counted('gizmos');
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.get('a', load)));
    expect(answers).toEqual(['v1', 'v1', 'v1', 'v1', 'v1']);
    expect(state.loads).toBe(1);
  });

  it('has a caller in a transaction load on its own connection, never waiting for a load begun outside it', async () => {
    const { cache } = counted('bolts');
    // Begun outside any transaction and, like a load queued for a pooled connection the transaction
    // below holds, unfinished until that transaction ends.
    let finishOutside: (value: string) => void = () => undefined;
    const outside = cache.get('a', () => new Promise<string>((resolve) => (finishOutside = resolve)));
    const loadInside = jest.fn(async () => 'read inside');
    try {
      await shop.dataSource.transaction(async (manager) => {
        const inside = cache.get('a', loadInside, manager);
        expect(loadInside).toHaveBeenCalledTimes(1);
        expect(await inside).toBe('read inside');
      });
    } finally {
      finishOutside('read outside');
    }
    expect(await outside).toBe('read outside');
  });

  it('serves nothing from memory while changes cannot be heard, and starts empty when they can again', async () => {
    const { cache, state, load } = counted('sprockets');
    await cache.get('a', load);
    cache.hearing(false);
    state.version = 'v2';
    expect(await cache.get('a', load)).toBe('v2');
    state.version = 'v3';
    expect(await cache.get('a', load)).toBe('v3');
    expect(cache.peek('a')).toBeUndefined();
    cache.hearing(true);
    expect(cache.peek('a')).toBeUndefined();
    expect(await cache.get('a', load)).toBe('v3');
    expect(cache.peek('a')).toBe('v3');
  });

  it('forgets nothing at the commit of a transaction that did not announce, and keeps nothing a rollback undid', async () => {
    const { cache, state, load } = counted('cogs');
    await cache.get('a', load);
    state.version = 'v2';
    await shop.dataSource.transaction(async (manager) => {
      await manager.query('SELECT 1');
    });
    expect(await cache.get('a', load)).toBe('v1');
    await expect(
      shop.dataSource.transaction(async (manager) => {
        await cache.changing(manager, 'a');
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    // Forgotten when announced (the change might have committed); read again, and kept.
    expect(await cache.get('a', load)).toBe('v2');
    state.version = 'v3';
    expect(await cache.get('a', load)).toBe('v2');
  });
});
