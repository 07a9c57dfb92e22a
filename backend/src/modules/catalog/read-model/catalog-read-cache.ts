import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, EntitySubscriberInterface, InsertEvent, RemoveEvent, UpdateEvent } from 'typeorm';
import { ChangeNotifications } from '../../../database/change-notifications';
import { NotifiedCache } from '../../../database/notified-cache';
import { ProductVariant } from '../domain/product-variant.entity';
import { Product } from '../domain/product.entity';

/** A response body serialised once and served many times (ADR 005). */
export interface CachedJson<T = unknown> {
  value: T;
  body: string;
  /** `body` in UTF-8, as it goes on the wire. */
  bytes: Buffer;
  etag: string;
  total?: number;
  /** A search's query with its misspelt words corrected, when the page holds what that finds. */
  correctedSearch?: string;
}

/** What a loader returns for the cache to serialise. */
export interface Loaded<T> {
  value: T;
  total?: number;
  correctedSearch?: string;
}

/** Search terms make the key space unbounded; the oldest entries go first. */
const MAX_ENTRIES = 2000;

/**
 * The public catalog's read model (ADR 005): pages, totals and products serialised once and kept
 * until a product changes on any instance (ADR 015). A list page depends on every product, so a
 * change forgets them all. Every write to products announces itself in its transaction: entity
 * saves, updates and deletes through this subscriber, the catalog's own SQL through `changing`.
 */
@Injectable()
export class CatalogReadCache implements EntitySubscriberInterface<Product> {
  private readonly cache: NotifiedCache<CachedJson | null>;

  constructor(@InjectDataSource() dataSource: DataSource, notifications: ChangeNotifications) {
    // An unknown id is not kept: anyone can ask for any number of them.
    this.cache = new NotifiedCache<CachedJson | null>(notifications, { topic: 'catalog', maxEntries: MAX_ENTRIES, keep: (entry) => entry !== null });
    // A variant's stock is part of its product's answer (ADR 025): its writes count as product writes.
    const variants: EntitySubscriberInterface<ProductVariant> = {
      listenTo: () => ProductVariant,
      afterInsert: (event: InsertEvent<ProductVariant>) => this.changing(event.manager),
      afterUpdate: (event: UpdateEvent<ProductVariant>) => this.changing(event.manager),
      afterRemove: (event: RemoveEvent<ProductVariant>) => this.changing(event.manager),
    };
    dataSource.subscribers.push(this, variants);
  }

  async get<T>(key: string, load: () => Promise<Loaded<T> | null>): Promise<CachedJson<T> | null> {
    return this.cache.get(key, async () => {
      const loaded = await load();
      return loaded ? serialise(loaded) : null;
    }) as Promise<CachedJson<T> | null>;
  }

  /** A current entry, or null: never loads. */
  peek<T>(key: string): CachedJson<T> | null {
    return (this.cache.peek(key) ?? null) as CachedJson<T> | null;
  }

  /** Serialises without keeping the result: for readers who must see every row now (admins). */
  async serialiseOnly<T>(load: () => Promise<Loaded<T>>): Promise<CachedJson<T>> {
    return serialise(await load());
  }

  /** Call inside any transaction that writes products with SQL of its own. */
  changing(manager: EntityManager): Promise<void> {
    return this.cache.changing(manager);
  }

  listenTo(): typeof Product {
    return Product;
  }

  afterInsert(event: InsertEvent<Product>): Promise<void> {
    return this.changing(event.manager);
  }

  afterUpdate(event: UpdateEvent<Product>): Promise<void> {
    return this.changing(event.manager);
  }

  afterRemove(event: RemoveEvent<Product>): Promise<void> {
    return this.changing(event.manager);
  }
}

function serialise<T>({ value, total, correctedSearch }: Loaded<T>): CachedJson<T> {
  const body = JSON.stringify(value);
  // The correction travels in a header: a 304 must not keep an old one.
  const etag = `W/"${createHash('sha1').update(body).update(correctedSearch ?? '').digest('base64url').slice(0, 27)}"`;
  return { value, body, bytes: Buffer.from(body), etag, total, ...(correctedSearch ? { correctedSearch } : {}) };
}
