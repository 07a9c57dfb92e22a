import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntitySubscriberInterface, InsertEvent, QueryRunner, RemoveEvent, TransactionCommitEvent, UpdateEvent } from 'typeorm';
import { Product } from '../domain/product.entity';

/** A response body serialised once and served many times (ADR 005). */
export interface CachedJson<T = unknown> {
  value: T;
  body: string;
  /** `body` in UTF-8, as it goes on the wire. */
  bytes: Buffer;
  etag: string;
  total?: number;
}

/**
 * How long an entry may be served without asking the database. Writes through this instance
 * invalidate at once; this bounds how long another instance (or a write made outside the app)
 * can show an old price or stock figure.
 */
export const CATALOG_CACHE_TTL_MS = 1000;
/** Search terms make the key space unbounded; the oldest entries go first. */
const MAX_ENTRIES = 2000;
const CHANGED = 'catalogChanged';

/**
 * The public catalog's read model: pages and products serialised once per second at most.
 * Everything that writes products (entity saves, the catalog's own SQL) bumps the generation;
 * a load that started before a bump is not stored, so an invalidation is never undone by a
 * slow reader. A transaction that changed products invalidates again after its commit, when
 * the new rows become visible to the next load.
 */
@Injectable()
export class CatalogReadCache implements EntitySubscriberInterface<Product> {
  private readonly entries = new Map<string, { entry: CachedJson; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<CachedJson>>();
  private generation = 0;

  constructor(@InjectDataSource() dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  async get<T>(key: string, load: () => Promise<{ value: T; total?: number } | null>): Promise<CachedJson<T> | null> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.entry as CachedJson<T>;
    // One load per key at a time: an expiry under load costs one query, not one per request.
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<CachedJson<T> | null>;
    const generation = this.generation;
    const promise = load()
      .then((loaded) => {
        if (!loaded) return null;
        const entry = serialise(loaded.value, loaded.total);
        if (generation === this.generation) this.store(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise as Promise<CachedJson>);
    return promise;
  }

  /** A fresh entry, or null: never loads. */
  peek<T>(key: string): CachedJson<T> | null {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > Date.now() ? (hit.entry as CachedJson<T>) : null;
  }

  /** Serialises without keeping the result: for readers who must see every row now (admins). */
  async serialiseOnly<T>(load: () => Promise<{ value: T; total?: number }>): Promise<CachedJson<T>> {
    const loaded = await load();
    return serialise(loaded.value, loaded.total);
  }

  /** Call on any write to products; with the writer's query runner, again after its commit. */
  invalidate(queryRunner?: QueryRunner): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
    if (queryRunner?.isTransactionActive) queryRunner.data = { ...queryRunner.data, [CHANGED]: true };
  }

  listenTo(): typeof Product {
    return Product;
  }

  afterInsert(event: InsertEvent<Product>): void {
    this.invalidate(event.queryRunner);
  }

  afterUpdate(event: UpdateEvent<Product>): void {
    this.invalidate(event.queryRunner);
  }

  afterRemove(event: RemoveEvent<Product>): void {
    this.invalidate(event.queryRunner);
  }

  // TypeORM calls this for every transaction of the data source, whatever entity it touched.
  afterTransactionCommit(event: TransactionCommitEvent): void {
    const data = event.queryRunner.data as Record<string, unknown> | undefined;
    if (!data?.[CHANGED]) return;
    delete data[CHANGED];
    this.invalidate();
  }

  private store(key: string, entry: CachedJson): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { entry, expiresAt: Date.now() + CATALOG_CACHE_TTL_MS });
  }
}

function serialise<T>(value: T, total?: number): CachedJson<T> {
  const body = JSON.stringify(value);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
  return { value, body, bytes: Buffer.from(body), etag, total };
}
