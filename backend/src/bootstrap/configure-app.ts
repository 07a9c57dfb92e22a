import { INestApplication } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config';
import { servePhotos } from '../modules/media/serve-photos';
import { PHOTO_STORE, PhotoStore } from '../modules/media/storage/photo-store';
import { PagePreload, preloadTags, StorefrontPagePreloads } from '../modules/catalog/read-model/storefront-page-preloads';
import { PaymentProviders } from '../modules/payments/payment-providers';
import { ShopDetailsPreloads } from '../modules/settings/shop-details-preloads';
import { TrackPagePreloads } from '../modules/ordering/track-page-preloads';
import { ProductReviewsPreloads } from '../modules/reviews/product-reviews-preloads';
import { installSessions } from '../modules/identity/sessions/install-sessions';
import { USER_SESSION_COOKIE } from '../modules/identity/sessions/session-types';
import { readCartOwner } from '../modules/cart/cart-owner';
import { ApiExceptionFilter } from '../shared/http/api-exception.filter';
import { privateApiAnswers } from '../shared/http/cache-control';
import { rejectHostileJson } from '../shared/http/json-reviver';
import { rateLimitClient } from '../shared/http/rate-limit';
import { createValidationPipe } from '../shared/http/validation';
import { createHttpLogger } from '../shared/logging/log-options';
import { ROOT_LOGGER, PinoLogger } from '../shared/logging/logging.module';
import { recordHttpMetrics } from '../shared/metrics/http-metrics';
import { CROSS_SITE_ROUTES, refuseCrossSiteWrites } from './cross-site';
import { buildOpenApiDocument } from './openapi';
import { isStorefrontRoute, readViteManifest, routeChunkTags, stylesheetReader, withEntryStylesInline } from './route-chunks';
import { isServerRendered, isSupplierSignIn, keepingSupplierSignInRenders, loadServerRenderer, pageHtml, renderOrNull, supplierLanguageOf, withLinkPreview } from './server-render';

export const JSON_BODY_LIMIT = '1mb';
/** Supplier registration carries a selfie and an ID image (each under 5 MB decoded, base64 grows it by a third). */
export const REGISTRATION_BODY_LIMIT = '15mb';
/** A return carries up to three photos, which the storefront shrinks to 1600 px JPEGs (under 1.5 MB each, base64 a third more). */
export const RETURN_BODY_LIMIT = '8mb';
/** Providers' webhooks whose signature covers the exact bytes sent (Paystack, PayPal, Meta's WhatsApp statuses). */
export const SIGNED_WEBHOOK_PATHS = ['/api/payments/paystack/webhook', '/api/payments/paypal/webhook', '/api/whatsapp/webhook'];

/** Everything that wraps the routes, shared by the server, the tests and the OpenAPI script. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.set('trust proxy', config.trustProxy);
  // First of all: every request, pages and early refusals included, gets its id, its log line and its count.
  app.use(createHttpLogger(app.get<PinoLogger>(ROOT_LOGGER)));
  if (config.metricsToken) app.use(recordHttpMetrics());
  app.disable('x-powered-by');
  const securityHeaders = [
    ...headersSetBy(
      helmet({
        contentSecurityPolicy: {
          directives: {
            'img-src': ["'self'", 'data:', 'blob:'],
            'media-src': ["'self'", 'blob:'],
            'upgrade-insecure-requests': config.production ? [] : null,
          },
        },
        permittedCrossDomainPolicies: false,
      }),
    ),
    // The supplier portal's camera and the checkout's "Use my location" ask on this origin only (ADR 052).
    ['Permissions-Policy', 'camera=(self), microphone=(), geolocation=(self)'],
  ];
  // helmet's headers never vary by request: worked out once, set in one pass (it was 13 middlewares a request).
  app.use((_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    next();
  });
  // A client that accepts no encoding gets none: compression's hooks on such a response are pure cost.
  const compress = compression();
  app.use((req: Request, res: Response, next: NextFunction) => (req.headers['accept-encoding'] ? compress(req, res, next) : next()));
  app.use(refuseCrossSiteWrites({ publicOrigins: config.publicOrigins }));
  app.use('/api', privateApiAnswers());
  const parseJson = express.json({ limit: JSON_BODY_LIMIT, reviver: rejectHostileJson });
  // A provider signs the exact bytes it sends: webhooks keep their raw body (and the JSON parser then skips them).
  for (const path of SIGNED_WEBHOOK_PATHS) app.use(path, express.raw({ type: () => true, limit: JSON_BODY_LIMIT }));
  // The application alone carries two photos; its password check (/register/password-check) gets the usual limit.
  const parseApplication = express.json({ limit: REGISTRATION_BODY_LIMIT, reviver: rejectHostileJson });
  app.use('/api/suppliers/register', (req: Request, res: Response, next: NextFunction) => (req.path === '/' ? parseApplication(req, res, next) : next()));
  // A return may carry up to three photos (shrunk by the storefront); its quote gets the usual limit.
  const parseReturn = express.json({ limit: RETURN_BODY_LIMIT, reviver: rejectHostileJson });
  app.use('/api/returns', (req: Request, res: Response, next: NextFunction) => (req.path === '/' && req.method === 'POST' ? parseReturn(req, res, next) : next()));
  // Reads carry no body: they skip the parser. JSON is the only body the API takes (ADR 011).
  app.use((req: Request, res: Response, next: NextFunction) => (req.method === 'GET' || req.method === 'HEAD' ? next() : parseJson(req, res, next)));
  // TEST MODE: the providers' stand-ins answer on the shop's own port, where the provider clients call them.
  for (const { name, sandbox } of app.get(PaymentProviders).sandboxes) app.use(`/api/test-payments/${name}`, sandbox.router);
  app.use(parsePlainCookies());
  installSessions(app, config, { sessionless: CROSS_SITE_ROUTES });

  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());

  app.use('/media', servePhotos(app.get<PhotoStore>(PHOTO_STORE)));
  if (config.frontendDist) serveFrontend(app, config.frontendDist, config.publicOrigins[0] ?? null);
}

/**
 * cookie-parser turns a `j:`-prefixed value into an object, and express-session then fails on it
 * (`raw.substr is not a function`: a 500 for a hand-made `shop.sid=j:{}`). The shop sets no JSON
 * cookies, so any value that is not text is dropped: a malformed cookie is simply no cookie.
 */
function parsePlainCookies(): RequestHandler {
  const parse = cookieParser();
  return (req: Request, res: Response, next: NextFunction) =>
    parse(req, res, (error?: unknown) => {
      if (error) return next(error);
      for (const [name, value] of Object.entries(req.cookies as Record<string, unknown>)) if (typeof value !== 'string') delete req.cookies[name];
      next();
    });
}

/** The headers a header-only middleware (helmet) sets, read by running it once against a recording response. */
function headersSetBy(middleware: (req: Request, res: Response, next: (error?: unknown) => void) => void): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = { setHeader: (name: string, value: unknown) => headers.push([name, String(value)]), removeHeader: () => undefined, getHeader: () => undefined };
  middleware({ headers: {} } as Request, recorder as unknown as Response, (error) => {
    if (error) throw error;
  });
  return headers;
}

export function mountApiDocs(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
}

/**
 * Headers only a page reads (a document or a worker). A hashed script or style sheet is neither, and
 * over HTTP/1.1 these came to some 700 bytes on each of the dozen a phone loads first. What a
 * subresource does read stays: nosniff, Cross-Origin-Resource-Policy, Referrer-Policy.
 */
const PAGE_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Strict-Transport-Security',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-XSS-Protection',
  'Permissions-Policy',
];

/** Hashed assets are cached for a year; index.html is revalidated so a deploy shows at once. */
/** `publicOrigin`: the shop's address as shoppers see it (PUBLIC_URL), else each request's own. */
function serveFrontend(app: NestExpressApplication, dist: string, publicOrigin: string | null): void {
  const hashedAssets = join(dist, 'assets');
  // The build compressed the hashed assets once (frontend/build.mjs): a client gets brotli or gzip
  // from disk, and the compression middleware, seeing them encoded, leaves them be.
  const assets = expressStaticGzip(dist, {
    index: false,
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    // The root's `index: false` is passed on to serve-static by express-static-gzip itself.
    serveStatic: {
      setHeaders: (res, path) => {
        if (!path.includes(hashedAssets)) {
          res.setHeader('Cache-Control', 'no-cache');
          return;
        }
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        // Set per file served, not per path: anything else under /assets/ (a missing file's 404 page) keeps them all.
        for (const name of PAGE_ONLY_HEADERS) res.removeHeader(name);
      },
    },
  });
  // Without this guard every API request paid a file-system stat looking for a file (benchmarks).
  app.use((req: Request, res: Response, next: NextFunction) => (req.path.startsWith('/api/') ? next() : assets(req, res, next)));
  const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = readViteManifest(dist);
  const stylesheets = stylesheetReader(dist);
  const renderedIndexHtml = withEntryStylesInline(indexHtml, stylesheets);
  const loaded = loadServerRenderer(dist);
  const renderer = loaded && keepingSupplierSignInRenders(loaded);
  const preloads = app.get(StorefrontPagePreloads);
  const shopDetails = app.get(ShopDetailsPreloads);
  const trackPage = app.get(TrackPagePreloads);
  const productReviews = app.get(ProductReviewsPreloads);
  app.use((req: Request, res: Response, next: NextFunction) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !req.path.startsWith('/api') && !req.path.startsWith('/media/') && req.path !== '/metrics';
    if (!isPage) return next();
    // /track shows an order's name, address and items: no browser or service worker keeps it.
    res.setHeader('Cache-Control', /^\/track\/*$/i.test(req.path) ? 'no-store' : 'no-cache');
    // A phone asking to save data gets no photo preload: its list photos load only when scrolled near (ADR 021).
    res.vary('Save-Data');
    // The supplier sign-in is written in the supplier's language: their cookie, else the browser's (ADR 060).
    if (isSupplierSignIn(req.path)) res.vary('Accept-Language').vary('Cookie');
    const saveData = req.headers['save-data'] === 'on';
    res.type('html');
    servePage(req, saveData).then(({ status, html }) => res.status(status).send(html), next);
  });

  async function servePage(req: Request, saveData: boolean): Promise<{ status: number; html: string }> {
    const query = new URLSearchParams(req.url.split('?')[1] ?? '');
    // Signed-in visitors (admins also see inactive products) fetch their own data: their page is rendered without it.
    const anonymous = !req.headers.cookie?.includes(`${USER_SESSION_COOKIE}=`);
    const [details, tracking, reviews] = await Promise.all([
      shopDetails.answersFor(req.path),
      req.path === '/track' ? trackPage.answersFor(query, rateLimitClient(req)) : [],
      productReviews.answersFor(req.path),
    ]);
    const shared = [...details, ...tracking, ...reviews];
    const preloaded: PagePreload = anonymous
      ? await preloads.answersFor(req.path, query, shared)
      : { answers: shared, imageTag: '', status: await preloads.statusForSignedIn(req.path) };
    const { answers } = preloaded;
    const imageTag = saveData ? '' : preloaded.imageTag;
    const supplierLanguage = supplierLanguageOf(req.cookies as Record<string, unknown> | undefined, req.headers['accept-language']);
    const rendered = renderer && isServerRendered(req.path) ? await renderOrNull(renderer, req.url, answers, { browserHasCart: readCartOwner(req) !== null, supplierLanguage }) : null;
    // A rendered page's markup needs its route's styles at once (not merely preloaded): no unstyled flash, and styled without script.
    const chunks = manifest ? routeChunkTags(manifest, req.path, rendered ? stylesheets : undefined) : '';
    const unused = rendered ? rendered.unused : answers;
    // The page's main photo first: on a phone's few connections it must not queue behind the scripts.
    const head = imageTag + chunks + (unused.length ? preloadTags(unused) : '');
    const shell = withLinkPreview(rendered ? renderedIndexHtml : indexHtml, preloaded.linkPreview, publicOrigin ?? `${req.protocol}://${req.get('host')}`, req.path);
    const html = pageHtml(shell, head, rendered, isSupplierSignIn(req.path) ? supplierLanguage : 'en');
    // The 404 page, and a product the shop does not have, are pages, but no search engine or link checker should take them for one.
    const notFound = isServerRendered(req.path) && (!isStorefrontRoute(req.path) || preloaded.status === 404);
    return { status: notFound ? 404 : 200, html };
  }
}
