import { Request } from 'express';

/**
 * The shop as this shopper reached it, for URLs the shopper will follow back (a payment's return
 * page): PUBLIC_URL when set, else the page's Origin (already checked to be the shop's own by the
 * cross-site guard), else the Host the request came to.
 */
export function shopOrigin(req: Request, publicUrl: string | null): string {
  if (publicUrl) return publicUrl;
  const origin = req.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/]+$/.test(origin)) return origin;
  return `${req.protocol}://${req.headers.host ?? 'localhost'}`;
}
