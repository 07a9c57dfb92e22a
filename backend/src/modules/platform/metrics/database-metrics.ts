import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Pool } from 'pg';
import { Gauge, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

interface Backlog {
  count: number;
  oldest: Date | null;
}

/** Read once per scrape; null when the database did not answer. */
interface Snapshot {
  orders: { status: string; count: number }[] | null;
  payments: { status: string; count: number }[] | null;
  outbox: Backlog | null;
  webhooks: Backlog | null;
}

const BACKLOG_SQL = (table: string, pending: string[]) =>
  `SELECT count(*)::int AS count, min("createdAt") AS oldest FROM ${table} WHERE status IN (${pending.map((status) => `'${status}'`).join(', ')})`;

/**
 * The shop's state, read from the database when Prometheus scrapes: one grouped query per figure,
 * each on an indexed column or a partial index, one after the other so a scrape never holds more
 * than one pooled connection. Every instance sharing a database reports the same numbers: alert on
 * max(), never sum(). Read-only SQL across modules' tables, like the health check: it watches
 * them, it never writes (ADR 073).
 */
@Injectable()
export class DatabaseMetrics {
  readonly registry = new Registry();
  private readonly logger = new Logger('Metrics');
  private snapshot: Snapshot = { orders: null, payments: null, outbox: null, webhooks: null };

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.countByStatus('shop_orders', 'Orders by orderStatus', () => this.snapshot.orders);
    this.countByStatus('shop_payments', 'Payment attempts by status', () => this.snapshot.payments);
    this.backlog('shop_outbox', 'messages (e-mail, SMS, WhatsApp) waiting to be sent', () => this.snapshot.outbox);
    this.backlog('shop_webhook', 'webhook deliveries waiting to be sent', () => this.snapshot.webhooks);
    this.pool();
  }

  /** Called before each scrape is written out. */
  async refresh(): Promise<void> {
    const orders = await this.read<{ status: string; count: number }>('orders', 'SELECT "orderStatus" AS status, count(*)::int AS count FROM orders GROUP BY 1');
    const payments = await this.read<{ status: string; count: number }>('payments', 'SELECT status, count(*)::int AS count FROM payments GROUP BY 1');
    const outbox = await this.read<{ count: number; oldest: Date | string | null }>('the outbox', BACKLOG_SQL('outbox_messages', ['queued', 'sending']));
    const webhooks = await this.read<{ count: number; oldest: Date | string | null }>('webhook deliveries', BACKLOG_SQL('webhook_deliveries', ['pending', 'sending']));
    const backlog = (rows: { count: number; oldest: Date | string | null }[] | null): Backlog | null =>
      rows ? { count: rows[0].count, oldest: rows[0].oldest === null ? null : new Date(rows[0].oldest) } : null;
    this.snapshot = { orders, payments, outbox: backlog(outbox), webhooks: backlog(webhooks) };
  }

  private countByStatus(name: string, help: string, rows: () => { status: string; count: number }[] | null): void {
    new Gauge({
      name,
      help,
      labelNames: ['status'],
      registers: [this.registry],
      collect() {
        // A status no row has any more leaves the scrape instead of repeating its last count.
        this.reset();
        for (const row of rows() ?? []) this.set({ status: row.status }, row.count);
      },
    });
  }

  private backlog(prefix: string, what: string, backlog: () => Backlog | null): void {
    new Gauge({
      name: `${prefix}_pending`,
      help: `Number of ${what}`,
      registers: [this.registry],
      collect() {
        const current = backlog();
        if (current) this.set(current.count);
        else this.reset();
      },
    });
    new Gauge({
      name: `${prefix}_oldest_pending_age_seconds`,
      help: `Age of the oldest of the ${what}; 0 when none waits`,
      registers: [this.registry],
      collect() {
        const current = backlog();
        if (current) this.set(current.oldest ? Math.max(0, (Date.now() - current.oldest.getTime()) / 1000) : 0);
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
