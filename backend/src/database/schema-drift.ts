import { DataSource } from 'typeorm';

/** The SQL that would bring the database in line with the entities: empty when migrations are complete. */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<{ up: string[]; down: string[] }> {
  const log = await dataSource.driver.createSchemaBuilder().log();
  return {
    up: log.upQueries.map((query) => query.query),
    down: log.downQueries.map((query) => query.query),
  };
}
