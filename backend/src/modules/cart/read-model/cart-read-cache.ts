import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, EntitySubscriberInterface, TransactionCommitEvent } from 'typeorm';
import { ChangeListener, ChangeNotifications } from '../../../database/change-notifications';
import { CartItem } from '../domain/cart-item.entity';

/** A cart as stored: who owns it and its lines (products are joined at read time from the catalog). */
export interface StoredCart {
  ownerTokenHash: string;
  items: CartItem[];
}

const TOPIC_PREFIX = 'cart:';
const EVERY_CART = 'cart:*';
/** Bounds memory; carts are small and the oldest go first. */
const MAX_CARTS = 20_000;
/** A backstop only: notifications keep entries fresh, this bounds a cart nobody reads again. */
const CART_CACHE_TTL_MS = 5 * 60 * 1000;
const CHANGED_CARTS = 'changedCarts';

/**
 * The carts' read model (ADR 007): `GET /api/cart/{id}` is the storefront's most frequent call (the
 * header badge on every page) and otherwise costs a database round trip each time. Every cart
 * write announces its cart id inside its transaction; all instances drop that cart when the
 * transaction commits, this one before it answers the writer. While notifications cannot be
 * heard (PostgreSQL listener down), nothing is served from memory.
 */
@Injectable()
export class CartReadCache implements EntitySubscriberInterface, ChangeListener {
  private readonly entries = new Map<string, { cart: StoredCart | null; expiresAt: number }>();
  private generation = 0;
  private serving = false;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly notifications: ChangeNotifications,
  ) {
    dataSource.subscribers.push(this);
    notifications.subscribe(this);
  }

  /** The stored cart (null: no such cart), from memory when it is known to be current. */
  async get(sessionId: string, load: () => Promise<StoredCart | null>): Promise<StoredCart | null> {
    const hit = this.serving ? this.entries.get(sessionId) : undefined;
    if (hit && hit.expiresAt > Date.now()) return hit.cart;
    const generation = this.generation;
    const cart = await load();
    // A change that landed while we read may not be in what we read: keep nothing then.
    if (this.serving && generation === this.generation) {
      if (this.entries.size >= MAX_CARTS) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(sessionId, { cart, expiresAt: Date.now() + CART_CACHE_TTL_MS });
    }
    return cart;
  }

  /**
   * Call inside the transaction that changes a cart (or every cart, with no id). Other instances
   * hear it at commit; this one forgets the cart now and again after the commit.
   */
  async changing(manager: EntityManager, sessionId?: string): Promise<void> {
    const topic = sessionId ? `${TOPIC_PREFIX}${sessionId}` : EVERY_CART;
    await this.notifications.announce(manager, topic);
    this.changed(topic);
    const runner = manager.queryRunner;
    if (runner?.isTransactionActive) {
      const pending = (runner.data?.[CHANGED_CARTS] as string[] | undefined) ?? [];
      runner.data = { ...runner.data, [CHANGED_CARTS]: [...pending, topic] };
    }
  }

  changed(topic: string): void {
    if (!topic.startsWith(TOPIC_PREFIX)) return;
    this.generation += 1;
    if (topic === EVERY_CART) this.entries.clear();
    else this.entries.delete(topic.slice(TOPIC_PREFIX.length));
  }

  hearing(listening: boolean): void {
    this.serving = listening;
    this.generation += 1;
    this.entries.clear();
  }

  // TypeORM calls this for every transaction of the data source; only cart writers marked theirs.
  afterTransactionCommit(event: TransactionCommitEvent): void {
    const data = event.queryRunner.data as Record<string, unknown> | undefined;
    const topics = data?.[CHANGED_CARTS] as string[] | undefined;
    if (!topics) return;
    delete data![CHANGED_CARTS];
    for (const topic of topics) this.changed(topic);
  }
}
