import { Header } from '@nestjs/common';
import { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * How long an API answer may be kept, and by whom. Private unless a route says otherwise: many
 * answers differ by session (a cart, a tracked order, the catalog as an admin sees it), and no
 * browser, proxy or service worker may keep one for the next visitor.
 */
export const PRIVATE_ANSWER = 'private, no-store';
/** The same for every visitor (the public catalog, the shop's settings): kept, but checked again each time. */
export const PUBLIC_ANSWER = 'no-cache';

/** Every API answer starts private; a route that is the same for everyone says so (PublicAnswer). */
export function privateApiAnswers(): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', PRIVATE_ANSWER);
    next();
  };
}

/** Marks a route's answer as the same for every visitor. */
export const PublicAnswer = () => Header('Cache-Control', PUBLIC_ANSWER);
