import type { NextFunction, Request, Response } from 'express';
import { httpRequestDuration, httpRequests } from './process-metrics';

/**
 * The route label is the pattern Nest registered (`/api/products/:id`), never the URL as sent:
 * ids, searches and probes for missing paths would each make a new series. Whatever no Nest
 * route answered falls into one of three fixed labels.
 */
function routeLabel(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return req.baseUrl + pattern;
  if (req.originalUrl.startsWith('/api/')) return '(unmatched api)';
  if (req.originalUrl.startsWith('/media/')) return '(media)';
  return '(frontend)';
}

/** Counts and times every answer; installed first, so refusals by earlier middlewares count too. */
export function recordHttpMetrics() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const labels = { method: req.method, route: routeLabel(req), status_class: `${Math.floor(res.statusCode / 100)}xx` };
      httpRequests.inc(labels);
      httpRequestDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}
