import type { EntityManager } from 'typeorm';

/**
 * What a command needs of the database to keep its writes together: one transaction around
 * `work`, whose manager it hands to every service the work calls (stock with the order, messages
 * with the change). TypeORM's DataSource is one (@InjectDataSource()); a handler spec runs the
 * same work against in-memory fakes.
 */
export interface Transactions {
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T>;
}
