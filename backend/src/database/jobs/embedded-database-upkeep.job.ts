import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { countedJobRun } from '../../shared/metrics/job-runs';
import { addIntervalJob, stopIntervalJob } from '../../shared/scheduled-jobs';

export const EMBEDDED_DATABASE_UPKEEP_JOB = 'embedded-database-upkeep';

/** autovacuum_naptime's default: how often the tables are looked at. */
const CHECK_EVERY_MS = 60_000;

/**
 * The tables that, by autovacuum's default thresholds, are due: an ANALYZE once 50 rows and a tenth
 * of the table changed since the last (or it never had one), a VACUUM once 50 rows and a fifth of the
 * table are dead, or 1,000 rows and a fifth were added since the last (which keeps the visibility
 * map, and so index-only scans, up to date).
 */
const DUE_TABLES = `
  SELECT quote_ident(s.relname) AS "table",
         (s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)) AS vacuum
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
   WHERE s.schemaname = 'public'
     AND (s.last_analyze IS NULL
          OR s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
          OR s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
          OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0))
   ORDER BY s.relname`;

/**
 * Autovacuum's work done by hand on the tables due for it, one at a time, until `stopping` says so.
 * Also what the benches run on a PostgreSQL without autovacuum, so that they measure the same planner.
 */
export async function upkeepDueTables(query: (sql: string) => Promise<unknown>, stopping: () => boolean = () => false): Promise<TableUpkeep[]> {
  // The engine's counters reach the statistics views once flushed, which it otherwise does at most once a second.
  await query('SELECT pg_stat_force_next_flush()');
  const due = (await query(DUE_TABLES)) as TableUpkeep[];
  const done: TableUpkeep[] = [];
  for (const { table, vacuum } of due) {
    if (stopping()) break;
    await query(vacuum ? `VACUUM (ANALYZE) ${table}` : `ANALYZE ${table}`);
    done.push({ table, vacuum });
  }
  return done;
}

export interface TableUpkeep {
  table: string;
  /** VACUUM (ANALYZE) when true, else ANALYZE alone. */
  vacuum: boolean;
}

/**
 * PostgreSQL's autovacuum keeps each table's planner statistics fresh and its dead rows reclaimed.
 * The embedded engine runs PostgreSQL in single-user mode, where autovacuum never runs: without this
 * its planner never learned how many rows a table held, and read every unpaid order for each
 * checkout's holdings (ADR 085). So the shop does autovacuum's work itself, on autovacuum's
 * thresholds, a table at a time so that requests queued on the one connection go in between.
 * On PostgreSQL that work is autovacuum's: the shop only says when it is off.
 */
@Injectable()
export class EmbeddedDatabaseUpkeepJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Database');
  private running: Promise<unknown> | null = null;
  private stopping = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: SchedulerRegistry,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.databaseUrl !== null) return this.warnWithoutAutovacuum();
    // In memory, the database lives no longer than a test or a demo.
    if (this.config.inMemoryDatabase || !this.config.jobsInProcess) return;
    addIntervalJob(this.registry, EMBEDDED_DATABASE_UPKEEP_JOB, CHECK_EVERY_MS, () => this.tick());
  }

  /** Before the database closes: the table in hand finishes, and no other starts. */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    stopIntervalJob(this.registry, EMBEDDED_DATABASE_UPKEEP_JOB);
    await this.running;
  }

  /** Vacuums or analyses each table that is due; answers what it did. */
  upkeep(): Promise<TableUpkeep[]> {
    return upkeepDueTables((sql) => this.dataSource.query(sql), () => this.stopping);
  }

  private tick(): void {
    if (this.running) return;
    const started = Date.now();
    this.running = countedJobRun(EMBEDDED_DATABASE_UPKEEP_JOB, () => this.upkeep())
      .then((done) => {
        if (done.length > 0) this.logger.debug(`Vacuumed ${done.filter((table) => table.vacuum).length} and analysed ${done.length} tables in ${Date.now() - started} ms`);
      })
      .catch((error: unknown) => this.logger.warn(`The database's upkeep failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (this.running = null));
  }

  private async warnWithoutAutovacuum(): Promise<void> {
    const [setting]: { autovacuum: string }[] = await this.dataSource.query('SHOW autovacuum').catch(() => [{ autovacuum: 'unknown' }]);
    if (setting.autovacuum === 'off') {
      this.logger.warn("PostgreSQL's autovacuum is off: unless VACUUM (ANALYZE) runs on a schedule, the planner's statistics go stale and queries slow down as the tables grow");
    }
  }
}
