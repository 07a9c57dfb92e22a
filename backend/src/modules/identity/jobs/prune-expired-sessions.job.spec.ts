import { Logger } from '@nestjs/common';
import { ScheduleModule, SchedulerRegistry } from '@nestjs/schedule';
import { Test, TestingModule } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { DbSessionStore } from '../sessions/db-session-store';
import { PRUNE_EXPIRED_SESSIONS_JOB, PruneExpiredSessionsJob } from './prune-expired-sessions.job';

const HOUR_MS = 3_600_000;

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

      await shop.app.get(PruneExpiredSessionsJob).pruneNow();
      expect(await sids('supplier_sessions')).toEqual(['live']);
    });
  });

  describe('on the hour', () => {
    let queries: string[];
    let scheduler: TestingModule;
    /** The job under ScheduleModule alone, on a database that records what it is asked. */
    async function schedule(query: (sql: string) => Promise<unknown>) {
      scheduler = await Test.createTestingModule({
        imports: [ScheduleModule.forRoot()],
        providers: [PruneExpiredSessionsJob, { provide: getDataSourceToken(), useValue: { query } as unknown as DataSource }],
      }).compile();
      await scheduler.init();
      return scheduler.get(SchedulerRegistry).getCronJob(PRUNE_EXPIRED_SESSIONS_JOB);
    }
    beforeEach(() => {
      jest.useFakeTimers({ now: new Date('2026-11-27T09:59:59.500Z') });
      queries = [];
    });
    afterEach(async () => {
      await scheduler?.close();
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    const prunedTables = () => queries.map((sql) => /DELETE FROM (\w+) WHERE expire <= now\(\)/.exec(sql)?.[1]);

    it('prunes both tables hourly, at a minute this process picked, never keeping the process alive', async () => {
      const job = await schedule(async (sql) => void queries.push(sql));
      const minute = Number(/^(\d+) \* \* \* \*$/.exec(String(job.cronTime.source))?.[1]);
      expect(minute).toBeGreaterThanOrEqual(0);
      expect(minute).toBeLessThan(60);
      expect(job.unrefTimeout).toBe(true);

      const first = job.nextDate().toJSDate();
      expect(first.getMinutes()).toBe(minute);
      expect(first.getTime() - Date.now()).toBeGreaterThan(0);
      expect(first.getTime() - Date.now()).toBeLessThanOrEqual(HOUR_MS);
      await jest.advanceTimersByTimeAsync(first.getTime() - Date.now() - 1);
      expect(queries).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      expect(prunedTables()).toEqual(['sessions', 'supplier_sessions']);

      await jest.advanceTimersByTimeAsync(HOUR_MS - 1);
      expect(queries).toHaveLength(2);
      await jest.advanceTimersByTimeAsync(1);
      expect(prunedTables()).toEqual(['sessions', 'supplier_sessions', 'sessions', 'supplier_sessions']);
    });

    it('keeps pruning after a failure, and stops when the app shuts down', async () => {
      jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      await schedule(async (sql) => {
        queries.push(sql);
        throw new Error('connection reset');
      });
      await jest.advanceTimersByTimeAsync(HOUR_MS * 3);
      // Both tables tried each hour, each failure logged.
      expect(queries).toHaveLength(6);
      expect(Logger.prototype.warn).toHaveBeenCalledTimes(6);

      await scheduler.close();
      await jest.advanceTimersByTimeAsync(HOUR_MS * 3);
      expect(queries).toHaveLength(6);
      expect(jest.getTimerCount()).toBe(0);
    });
  });
});
