import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Extension, PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

// The contrib subpath exists only in the package's exports map, which the backend's `node`
// module resolution does not read for types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { unaccent } = require('@electric-sql/pglite/contrib/unaccent') as { unaccent: Extension };
/** The contrib extensions the shop's migrations create: the catalog search's (ADR 062). */
const extensions = { pg_trgm, unaccent };

/** The embedded database's own folder in DATA_DIR (backups and photos live beside it). */
export function embeddedDatabaseDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/**
 * The zero-setup engine: PostgreSQL compiled to WASM, running in this process and reached through
 * a loopback socket so TypeORM uses its normal `pg` driver (one code path for both engines).
 * PGlite is single-connection: the pool in front of it must stay at 1.
 */
export class EmbeddedPostgres {
  private db: PGlite | null = null;
  private server: PGLiteSocketServer | null = null;

  /**
   * Starts the engine (in memory when dataDir is null, from the tarball at `template` if given) and
   * returns a connection URL for it.
   */
  async start(dataDir: string | null, template: string | null = null): Promise<string> {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    // Loading a database takes a third of the time of creating one (initdb).
    const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
    this.db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), loadDataDir, extensions });
    this.server = new PGLiteSocketServer({ db: this.db, host: '127.0.0.1', port: 0 });
    await this.server.start();
    const [host, port] = this.server.getServerConn().split(':');
    return `postgres://postgres@${host}:${port}/postgres`;
  }

  /** How many of the shop's migrations this database has run (0 before the first). */
  async migrationsRun(): Promise<number> {
    if (!this.db) throw new Error('The embedded database is not running');
    const table = await this.db.query<{ name: string | null }>(`SELECT to_regclass('migrations')::text AS name`);
    if (!table.rows[0]?.name) return 0;
    return (await this.db.query<{ count: number }>('SELECT count(*)::int AS count FROM migrations')).rows[0].count;
  }

  /**
   * The data directory as a gzipped tarball. Queries wait while it is taken, so it holds what was
   * committed; a transaction still open is left out, as after a crash.
   */
  async dump(compression: 'gzip' | 'none' = 'gzip'): Promise<Blob> {
    if (!this.db) throw new Error('The embedded database is not running');
    return this.db.dumpDataDir(compression);
  }

  /** Makes `dataDir` (which must not hold a database) from a tarball `dump()` wrote, and checks it is a shop's. */
  static async restore(dataDir: string, tarball: Blob): Promise<void> {
    mkdirSync(dataDir, { recursive: true });
    const db = await PGlite.create({ dataDir, loadDataDir: tarball, extensions });
    try {
      // Any PostgreSQL data directory would load: this one must be a shop's.
      await db.query('SELECT 1 FROM migrations LIMIT 1');
    } finally {
      await db.close();
    }
  }

  async stop(): Promise<void> {
    await this.server?.stop();
    await this.db?.close();
    this.server = null;
    this.db = null;
  }
}
