import type { DeepPartial, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/**
 * Entity rows written and read with plain SQL on the caller's connection, converted exactly as
 * TypeORM converts them (the driver's own conversions and each column's transformer), for the
 * checkout's hot path. TypeORM's query builder and persistence machinery cost a new order's
 * `save` about 1.3 ms of CPU and its INSERT here 0.35 ms; a `find` of the automatic promotions
 * 0.45 ms and its SELECT here under 0.1 ms (measured 2026-11-30 on the bench's PostgreSQL; the
 * checkout as a whole: `node scripts/bench/profile-route.mjs checkout`). Columns only: no
 * relations, listeners or subscribers, which none of the entities handled here has.
 */

/** `INSERT INTO <table> (<columns>) VALUES (...), (...)`: a column left undefined in a row is DEFAULT there, as TypeORM writes it. */
function insertSql(manager: EntityManager, target: EntityTarget<ObjectLiteral>, rows: ObjectLiteral[]): { sql: string; parameters: unknown[] } {
  const metadata = manager.connection.getMetadata(target);
  const driver = manager.connection.driver;
  const columns = metadata.nonVirtualColumns.filter((column) => rows.some((row) => column.getEntityValue(row) !== undefined));
  const parameters: unknown[] = [];
  const values = rows.map((row) => {
    const cells = columns.map((column) => {
      const value = column.getEntityValue(row);
      if (value === undefined) return 'DEFAULT';
      parameters.push(driver.preparePersistentValue(value, column));
      return `$${parameters.length}`;
    });
    return `(${cells.join(', ')})`;
  });
  return { sql: `INSERT INTO ${quote(metadata.tableName)} (${columns.map((column) => quote(column.databaseName)).join(', ')}) VALUES ${values.join(', ')}`, parameters };
}

/**
 * Inserts a new entity and answers it as `manager.save` does: the values given, null in every
 * nullable column left out, then the generated and defaulted columns as the database wrote them.
 */
export async function insertEntity<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, values: DeepPartial<T>): Promise<T> {
  const metadata = manager.connection.getMetadata(target);
  const entity = manager.create(target, values);
  const returning = metadata.getInsertionReturningColumns();
  const { sql, parameters } = insertSql(manager, target, [entity]);
  const [row]: Record<string, unknown>[] = await manager.query(`${sql} RETURNING ${returning.map((column) => quote(column.databaseName)).join(', ')}`, parameters);
  for (const column of metadata.nonVirtualColumns) if (column.isNullable && column.getEntityValue(entity) === undefined) column.setEntityValue(entity, null);
  // As save merges them: the driver's values, in the entity's column order.
  for (const column of metadata.nonVirtualColumns) if (row[column.databaseName] !== undefined) column.setEntityValue(entity, row[column.databaseName]);
  return entity;
}

/** Inserts rows, a row that would break a unique constraint left out: `insert().values(rows).orIgnore()`. */
export async function insertIgnoringConflicts<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, rows: DeepPartial<T>[]): Promise<void> {
  if (rows.length === 0) return;
  const { sql, parameters } = insertSql(manager, target, rows);
  await manager.query(`${sql} ON CONFLICT DO NOTHING`, parameters);
}

/** Entities from the rows of a `SELECT *` of their table, as `find` makes them. */
export function entitiesFromRows<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, rows: Record<string, unknown>[]): T[] {
  const metadata = manager.connection.getMetadata(target);
  const driver = manager.connection.driver;
  return rows.map((row) => {
    const entity = metadata.create(manager.queryRunner, { fromDeserializer: true }) as T;
    for (const column of metadata.nonVirtualColumns) {
      const value = row[column.databaseName];
      if (value !== undefined) column.setEntityValue(entity, driver.prepareHydratedValue(value, column as ColumnMetadata));
    }
    return entity;
  });
}

function quote(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
