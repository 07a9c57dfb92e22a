import { createHash, randomBytes } from 'node:crypto';
import { Request, Response } from 'express';

export const CART_OWNER_COOKIE = 'shop.cart';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function hashOwnerToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The browser's cart-owner token hash, or null when this browser has none yet. */
export function readCartOwner(req: Request): string | null {
  const token = req.cookies?.[CART_OWNER_COOKIE];
  return typeof token === 'string' && TOKEN.test(token) ? hashOwnerToken(token) : null;
}

/** The browser's cart-owner token hash, giving the browser a token (httpOnly cookie) if it has none. */
export function ensureCartOwner(req: Request, res: Response, secure: boolean): string {
  const existing = readCartOwner(req);
  if (existing) return existing;
  const token = randomBytes(32).toString('base64url');
  res.cookie(CART_OWNER_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    // The whole site, not only /api: the server renders /cart as empty for a browser without one (ADR 031).
    path: '/',
    maxAge: 30 * 24 * 60 * 60 * 1000,
  });
  return hashOwnerToken(token);
}
