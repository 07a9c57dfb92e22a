import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * A proxy's or a client's id is kept so one request can be followed across hops, but only when it is
 * short plain text: anything else could forge log lines or split headers, and gets a fresh id.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** pino-http's genReqId: the request's id, also sent back so a shopper's report can quote it. */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** The id pino-http gave the request, if it went through it. */
export function requestIdOf(req: unknown): string | undefined {
  const id = (req as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}
