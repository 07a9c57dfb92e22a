import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { replicaReads } from '../shared/metrics/process-metrics';

/** After the replica failed to answer, the primary serves everything for this long before it is tried again. */
export const REPLICA_RETRY_AFTER_MS = 30_000;
/** How long a read waits for a replica that has not yet replayed what the primary wrote, asking again every REPLICA_POLL_MS. */
export const REPLICA_CATCH_UP_MS = 10;
const REPLICA_POLL_MS = 1;

type Side = 'replica' | 'primary';

/** A `fromReplica`/`fromPrimary` call: where its reads go, decided once, at the first of them. */
interface Scope {
  side: Promise<Side> | null;
}

/**
 * The reads that may go to the read replica (DATABASE_REPLICA_URL, ADR 075), asked for on purpose:
 * the public catalog's loads into its read model, the search, and staff reports. Everything else
 * (writes, transactions, what is read after a write, stock, orders, carts, sign-in, payments) uses
 * the DataSource as always, which TypeORM keeps on the primary (`defaultMode: 'master'`).
 *
 * A replica lags. A read goes there only when it has replayed every transaction the primary had
 * committed when the read began (`pg_last_wal_replay_lsn()` on the replica at least
 * `pg_current_wal_flush_lsn()` on the primary, both asked at once; the replica gets
 * REPLICA_CATCH_UP_MS to catch up); otherwise, or when the replica does not answer, the primary
 * serves. So a read never sees less than one on the primary would have at its start: a change
 * committed and heard (LISTEN/NOTIFY, ADR 015) before a read model's load is in what it loads,
 * and what anyone wrote before asking for a report is in the report.
 * Without a replica every method is the DataSource's own query.
 */
@Injectable()
export class ReplicaReads {
  private readonly logger = new Logger(ReplicaReads.name);
  private readonly scopes = new AsyncLocalStorage<Scope>();
  readonly configured: boolean;
  private unavailableUntil = 0;
  private warnedNotStandby = false;
  /**
   * Each load's freshness check shares the two positions with the loads that began while the last
   * ones were on their way: a statement on each side per round trip, not per load (issue 38: a
   * product page read three statements through the replica where the primary read one).
   */
  private readonly primaryPositionAsked = new AskedAfter(() => this.primaryPosition());
  private readonly replayedAsked = new AskedAfter(() => this.replayed());

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    // DATABASE_REPLICA_URL, unless the replica did not answer when the shop started (DatabaseModule).
    this.configured = Boolean((dataSource.options as PostgresConnectionOptions).replication);
  }

  /**
   * One read-only statement, on the replica when it is current, else on the primary. Inside
   * `fromReplica`/`fromPrimary`, where that call decided. Never for a write, nor inside a transaction.
   */
  async query<T = any>(sql: string, params?: unknown[]): Promise<T> {
    if (!this.configured) return this.dataSource.query(sql, params);
    const scope = this.scopes.getStore();
    const side = await (scope ? (scope.side ??= this.choose()) : this.choose());
    if (side === 'primary') return this.dataSource.query(sql, params);
    try {
      return await this.onReplica<T>(sql, params);
    } catch (error) {
      const trouble = replicaTrouble(error);
      if (!trouble) throw error;
      // A read has no effect: asked again of the primary, it gets the answer the replica would have given.
      replicaReads.inc({ outcome: trouble === 'down' ? 'unavailable' : 'cancelled' });
      if (trouble === 'down') this.unavailable(error);
      if (scope) scope.side = Promise.resolve('primary');
      return this.dataSource.query(sql, params);
    }
  }

  /**
   * Runs `work` with its `query` calls all going one way, chosen once at the first of them: one
   * freshness check for a load of several statements (a search asks up to five).
   */
  fromReplica<T>(work: () => Promise<T>): Promise<T> {
    return this.configured ? this.scopes.run({ side: null }, work) : work();
  }

  /** Runs `work` with its `query` calls all on the primary: for staff, who must see every row now. */
  fromPrimary<T>(work: () => Promise<T>): Promise<T> {
    return this.configured ? this.scopes.run({ side: Promise.resolve('primary') }, work) : work();
  }

  private async choose(): Promise<Side> {
    if (Date.now() < this.unavailableUntil) {
      replicaReads.inc({ outcome: 'unavailable' });
      return 'primary';
    }
    // Side by side: both positions are read after the read began, which is all the comparison
    // needs. The primary's failing is the read's own failure; the replica's sends it to the primary.
    const [written, first] = await Promise.all([this.primaryPositionAsked.answer(), this.replayedAsked.answer()]);
    const deadline = Date.now() + REPLICA_CATCH_UP_MS;
    for (let replayed = first; ; replayed = await this.replayed()) {
      if (replayed instanceof Error) {
        replicaReads.inc({ outcome: 'unavailable' });
        this.unavailable(replayed);
        return 'primary';
      }
      if (replayed === 'not a standby' || lsnValue(replayed) >= written) {
        replicaReads.inc({ outcome: 'replica' });
        return 'replica';
      }
      // A streaming replica trails the primary by a few milliseconds while anything writes: worth a short wait.
      if (Date.now() >= deadline) break;
      await new Promise((resolve) => setTimeout(resolve, REPLICA_POLL_MS));
    }
    replicaReads.inc({ outcome: 'behind' });
    return 'primary';
  }

  /**
   * How far the primary's write-ahead log must be replayed to hold every transaction committed by
   * now: as far as it is flushed, since a commit returns (and its notifications go out) only once
   * its record is flushed; as far as it is written into memory when synchronous_commit is off,
   * where a commit returns before that. Not further: records nobody waits for (a page pruned by a
   * read) stay unflushed, so unsent to the replica, for up to wal_writer_delay.
   */
  private async primaryPosition(): Promise<bigint> {
    const [{ written, pageSize, segmentSize }]: { written: string; pageSize: string; segmentSize: string }[] = await this.dataSource.query(
      `SELECT (CASE WHEN current_setting('synchronous_commit') = 'off' THEN pg_current_wal_insert_lsn() ELSE pg_current_wal_flush_lsn() END)::text AS written,
              current_setting('wal_block_size') AS "pageSize", pg_size_bytes(current_setting('wal_segment_size'))::text AS "segmentSize"`,
    );
    return lastRecordEnd(lsnValue(written), BigInt(pageSize), BigInt(segmentSize));
  }

  /** What the replica has replayed of the primary's write-ahead log (null: nothing yet), or why it did not say. */
  private async replayed(): Promise<string | null | 'not a standby' | Error> {
    let row: { recovering: boolean; replayed: string | null };
    try {
      [row] = await this.onReplica(`SELECT pg_is_in_recovery() AS recovering, pg_last_wal_replay_lsn()::text AS replayed`);
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
    const { recovering, replayed } = row;
    if (recovering) return replayed;
    // Promoted, or a copy that is no standby: it has no lag to measure, its rows are read as they are.
    if (!this.warnedNotStandby) {
      this.warnedNotStandby = true;
      this.logger.warn('DATABASE_REPLICA_URL is not a standby (pg_is_in_recovery() is false): its rows are read as they are, with no check that they are current');
    }
    return 'not a standby';
  }

  private async onReplica<T>(sql: string, params?: unknown[]): Promise<T> {
    const runner = this.dataSource.createQueryRunner('slave');
    try {
      return await runner.query(sql, params);
    } finally {
      await runner.release();
    }
  }

  private unavailable(error: unknown): void {
    const first = Date.now() >= this.unavailableUntil;
    this.unavailableUntil = Date.now() + REPLICA_RETRY_AFTER_MS;
    if (first) this.logger.warn(`The read replica did not answer (${error instanceof Error ? error.message : String(error)}); the primary serves its reads for ${REPLICA_RETRY_AFTER_MS / 1000} s`);
  }
}

/**
 * A question whose answer must have been asked after the caller began to wait for it (a position
 * in the write-ahead log: an older one could predate a commit the caller must see). The first caller
 * asks at once; callers that come while that question is on its way share the next one, asked as
 * soon as it returns: one question per round trip however many are waiting.
 */
export class AskedAfter<T> {
  private onItsWay: Promise<unknown> | null = null;
  private next: Promise<T> | null = null;

  constructor(private readonly ask: () => Promise<T>) {}

  answer(): Promise<T> {
    if (!this.onItsWay) return this.send();
    // The question on its way always settles (send), so this waits for it and no longer.
    this.next ??= this.onItsWay.then(() => {
      this.next = null;
      return this.send();
    });
    return this.next;
  }

  private send(): Promise<T> {
    const sent = this.ask();
    const settled = sent.then(
      () => undefined,
      () => undefined,
    );
    this.onItsWay = settled;
    void settled.then(() => {
      if (this.onItsWay === settled) this.onItsWay = null;
    });
    return sent;
  }
}

/** '16/B374D848' as one number, for comparing two positions in the write-ahead log. */
export function lsnValue(lsn: string | null): bigint {
  if (lsn === null) return -1n;
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** MAXALIGNed sizes of a WAL page's header: the first page of a segment has the long one. */
const SHORT_PAGE_HEADER = 24n;
const LONG_PAGE_HEADER = 40n;

/**
 * Where the last record written before insert position `insert` ends, which is what a replica must
 * have replayed. The same position but when it stands just past a page's header: no record is
 * there yet, and the one before ended at the page's start, which is what the replica reports then
 * (an idle primary after a WAL segment switch shows 0/3000028 while its standby has replayed 0/3000000).
 */
export function lastRecordEnd(insert: bigint, pageSize: bigint, segmentSize: bigint): bigint {
  const header = insert % segmentSize < pageSize ? LONG_PAGE_HEADER : SHORT_PAGE_HEADER;
  return insert % pageSize === header ? insert - header : insert;
}

/**
 * Why a read failed on the replica, when the replica is to blame: 'down' (no connection, the server
 * shutting down or refusing, the database gone) or 'cancelled' (a standby cancels a query that
 * conflicts with what it replays, as a serialization failure). Null for the statement's own error,
 * which the primary would give too.
 */
function replicaTrouble(error: unknown): 'down' | 'cancelled' | null {
  const code = (error as { code?: unknown }).code;
  if (code === '40001') return 'cancelled';
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return 'down';
  return /^(08|53|57|58)/.test(code) || code === '3D000' || code === '28000' || code === '28P01' ? 'down' : null;
}
