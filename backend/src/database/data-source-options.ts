import { DataSourceOptions } from 'typeorm';
import { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { allEntities } from './entities';
import { allMigrations } from './migrations';

/** One code path for both engines; only the URL and the pool size differ. */
export function dataSourceOptions(url: string, embedded: boolean): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: allEntities,
    migrations: allMigrations,
    migrationsRun: false,
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+ and PGlite: no extension to install.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    extra: {
      max: embedded ? 1 : 10,
      // A database outage answers 503 quickly instead of hanging requests (see reliability/database-outage.spec.ts).
      connectionTimeoutMillis: 5000,
      query_timeout: 15000,
      // Idle pooled connections to a host that vanished without a reset are found dead and replaced.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10000,
    },
  };
}

/**
 * The same options with a read replica (PostgreSQL only, ADR 075): TypeORM holds a second pool, of
 * the same size, to it, and every query, reads included, stays on the primary (`defaultMode:
 * 'master'`): only ReplicaReads asks for the replica, on purpose.
 */
export function withReplica(options: DataSourceOptions, replicaUrl: string): DataSourceOptions {
  const { url, ...rest } = options as PostgresConnectionOptions;
  return { ...rest, replication: { master: { url }, slaves: [{ url: replicaUrl }], defaultMode: 'master' } };
}
