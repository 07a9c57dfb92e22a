import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Pool } from 'pg';
import { Gauge, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * The shop's state, read from the database when Prometheus scrapes: one grouped query per figure,
 * each on an indexed column or a partial index. Every instance sharing a database reports the
 * same numbers: alert on max(), never sum(). Read-only SQL across modules' tables, like the health
 * check: it watches them, it never writes (ADR 073).
 */
@Injectable()
export class DatabaseMetrics {
  readonly registry = new Registry();
  private readonly logger = new Logger('Metrics');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.countByStatus('shop_orders', 'Orders by orderStatus', 'SELECT "orderStatus" AS status, count(*)::int AS count FROM orders GROUP BY 1');
    this.countByStatus('shop_payments', 'Payment attempts by status', 'SELECT status, count(*)::int AS count FROM payments GROUP BY 1');
    this.backlog('shop_outbox', 'messages (e-mail, SMS, WhatsApp) waiting to be sent', `SELECT count(*)::int AS count, min("createdAt") AS oldest FROM outbox_messages WHERE status IN ('queued', 'sending')`);
    this.backlog('shop_webhook', 'webhook deliveries waiting to be sent', `SELECT count(*)::int AS count, min("createdAt") AS oldest FROM webhook_deliveries WHERE status IN ('pending', 'sending')`);
    this.pool();
  }

  private countByStatus(name: string, help: string, sql: string): void {
    const read = this.read.bind(this);
    new Gauge({
      name,
      help,
      labelNames: ['status'],
      registers: [this.registry],
      async collect() {
        this.reset();
        const rows = await read<{ status: string; count: number }>(name, sql);
        for (const row of rows ?? []) this.set({ status: row.status }, row.count);
      },
    });
  }

  private backlog(prefix: string, what: string, sql: string): void {
    // Both gauges come from one query, run once per scrape by the first; the second reads its result.
    let latest: Promise<{ count: number; oldest: Date | null } | null> = Promise.resolve(null);
    const read = this.read.bind(this);
    new Gauge({
      name: `${prefix}_pending`,
      help: `Number of ${what}`,
      registers: [this.registry],
      async collect() {
        latest = read<{ count: number; oldest: Date | string | null }>(prefix, sql).then((rows) =>
          rows ? { count: rows[0].count, oldest: rows[0].oldest === null ? null : new Date(rows[0].oldest) } : null,
        );
        const result = await latest;
        if (result) this.set(result.count);
        else this.reset();
      },
    });
    new Gauge({
      name: `${prefix}_oldest_pending_age_seconds`,
      help: `Age of the oldest of the ${what}; 0 when none waits`,
      registers: [this.registry],
      async collect() {
        const result = await latest;
        if (result) this.set(result.oldest ? Math.max(0, (Date.now() - result.oldest.getTime()) / 1000) : 0);
        else this.reset();
      },
    });
  }

  /** pg's pool in front of either engine (on PGlite one connection through its socket). */
  private pool(): void {
    const pool = () => (this.dataSource.driver as PostgresDriver).master as Pool | undefined;
    const gauge = (name: string, help: string, value: (pool: Pool) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          const current = pool();
          if (current) this.set(value(current));
        },
      });
    gauge('shop_db_pool_connections_in_use', 'Database connections lent to a query or transaction', (p) => p.totalCount - p.idleCount);
    gauge('shop_db_pool_connections_idle', 'Database connections open and free', (p) => p.idleCount);
    gauge('shop_db_pool_requests_waiting', 'Queries waiting for a free database connection', (p) => p.waitingCount);
  }

  /** A database that does not answer leaves its figures out of this scrape (the HTTP ones still show the outage). */
  private async read<T>(figure: string, sql: string): Promise<T[] | null> {
    try {
      return (await this.dataSource.query(sql)) as T[];
    } catch (error) {
      this.logger.warn(`Could not read ${figure} for /metrics: ${error instanceof Error ? error.message : error}`);
      return null;
    }
  }
}
