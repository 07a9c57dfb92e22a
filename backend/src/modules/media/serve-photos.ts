import { NextFunction, Request, RequestHandler, Response } from 'express';
import { SERVED_PHOTO_FILE } from './domain/photo-names';
import { PhotoStore } from './storage/photo-store';

/**
 * GET /media/<key>-<width>.<format>: from the store (disk or bucket) through the shop's own host, so
 * no page loads anything from another host. A name never changes content: cached for a year.
 */
export function servePhotos(store: PhotoStore): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = SERVED_PHOTO_FILE.exec(req.path.slice(1));
    const notFound = () => res.status(404).setHeader('Cache-Control', 'no-store').json({ statusCode: 404, error: 'Not Found', message: 'There is no such photo' });
    if (!match) return notFound();
    const name = `${match[1]}-${match[2]}.${match[3]}`;
    const etag = `"${name}"`;
    if (req.headers['if-none-match'] === etag) return res.status(304).setHeader('ETag', etag).end();
    store
      .get(name)
      .then((file) => {
        if (!file) return notFound();
        res.setHeader('Content-Type', file.contentType);
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.setHeader('ETag', etag);
        res.setHeader('Content-Length', String(file.body.length));
        res.end(req.method === 'HEAD' ? undefined : file.body);
      })
      .catch(next);
  };
}
