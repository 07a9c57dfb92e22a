import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/** The PostgreSQL channel on which every app instance hears what the others changed. */
export const CHANGES_CHANNEL = 'shop_changes';
const RECONNECT_DELAY_MS = 1000;
/** Topics this instance forgets, and tells the others, once the transaction commits. */
const AT_COMMIT = 'changeTopicsAtCommit';
const NOTIFY = 'SELECT pg_notify($1, $3 || $2)';
const NOTIFY_EACH = 'SELECT pg_notify($1, $3 || topic) FROM unnest($2::text[]) AS topic';

/**
 * A notification's payload: `@<sender> <topic>` from an instance, which then skips its own, or the
 * bare topic, as an operator sends it by hand (`SELECT pg_notify('shop_changes', 'catalog:*')`).
 * Topics begin with a cache's name, never with `@`.
 */
export function readChange(payload: string): { sender: string | null; topic: string } {
  const space = payload.indexOf(' ');
  return payload.startsWith('@') && space > 0 ? { sender: payload.slice(1, space), topic: payload.slice(space + 1) } : { sender: null, topic: payload };
}

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
 * Cross-instance invalidation over LISTEN/NOTIFY (ADR 007, 015, 076). A writer calls `announce`
 * inside its transaction: this instance forgets at once and again at the commit; the others are
 * told right after the commit, on the transaction's own connection, before the writer gets its
 * answer. Not inside the transaction: PostgreSQL commits notifying transactions one at a time, and
 * every order notifies (its stock), which capped checkouts near 300 a second on any number of
 * instances (issue 38). Commits that end while one notification is on its way share the next. A
 * process killed between its commit and that notification leaves the others' copies to the
 * backstop (NOTIFIED_CACHE_BACKSTOP_MS); nothing is sold from them (ADR 003). On the embedded
 * engine there is one process (DATA_DIR is locked to it), so there is nobody else to tell and
 * changes are always "heard".
 */
@Injectable()
export class ChangeNotifications implements EntitySubscriberInterface, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ChangeNotifications.name);
  private readonly listeners = new Set<ChangeListener>();
  private client: Client | null = null;
  private listening: boolean;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  /** Topics of commits waiting for the notification in flight to end; sent together next. */
  private nextNotification: { topics: Set<string>; sent: Promise<void> } | null = null;
  private notificationInFlight: Promise<void> = Promise.resolve();
  /**
   * Names this process in what it sends. It has forgotten its own changes by the time it hears them
   * back, and hearing them then would forget the entries loaded since (a second load of every page
   * after each order on the instance that took it).
   */
  private readonly sender = randomBytes(6).toString('base64url');
  /** What goes before each topic this process sends (`readChange`). */
  private readonly signature = `@${this.sender} `;

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
    const runner = activeTransaction(manager);
    if (!runner) {
      await manager.query(NOTIFY, [CHANGES_CHANNEL, topic, this.signature]);
      this.deliver(topic);
      return;
    }
    this.deliver(topic);
    atCommit(runner).add(topic);
  }

  /**
   * Whether `manager`'s transaction has announced a change of `topic`'s (`<topic>:...`) that has not
   * committed yet: what it reads of that topic is its own, not for a cache others read.
   */
  announcedIn(manager: EntityManager, topic: string): boolean {
    const runner = activeTransaction(manager);
    const topics = runner ? announcedTopics(runner) : undefined;
    return topics !== undefined && [...topics].some((announced) => announced.startsWith(`${topic}:`));
  }

  // TypeORM calls these for every transaction of the data source, and for savepoints inside one;
  // it waits for the promise before the transaction's caller goes on.
  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): Promise<void> | undefined {
    if (queryRunner.isTransactionActive) return undefined;
    const topics = announcedTopics(queryRunner);
    forget(queryRunner);
    if (!topics || topics.size === 0) return undefined;
    for (const topic of topics) this.deliver(topic);
    return this.config.databaseUrl ? this.tellOthers(queryRunner, topics) : undefined;
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    // A savepoint rolled back keeps its topics: telling of a change that did not happen costs a reload.
    if (!queryRunner.isTransactionActive) forget(queryRunner);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.databaseUrl) await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.client?.end().catch(() => undefined);
  }

  /**
   * Sends `topics` after a commit on that transaction's connection, which its caller still holds (a
   * second connection could wait on a pool the committing writers hold). One notification at a time:
   * the commits that end while one is on its way add their topics to the next, sent by whichever
   * of them came first. A failure is logged, never thrown: the transaction has committed.
   */
  private tellOthers(runner: QueryRunner, topics: Set<string>): Promise<void> {
    let next = this.nextNotification;
    if (!next) {
      const created: { topics: Set<string>; sent: Promise<void> } = { topics: new Set(), sent: Promise.resolve() };
      created.sent = this.notificationInFlight.then(async () => {
        if (this.nextNotification === created) this.nextNotification = null;
        try {
          await runner.query(NOTIFY_EACH, [CHANGES_CHANNEL, [...created.topics], this.signature]);
        } catch (error) {
          this.logger.warn(`Could not tell the other instances about ${[...created.topics].join(', ')} (${(error as Error).message}): their copies expire within the backstop`);
        }
      });
      this.notificationInFlight = created.sent;
      this.nextNotification = next = created;
    }
    for (const topic of topics) next.topics.add(topic);
    return next.sent;
  }

  private deliver(topic: string): void {
    for (const listener of this.listeners) listener.changed(topic);
  }

  private async connect(): Promise<void> {
    // LISTEN lasts as long as the server session: never through a transaction-mode pooler (ADR 074).
    const client = new Client({ connectionString: this.config.databaseDirectUrl!, connectionTimeoutMillis: 5000, keepAlive: true });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL || !message.payload) return;
      const { sender, topic } = readChange(message.payload);
      if (sender !== this.sender) this.deliver(topic);
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

/** The transaction `manager` runs in, if any: a manager outside one runs each statement on its own. */
function activeTransaction(manager: EntityManager): QueryRunner | null {
  return manager.queryRunner?.isTransactionActive ? manager.queryRunner : null;
}

/** What `runner`'s transaction has announced so far, told to everyone at its commit. */
function announcedTopics(runner: QueryRunner): Set<string> | undefined {
  return (runner.data as Record<string, Set<string> | undefined> | undefined)?.[AT_COMMIT];
}

function atCommit(runner: QueryRunner): Set<string> {
  const data = (runner.data ??= {}) as Record<string, Set<string> | undefined>;
  return (data[AT_COMMIT] ??= new Set());
}

function forget(runner: QueryRunner): void {
  delete (runner.data as Record<string, unknown> | undefined)?.[AT_COMMIT];
}
