import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** Set on a customer or admin session. */
    userId?: string;
    /** Set on a supplier session (its own cookie, its own table). */
    supplierId?: string;
  }
}

export const USER_SESSION_COOKIE = 'shop.sid';
export const SUPPLIER_SESSION_COOKIE = 'shop.supplier.sid';
/** Supplier sessions exist only under this path; user sessions never reach it. */
export const SUPPLIER_API_PREFIX = '/api/suppliers';
