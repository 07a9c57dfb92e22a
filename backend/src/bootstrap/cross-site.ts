import { ForbiddenException, UnsupportedMediaTypeException } from '@nestjs/common';
import { NextFunction, Request, RequestHandler, Response } from 'express';
import { bearerToken } from '../modules/identity/api-keys/api-key-secret';
import { isCrossSiteNavigation } from '../modules/identity/sessions/install-sessions';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * API writes that other sites' servers make on purpose (a payment provider's webhook: JSON, no
 * Origin, no browser session, authenticated by its own signature): they skip both checks below.
 * Add a route here only with its signature check in place, e.g. /^\/api\/payments\/[^/]+\/webhook$/.
 * Tested against the path in lower case.
 */
export const CROSS_SITE_ROUTES: readonly RegExp[] = [
  /^\/api\/payments\/(paystack|paypal)\/webhook$/,
  // TEST MODE's PayPal stand-in, called by the shop's own PayPal client: the OAuth token request is a
  // form body, as at PayPal. Every call needs the per-process client secret or a token it issued.
  /^\/api\/test-payments\/paypal\/v[12]\//,
];

/** Writes that take a photo as multipart/form-data instead of JSON: still only from the shop's own pages. */
export const PHOTO_UPLOAD_ROUTES: readonly RegExp[] = [/^\/api\/(admin|suppliers)\/photos$/];

export interface CrossSitePolicy {
  /** PUBLIC_URL and ALLOWED_ORIGINS; empty means the request's own host is the shop's origin. */
  publicOrigins: readonly string[];
  exemptRoutes?: readonly RegExp[];
}

/**
 * Login CSRF and its cousins (ADR 011): a page on another site can make the browser POST a form
 * (urlencoded, multipart or text/plain: no preflight) with the shop's cookies. Every API write
 * must therefore come from the shop's own pages, and carry JSON, which another site can only send
 * after a CORS preflight the shop never grants. A request with neither Origin nor Sec-Fetch-Site
 * is no browser's cross-site request (curl, servers, tests) and passes. Runs before the body
 * parsers and the sessions: a refused request is not read, and touches no session.
 */
export function refuseCrossSiteWrites({ publicOrigins, exemptRoutes = CROSS_SITE_ROUTES }: CrossSitePolicy): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    // Compared in lower case: no spelling (POST /API/orders) slips past, whatever the router makes of it.
    const path = req.path.toLowerCase();
    if (READS.has(req.method) || !path.startsWith('/api/') || exemptRoutes.some((route) => route.test(path))) return next();
    if (!fromOwnSite(req, publicOrigins)) return next(new ForbiddenException('Cross-site requests are not accepted'));
    if (!jsonOrNoBody(req) && !photoFromOwnPage(req, path)) return next(new UnsupportedMediaTypeException('Send the body as application/json'));
    next();
  };
}

function fromOwnSite(req: Request, publicOrigins: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return !isCrossSiteNavigation(req);
  if (publicOrigins.length > 0) return publicOrigins.includes(origin);
  // No PUBLIC_URL: the shop is wherever the browser reached it. The scheme is not compared, as
  // behind a TLS proxy the app may not know it; what matters is that the page was on this host.
  const host = req.headers.host?.toLowerCase();
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

/** JSON (any charset), or nothing at all: a body-less POST such as logout may send no type. */
function jsonOrNoBody(req: Request): boolean {
  const type = req.headers['content-type'];
  if (type === undefined) return !hasBody(req);
  return type.split(';')[0].trim().toLowerCase() === 'application/json';
}

/**
 * A photo upload is multipart/form-data, which any page can send: it is taken only with a browser's
 * word that it comes from a page of this shop (an Origin, already checked above, or Fetch Metadata
 * `same-origin`), or from an integrator's server with an API key: no form can set an Authorization
 * header, and a script on another site cannot without a CORS preflight the shop never grants. An
 * old browser that sends none of these could be carrying another site's form: refused.
 */
function photoFromOwnPage(req: Request, path: string): boolean {
  if (!PHOTO_UPLOAD_ROUTES.some((route) => route.test(path))) return false;
  if ((req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() !== 'multipart/form-data') return false;
  return req.headers.origin !== undefined || req.headers['sec-fetch-site'] === 'same-origin' || bearerToken(req.headers.authorization) !== null;
}

function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');
}
