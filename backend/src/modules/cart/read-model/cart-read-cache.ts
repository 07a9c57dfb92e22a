import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ChangeNotifications } from '../../../database/change-notifications';
import { NotifiedCache } from '../../../database/notified-cache';
import { CartItem } from '../domain/cart-item.entity';

/** A cart as stored: who owns it and its lines (products are joined at read time from the catalog). */
export interface StoredCart {
  ownerTokenHash: string;
  items: CartItem[];
}

/** Bounds memory; carts are small and the oldest go first. */
const MAX_CARTS = 20_000;

/**
 * The carts' read model (ADR 007, 015): `GET /api/cart/{id}` is the storefront's most frequent
 * call (the header badge on every page) and otherwise costs a database round trip each time.
 * Every cart write announces its cart id inside its transaction; all instances drop that cart
 * when the transaction commits, this one before it answers the writer.
 */
@Injectable()
export class CartReadCache {
  private readonly cache: NotifiedCache<StoredCart | null>;

  constructor(notifications: ChangeNotifications) {
    this.cache = new NotifiedCache<StoredCart | null>(notifications, { topic: 'cart', maxEntries: MAX_CARTS });
  }

  /** The stored cart (null: no such cart), from memory when it is known to be current. */
  get(sessionId: string, load: () => Promise<StoredCart | null>): Promise<StoredCart | null> {
    return this.cache.get(sessionId, load);
  }

  /** Call inside the transaction that changes a cart (or every cart, with no id). */
  changing(manager: EntityManager, sessionId?: string): Promise<void> {
    return this.cache.changing(manager, sessionId);
  }
}
