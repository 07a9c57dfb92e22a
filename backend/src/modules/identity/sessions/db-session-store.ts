import { SessionData, Store } from 'express-session';
import { DataSource } from 'typeorm';

const DEFAULT_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** How far the stored expiry may lag the cookie's before a touch writes it: a session ends at most this early. */
const TOUCH_AFTER_SECONDS = 60;

/**
 * express-session store on the shop's own database (table `sessions` or `supplier_sessions`), so
 * every app instance on one PostgreSQL shares them and a restart signs nobody out.
 */
export class DbSessionStore extends Store {
  constructor(
    private readonly dataSource: DataSource,
    private readonly table: 'sessions' | 'supplier_sessions',
  ) {
    super();
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.dataSource
      .query(`SELECT sess FROM ${this.table} WHERE sid = $1 AND expire > now()`, [sid])
      .then((rows: { sess: SessionData }[]) => callback(null, rows[0]?.sess ?? null))
      .catch((error) => callback(error));
  }

  override set(sid: string, session: SessionData, callback?: (error?: unknown) => void): void {
    this.dataSource
      .query(
        `INSERT INTO ${this.table} (sid, sess, expire) VALUES ($1, $2, $3)
         ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, expire = EXCLUDED.expire`,
        [sid, JSON.stringify(session), expiry(session)],
      )
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  override destroy(sid: string, callback?: (error?: unknown) => void): void {
    this.dataSource
      .query(`DELETE FROM ${this.table} WHERE sid = $1`, [sid])
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  /**
   * Rolling sessions touch on every response; the row is written only once its expiry has fallen a
   * minute behind, so a signed-in shopper's browsing is not a database write per request.
   */
  override touch(sid: string, session: SessionData, callback?: () => void): void {
    this.dataSource
      .query(`UPDATE ${this.table} SET expire = $2 WHERE sid = $1 AND expire < $2::timestamptz - interval '${TOUCH_AFTER_SECONDS} seconds'`, [sid, expiry(session)])
      .then(() => callback?.())
      .catch(() => callback?.());
  }

  /** Expired rows are removed now and then by whichever instance happens to run this. */
  async prune(): Promise<void> {
    await this.dataSource.query(`DELETE FROM ${this.table} WHERE expire <= now()`);
  }
}

function expiry(session: SessionData): Date {
  const expires = session.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + DEFAULT_TTL_MS);
}
