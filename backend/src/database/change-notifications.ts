import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/** The PostgreSQL channel on which every app instance hears what the others changed. */
export const CHANGES_CHANNEL = 'shop_changes';
const RECONNECT_DELAY_MS = 1000;
/** Topics this transaction has sent to PostgreSQL (it keeps one of each until the commit). */
const SENT = 'changeTopicsSent';
/** Topics this instance forgets again once the transaction commits, when the new rows are visible. */
const AT_COMMIT = 'changeTopicsAtCommit';
/** The transaction's last notification still on its way, which the next one waits for. */
const IN_FLIGHT = 'changeNotifyInFlight';
const NOTIFY = 'SELECT pg_notify($1, $2)';

export interface ChangeListener {
  /** A change committed by any instance (this one included), e.g. `cart:<sessionId>`, `catalog:*`. */
  changed(topic: string): void;
  /**
   * Whether changes are being heard. While false, a cache that only notifications keep fresh must
   * not serve: an instance that is not listening cannot know what the others changed.
   */
  hearing(listening: boolean): void;
}

/**
 * Cross-instance invalidation over LISTEN/NOTIFY (ADR 007, 015). A writer calls `announce` inside
 * its transaction: PostgreSQL delivers the notification to every listening instance when, and only
 * if, the transaction commits; this instance hears it at once and again after the commit, before
 * the writer gets its answer. On the embedded engine there is one process (DATA_DIR is locked to
 * it), so there is nobody else to tell and changes are always "heard".
 */
@Injectable()
export class ChangeNotifications implements EntitySubscriberInterface, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ChangeNotifications.name);
  private readonly listeners = new Set<ChangeListener>();
  private client: Client | null = null;
  private listening: boolean;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() dataSource: DataSource,
  ) {
    this.listening = config.databaseUrl === null;
    dataSource.subscribers.push(this);
  }

  subscribe(listener: ChangeListener): void {
    this.listeners.add(listener);
    listener.hearing(this.listening);
  }

  /** Tells every instance about `topic` once the surrounding transaction (if any) commits. */
  async announce(manager: EntityManager, topic: string): Promise<void> {
    const runner = manager.queryRunner?.isTransactionActive ? manager.queryRunner : null;
    if (!runner) {
      await manager.query(NOTIFY, [CHANGES_CHANNEL, topic]);
      this.deliver(topic);
      return;
    }
    // PostgreSQL folds repeats within a transaction anyway; this saves their round trips (a seed
    // saves many products). Noted as sent before the round trip: TypeORM calls the entity
    // subscribers that announce side by side, and a repeat among them need not wait for the first.
    const sent = topics(runner, SENT);
    if (!sent.has(topic)) {
      sent.add(topic);
      try {
        await oneAtATime(runner, () => manager.query(NOTIFY, [CHANGES_CHANNEL, topic]));
      } catch (error) {
        sent.delete(topic);
        throw error;
      }
    }
    this.deliver(topic);
    topics(runner, AT_COMMIT).add(topic);
  }

  // TypeORM calls these for every transaction of the data source, and for savepoints inside one.
  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    if (queryRunner.isTransactionActive) return;
    const atCommit = (queryRunner.data as Record<string, Set<string> | undefined> | undefined)?.[AT_COMMIT];
    forget(queryRunner);
    for (const topic of atCommit ?? []) this.deliver(topic);
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    // A savepoint rolled back may have taken a notification with it: send again when asked.
    if (queryRunner.isTransactionActive) topics(queryRunner, SENT).clear();
    else forget(queryRunner);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.databaseUrl) await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.client?.end().catch(() => undefined);
  }

  private deliver(topic: string): void {
    for (const listener of this.listeners) listener.changed(topic);
  }

  private async connect(): Promise<void> {
    // LISTEN lasts as long as the server session: never through a transaction-mode pooler (ADR 074).
    const client = new Client({ connectionString: this.config.databaseDirectUrl!, connectionTimeoutMillis: 5000, keepAlive: true });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload) this.deliver(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
      this.setListening(true);
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  /** Anything missed while deaf is unknowable: caches stop serving until we hear again. */
  private lost(client: Client, error?: Error): void {
    if (client !== this.client) return;
    this.client = null;
    this.setListening(false);
    client.end().catch(() => undefined);
    if (this.stopped) return;
    if (error) this.logger.warn(`Not hearing other instances' changes (${error.message}); retrying`);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, RECONNECT_DELAY_MS);
    this.reconnectTimer.unref();
  }

  private setListening(listening: boolean): void {
    this.listening = listening;
    for (const listener of this.listeners) listener.hearing(listening);
  }
}

function topics(runner: QueryRunner, kind: typeof SENT | typeof AT_COMMIT): Set<string> {
  const data = (runner.data ??= {}) as Record<string, Set<string> | undefined>;
  return (data[kind] ??= new Set());
}

/**
 * Runs the transaction's notifications one after the other: they share its one connection, and a
 * query sent while another is running there is queued by `pg` only with a deprecation warning
 * (an error from pg 9 on).
 */
function oneAtATime<T>(runner: QueryRunner, send: () => Promise<T>): Promise<T> {
  const data = (runner.data ??= {}) as Record<string, Promise<unknown> | undefined>;
  const result = (data[IN_FLIGHT] ?? Promise.resolve()).then(send);
  data[IN_FLIGHT] = result.catch(() => undefined);
  return result;
}

function forget(runner: QueryRunner): void {
  const data = runner.data as Record<string, unknown> | undefined;
  delete data?.[SENT];
  delete data?.[AT_COMMIT];
  delete data?.[IN_FLIGHT];
}
