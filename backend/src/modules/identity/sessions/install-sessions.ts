import { Logger } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../config/app-config';
import { DbSessionStore } from './db-session-store';
import { SUPPLIER_API_PREFIX, SUPPLIER_COOKIE_PATH, SUPPLIER_SESSION_COOKIE, USER_SESSION_COOKIE } from './session-types';

const TWO_WEEKS_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Two kinds of session that never mix: users (customers and admins) everywhere except the
 * supplier API, suppliers only there, each with its own cookie and table.
 */
export function installSessions(app: NestExpressApplication, config: AppConfig, { sessionless = [] }: { sessionless?: readonly RegExp[] } = {}): void {
  const dataSource = app.get(DataSource);
  const options = (name: string, path: string, store: DbSessionStore) =>
    session({
      name,
      secret: config.sessionSecret,
      store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      proxy: config.trustProxy > 0,
      cookie: { httpOnly: true, sameSite: 'lax', secure: config.production, path, maxAge: TWO_WEEKS_MS },
    });
  const userSessions = options(USER_SESSION_COOKIE, '/', new DbSessionStore(dataSource, 'sessions'));
  const supplierSessions = options(SUPPLIER_SESSION_COOKIE, SUPPLIER_COOKIE_PATH, new DbSessionStore(dataSource, 'supplier_sessions'));

  let plainHttpReported = false;
  app.use((req: Request, res: Response, next: NextFunction) => {
    // Static files and pages need no session: no database round trip for them.
    if (!req.path.startsWith('/api')) return next();
    if (config.production && !req.secure && !plainHttpReported) {
      plainHttpReported = true;
      new Logger('Sessions').warn(plainHttpWarning(req, config.trustProxy));
    }
    const supplierApi = req.path === SUPPLIER_API_PREFIX || req.path.startsWith(`${SUPPLIER_API_PREFIX}/`);
    // Other sites' servers (a payment provider's webhook) act for no visitor: no session is read or touched.
    if (sessionless.some((route) => route.test(req.path))) return next();
    // A read without a session cookie can neither find nor start a session (only POSTs sign in),
    // so the anonymous catalog and cart reads skip the session machinery altogether.
    const cookieName = supplierApi ? SUPPLIER_SESSION_COOKIE : USER_SESSION_COOKIE;
    if ((req.method === 'GET' || req.method === 'HEAD') && !req.headers.cookie?.includes(`${cookieName}=`)) return next();
    return (supplierApi ? supplierSessions : userSessions)(req, res, next);
  });
}

/** Secure cookies are never set on a request the shop sees as plain http: sign-in would answer 200 and keep no one. */
function plainHttpWarning(req: Request, trustProxy: number): string {
  const forwarded = req.headers['x-forwarded-proto'];
  const cause = forwarded
    ? `it came through a proxy (X-Forwarded-Proto: ${String(forwarded)}) that TRUST_PROXY=${trustProxy} does not count`
    : 'browsers reach the shop without https';
  return `An API request arrived over plain http: ${cause}. Sign-in cookies are Secure in production, so none is set and no one stays signed in. Serve the shop over https and set TRUST_PROXY to the number of proxies in front of it.`;
}

/**
 * A top-level navigation from another site (a link, a redirect, an auto-submitted form), which
 * must not act for the visitor (ADR 011). Browsers without Fetch Metadata send no such header.
 */
export function isCrossSiteNavigation(req: Request): boolean {
  return req.headers['sec-fetch-site'] === 'cross-site';
}

/** Issues a new session id keeping nothing of the old one (no session fixation). */
export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
}

export function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => (req.session ? req.session.destroy((error) => (error ? reject(error) : resolve())) : resolve()));
}
