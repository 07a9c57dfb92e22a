import type { EntityManager } from 'typeorm';
import type { Transactions } from '../../shared/transactions';

/** A fake's rows; `snapshot()` answers how to put them back as they are now. */
export interface InMemoryTable {
  snapshot(): () => void;
}

/** Rows kept by key, copied in and out so a handler never holds a fake's own objects. */
export class Rows<T extends object> implements InMemoryTable {
  readonly byKey = new Map<string, T>();

  get(key: string): T | undefined {
    const row = this.byKey.get(key);
    return row && copy(row);
  }

  set(key: string, row: T): T {
    this.byKey.set(key, copy(row));
    return copy(row);
  }

  all(): T[] {
    return [...this.byKey.values()].map(copy);
  }

  snapshot(): () => void {
    const saved = new Map([...this.byKey].map(([key, row]) => [key, copy(row)]));
    return () => {
      this.byKey.clear();
      for (const [key, row] of saved) this.byKey.set(key, row);
    };
  }
}

/**
 * A deep copy that stays an instance of its class (an Order stays an Order) and keeps Dates as the
 * spec's own (structuredClone's come from another realm under Jest, failing toBeInstanceOf(Date)).
 */
export function copy<T>(value: T): T {
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (Array.isArray(value)) return value.map(copy) as T;
  if (value === null || typeof value !== 'object') return value;
  const copied = Object.create(Object.getPrototypeOf(value));
  for (const [key, field] of Object.entries(value)) copied[key] = copy(field);
  return copied;
}

/**
 * Transactions for handler specs, the way the embedded database runs them: one at a time, and a
 * transaction whose work throws puts every table back as it was (a rollback). Each hands the work
 * a manager of its own, which the fakes check so that a write outside it fails the spec.
 */
export class InMemoryTransactions implements Transactions {
  committed = 0;
  private readonly tables: InMemoryTable[] = [];
  private readonly open = new Set<EntityManager>();
  private queue: Promise<unknown> = Promise.resolve();

  /** The tables a rollback puts back. */
  keep(...tables: InMemoryTable[]): this {
    this.tables.push(...tables);
    return this;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const run = async () => {
      const restores = this.tables.map((table) => table.snapshot());
      const manager = { transaction: this.committed + 1 } as unknown as EntityManager;
      this.open.add(manager);
      try {
        const result = await work(manager);
        this.committed += 1;
        return result;
      } catch (error) {
        for (const restore of restores) restore();
        throw error;
      } finally {
        this.open.delete(manager);
      }
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** Called by the fakes with the manager they were given. */
  assertInside(manager: EntityManager | undefined): void {
    if (!manager || !this.open.has(manager)) throw new Error('A write outside the transaction it belongs to');
  }
}
