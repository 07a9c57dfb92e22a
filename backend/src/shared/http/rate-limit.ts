import { applyDecorators, DynamicModule, ExecutionContext, HttpException, HttpStatus, SetMetadata } from '@nestjs/common';
import { normalizeIp, seconds, Throttle, ThrottlerModule, ThrottlerStorage } from '@nestjs/throttler';
import { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config';
import { SharedRateLimitStorage } from './shared-rate-limit-storage';

const RATE_LIMIT_BUCKET = 'shop:rate-limit-bucket';
const PER_SUBJECT_LIMIT = 'shop:rate-limit-per-subject';
/** The throttler counting per thing a call names (RateLimitPer) rather than per client. */
const PER_SUBJECT = 'per-subject';

interface PerSubjectLimit {
  bucket: string;
  subjectOf: (req: Request) => string;
}

/**
 * At most `limit` calls per client IP in `windowSeconds`, counted per bucket (routes naming the same
 * bucket share one allowance). The limits are set so a busy household behind one IP never meets
 * them; they stop scripted guessing and floods. Routes without it are not limited.
 */
export const RateLimit = (bucket: string, limit: number, windowSeconds: number) =>
  applyDecorators(SetMetadata(RATE_LIMIT_BUCKET, bucket), Throttle({ default: { limit, ttl: seconds(windowSeconds) } }));

/**
 * At most `limit` calls in `windowSeconds` per subject the call names (an order, by its number),
 * however many clients make them: what a per-client limit cannot bound. `subjectOf` reads the
 * subject from the request before validation, so it must cope with any input.
 */
export const RateLimitPer = (bucket: string, limit: number, windowSeconds: number, subjectOf: (req: Request) => string) =>
  applyDecorators(SetMetadata(PER_SUBJECT_LIMIT, { bucket, subjectOf } satisfies PerSubjectLimit), Throttle({ [PER_SUBJECT]: { limit, ttl: seconds(windowSeconds) } }));

/**
 * Who a request counts against: its IP (TRUST_PROXY decides which), an IPv6 client by its /64, the
 * block one household or phone is given and may draw any address from. The guard and pages count alike.
 */
export function rateLimitClient(req: Pick<Request, 'ip'>): string {
  return normalizeIp(req.ip ?? '', 64);
}

/** Looking an order up by its number, through the API or a server-rendered /track page. */
export const TRACK_ORDER_LIMIT = ['track-order', 60, 600] as const;

/**
 * Counts one call against a route's allowance outside a route (a page the server renders with an
 * API answer inside, ADR 022), with the key and storage the guard uses. Answers how many seconds
 * the client must wait, or null when it may go on.
 */
export async function countAgainstRateLimit(
  storage: ThrottlerStorage,
  [bucket, limit, windowSeconds]: readonly [string, number, number],
  tracker: string,
): Promise<number | null> {
  const ttl = seconds(windowSeconds);
  const { isBlocked, timeToBlockExpire } = await storage.increment(`rate-limit:${bucket}:${tracker}`, ttl, limit, ttl, 'default');
  return isBlocked ? timeToBlockExpire : null;
}

/**
 * countAgainstRateLimit for a call that is refused as the guard refuses one: 429 with Retry-After
 * and the guard's message once the allowance is spent.
 */
export async function refuseOverRateLimit(storage: ThrottlerStorage, limit: readonly [string, number, number], tracker: string, res: Response): Promise<void> {
  const wait = await countAgainstRateLimit(storage, limit, tracker);
  if (wait === null) return;
  res.setHeader('Retry-After', wait);
  throw new HttpException(rateLimitMessage(wait), HttpStatus.TOO_MANY_REQUESTS);
}

/** The guard's own message for a refused call. */
export function rateLimitMessage(timeToBlockExpire: number): string {
  return `Too many requests, please try again in ${timeToBlockExpire} seconds`;
}

function bucketOf(context: ExecutionContext): string | undefined {
  return Reflect.getMetadata(RATE_LIMIT_BUCKET, context.getHandler());
}

function perSubjectOf(context: ExecutionContext): PerSubjectLimit | undefined {
  return Reflect.getMetadata(PER_SUBJECT_LIMIT, context.getHandler());
}

/**
 * @nestjs/throttler as the shop uses it: counters in Redis when REDIS_URL is set, so every instance
 * draws on one allowance, otherwise in this process. Register `ThrottlerGuard` as the app guard.
 */
export function rateLimitModule(config: AppConfig): DynamicModule {
  return ThrottlerModule.forRoot({
    // Never applied as they stand: unmarked routes are skipped, and @RateLimit (per client) and @RateLimitPer (per subject) set their own.
    throttlers: [
      { name: 'default', limit: Number.MAX_SAFE_INTEGER, ttl: seconds(1) },
      {
        name: PER_SUBJECT,
        limit: Number.MAX_SAFE_INTEGER,
        ttl: seconds(1),
        skipIf: (context) => !config.rateLimit || perSubjectOf(context) === undefined,
        getTracker: (req, context) => perSubjectOf(context)!.subjectOf(req as Request),
        generateKey: (context, subject) => `rate-limit:${perSubjectOf(context)!.bucket}:${subject}`,
        // Its headers would be named X-RateLimit-*-per-subject and Retry-After-per-subject: the refusal sets Retry-After below.
        setHeaders: false,
      },
    ],
    skipIf: (context) => !config.rateLimit || bucketOf(context) === undefined,
    getTracker: (req) => rateLimitClient(req as Request),
    // By bucket, not by handler, so routes can share an allowance.
    generateKey: (context, tracker) => `rate-limit:${bucketOf(context)}:${tracker}`,
    errorMessage: (context, { timeToBlockExpire }) => {
      context.switchToHttp().getResponse<Response>().setHeader('Retry-After', timeToBlockExpire);
      return rateLimitMessage(timeToBlockExpire);
    },
    storage: config.rateLimit && config.redisUrl ? new SharedRateLimitStorage(config.redisUrl) : undefined,
  });
}
