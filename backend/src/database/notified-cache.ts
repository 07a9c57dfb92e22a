import { EntityManager } from 'typeorm';
import { ChangeListener, ChangeNotifications } from './change-notifications';

/**
 * A backstop only: notifications keep entries current, this bounds an entry nobody reads again and
 * a write made behind the app's back (psql) that did not `SELECT pg_notify('shop_changes', ...)`.
 */
export const NOTIFIED_CACHE_BACKSTOP_MS = 5 * 60 * 1000;

export interface NotifiedCacheOptions<V> {
  /** Names this cache's notifications: `<topic>:<key>` forgets one entry, `<topic>:*` all of them. */
  topic: string;
  /** Bounds memory; the oldest entries go first. */
  maxEntries: number;
  /** Which loaded values are worth keeping (default: all). */
  keep?: (value: V) => boolean;
}

/**
 * The one way the shop keeps a read model in memory (ADR 015), used by the catalog and the carts:
 * entries live until a change to them commits on any instance (LISTEN/NOTIFY through
 * ChangeNotifications). While notifications cannot be heard, nothing is served from memory.
 * A load that started before a change is never stored, so a slow reader cannot put old rows back;
 * one load per key runs at a time, so a miss under load costs one query, not one per request
 * (a caller in a transaction excepted, below).
 */
export class NotifiedCache<V> implements ChangeListener {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  private readonly everything: string;
  private readonly prefix: string;
  private generation = 0;
  private serving = false;

  constructor(
    private readonly notifications: ChangeNotifications,
    private readonly options: NotifiedCacheOptions<V>,
  ) {
    this.prefix = `${options.topic}:`;
    this.everything = `${options.topic}:*`;
    notifications.subscribe(this);
  }

  /**
   * The value for `key`, from memory when it is known to be current. `manager`: the transaction the
   * load would run in, when it is a caller's; one that has announced a change of this topic loads
   * its own (uncommitted) view, and neither reads nor fills the memory. A caller in a transaction
   * loads on its own connection, never waiting for a load begun elsewhere: one begun outside a
   * transaction may be waiting for a pooled connection that this transaction holds, or that
   * transactions waiting on its locks hold (a checkout holding its product's row while the outbox
   * relay read the settings: every checkout of the instance stalled until the pool gave up, 503).
   */
  get(key: string, load: () => Promise<V>, manager?: EntityManager): Promise<V> {
    if (!this.serving || (manager && this.notifications.announcedIn(manager, this.options.topic))) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return Promise.resolve(hit.value);
    const pending = this.loading.get(key);
    if (pending && !manager) return pending;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        if (this.serving && generation === this.generation && (this.options.keep?.(value) ?? true)) this.store(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  /** A current entry, or undefined: never loads. */
  peek(key: string): V | undefined {
    if (!this.serving) return undefined;
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > Date.now() ? hit.value : undefined;
  }

  /** Call inside the transaction that changes `key` (every key, without one); every instance forgets it at commit. */
  changing(manager: EntityManager, key?: string): Promise<void> {
    return this.notifications.announce(manager, key === undefined ? this.everything : `${this.prefix}${key}`);
  }

  changed(topic: string): void {
    if (topic === this.everything) this.forgetAll();
    else if (topic.startsWith(this.prefix)) {
      const key = topic.slice(this.prefix.length);
      this.generation += 1;
      this.entries.delete(key);
      this.loading.delete(key);
    }
  }

  hearing(listening: boolean): void {
    this.serving = listening;
    this.forgetAll();
  }

  private forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  private store(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expiresAt: Date.now() + NOTIFIED_CACHE_BACKSTOP_MS });
  }
}
