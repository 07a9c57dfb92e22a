import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { DestinationStream, Logger as PinoLogger } from 'pino';
import { pinoHttp, HttpLogger } from 'pino-http';
import type { LogLevelName } from '../../config/app-config';
import { assignRequestId } from './request-id';

/**
 * Secrets and personal data that may sit in a logged object: credentials in headers, and the
 * fields the shop's own DTOs use for passwords, tokens, phones and e-mails, at any of the first
 * three levels (fast-redact paths are exact: `*.` matches one level).
 */
const SENSITIVE_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'apiKey',
  'phone',
  'phoneNumber',
  'whatsapp',
  'email',
  'recipient',
];
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  ...SENSITIVE_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** Query values worth reading in a log line; any other (a search, a verify token, an e-mail) is masked. */
const PLAIN_QUERY_KEYS = new Set(['category', 'sort', 'limit', 'offset', 'page', 'pageSize', 'featured', 'status', 'kind', 'channel']);
/** Path segments that are themselves a secret: the link in a cart reminder or a pay-on-delivery confirmation. */
const SECRET_PATH_SEGMENT = /(\/(?:cart-reminders|confirmations)\/)[^/?#]+/g;

/** The URL as logged: no secret path segment, and only plain query values. */
export function loggableUrl(url: string): string {
  const [path, query] = url.split('?', 2) as [string, string | undefined];
  const safePath = path.replace(SECRET_PATH_SEGMENT, '$1[Redacted]');
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const key of new Set(params.keys())) if (!PLAIN_QUERY_KEYS.has(key)) params.set(key, '[Redacted]');
  return `${safePath}?${params.toString().replace(/%5BRedacted%5D/g, '[Redacted]')}`;
}

/** The one logger of a process: JSON lines on stdout (or the stream given, for tests), secrets masked. */
export function createRootLogger(level: LogLevelName, destination?: DestinationStream): PinoLogger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
      // The time as ISO text: readable in a plain `grep`, still sortable.
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** Health checks and scrapes come every few seconds: their lines would bury the shoppers'. */
const UNLOGGED_PATHS = new Set(['/api/health', '/metrics']);

/**
 * Gives each request its id and a child logger carrying it (`reqId` on every line logged while it
 * is handled), and writes one line when the answer is sent: a 5xx as a warning (the exception
 * filter writes the error itself), anything else at info.
 */
export function createHttpLogger(root: PinoLogger): HttpLogger {
  return pinoHttp({
    logger: root,
    genReqId: assignRequestId,
    quietReqLogger: true,
    autoLogging: { ignore: (req) => UNLOGGED_PATHS.has((req.url ?? '').split('?')[0]) },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) => (error || res.statusCode >= 500 ? 'warn' : 'info'),
    serializers: {
      req: (req: { id: unknown; method: string; url: string; headers: Record<string, unknown>; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: loggableUrl(req.url),
        headers: req.headers,
        remoteAddress: req.remoteAddress,
      }),
      // The status alone: the security headers, the same on every answer, would double each line.
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
