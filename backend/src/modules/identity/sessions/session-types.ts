import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** Set on a customer or admin session. */
    userId?: string;
    /** Set when the session began with the account's registration (the first greeting says "Welcome"). */
    newAccount?: boolean;
    /** Set on a supplier session (its own cookie, its own table). */
    supplierId?: string;
  }
}

export const USER_SESSION_COOKIE = 'shop.sid';
export const SUPPLIER_SESSION_COOKIE = 'shop.supplier.sid';
/** Supplier sessions are read only under this path; user sessions never reach it. */
export const SUPPLIER_API_PREFIX = '/api/suppliers';
/**
 * Where the browser sends the supplier cookie: the whole API, so that `/api/admin` can tell a
 * signed-in supplier (403) from a visitor (401). Only the supplier API reads the session.
 */
export const SUPPLIER_COOKIE_PATH = '/api';
/** Where the cookie was set before: cleared at login and logout so it cannot shadow the new one. */
export const FORMER_SUPPLIER_COOKIE_PATH = SUPPLIER_API_PREFIX;
