import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { DbSessionStore } from './db-session-store';
import { PRUNE_INTERVAL_MS, PRUNE_JITTER_MS, PruneExpiredSessions } from './prune-expired-sessions';

describe('pruning expired sessions', () => {
  describe('on the database', () => {
    let shop: TestApp;
    beforeAll(async () => {
      shop = await createTestApp();
    });
    afterAll(() => shop.close());

    const sids = async (table: string) => (await shop.dataSource.query(`SELECT sid FROM ${table} ORDER BY sid`)).map((row: { sid: string }) => row.sid);

    it('removes only the expired rows, of users and suppliers alike', async () => {
      for (const table of ['sessions', 'supplier_sessions']) {
        await shop.dataSource.query(
          `INSERT INTO ${table} (sid, sess, expire) VALUES
             ('expired-long-ago', '{}', now() - interval '30 days'),
             ('expired-just-now', '{}', now() - interval '1 second'),
             ('live', '{}', now() + interval '1 hour')`,
        );
      }
      await new DbSessionStore(shop.dataSource, 'sessions').prune();
      expect(await sids('sessions')).toEqual(['live']);
      expect(await sids('supplier_sessions')).toEqual(['expired-just-now', 'expired-long-ago', 'live']);

      await shop.app.get(PruneExpiredSessions).pruneNow();
      expect(await sids('supplier_sessions')).toEqual(['live']);
    });
  });

  describe('on a timer', () => {
    let queries: string[];
    let pruner: PruneExpiredSessions;
    beforeEach(() => {
      jest.useFakeTimers();
      jest.spyOn(Math, 'random').mockReturnValue(0.5);
      queries = [];
      const dataSource = { query: async (sql: string) => void queries.push(sql) } as unknown as DataSource;
      pruner = new PruneExpiredSessions(dataSource);
    });
    afterEach(() => {
      pruner.onApplicationShutdown();
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    const prunedTables = () => queries.map((sql) => /DELETE FROM (\w+) WHERE expire <= now\(\)/.exec(sql)?.[1]);

    it('prunes both tables at a random point of the first hour, then about hourly, never keeping the process alive', async () => {
      pruner.onApplicationBootstrap();
      expect((pruner as unknown as { timer: NodeJS.Timeout }).timer.hasRef()).toBe(false);

      await jest.advanceTimersByTimeAsync(0.5 * PRUNE_INTERVAL_MS - 1);
      expect(queries).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      expect(prunedTables()).toEqual(['sessions', 'supplier_sessions']);

      // Math.random() = 0.5 puts the jitter at zero; 0 and 1 move it PRUNE_JITTER_MS either way.
      await jest.advanceTimersByTimeAsync(PRUNE_INTERVAL_MS);
      expect(prunedTables()).toEqual(['sessions', 'supplier_sessions', 'sessions', 'supplier_sessions']);
      (Math.random as jest.Mock).mockReturnValue(0);
      await jest.advanceTimersByTimeAsync(PRUNE_INTERVAL_MS);
      expect(queries).toHaveLength(6);
      await jest.advanceTimersByTimeAsync(PRUNE_INTERVAL_MS - PRUNE_JITTER_MS);
      expect(queries).toHaveLength(8);
      expect((pruner as unknown as { timer: NodeJS.Timeout }).timer.hasRef()).toBe(false);
    });

    it('keeps pruning after a failure, and stops when the app shuts down', async () => {
      jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const failing = new PruneExpiredSessions({ query: async () => Promise.reject(new Error('connection reset')) } as unknown as DataSource);
      failing.onApplicationBootstrap();
      await jest.advanceTimersByTimeAsync(PRUNE_INTERVAL_MS * 3);
      expect(Logger.prototype.warn).toHaveBeenCalledTimes(6);
      failing.onApplicationShutdown();

      pruner.onApplicationBootstrap();
      pruner.onApplicationShutdown();
      await jest.advanceTimersByTimeAsync(PRUNE_INTERVAL_MS * 3);
      expect(queries).toEqual([]);
      expect(jest.getTimerCount()).toBe(0);
    });
  });
});
