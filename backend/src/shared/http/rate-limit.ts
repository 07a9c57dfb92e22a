import { applyDecorators, DynamicModule, ExecutionContext, SetMetadata } from '@nestjs/common';
import { normalizeIp, seconds, Throttle, ThrottlerModule, ThrottlerStorage } from '@nestjs/throttler';
import { Request } from 'express';
import { AppConfig } from '../../config/app-config';
import { SharedRateLimitStorage } from './shared-rate-limit-storage';

const RATE_LIMIT_BUCKET = 'shop:rate-limit-bucket';

/**
 * At most `limit` calls per client IP in `windowSeconds`, counted per bucket (routes naming the same
 * bucket share one allowance). The limits are set so a busy household behind one IP never meets
 * them; they stop scripted guessing and floods. Routes without it are not limited.
 */
export const RateLimit = (bucket: string, limit: number, windowSeconds: number) =>
  applyDecorators(SetMetadata(RATE_LIMIT_BUCKET, bucket), Throttle({ default: { limit, ttl: seconds(windowSeconds) } }));

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

/** The guard's own message for a refused call. */
export function rateLimitMessage(timeToBlockExpire: number): string {
  return `Too many requests, please try again in ${timeToBlockExpire} seconds`;
}

function bucketOf(context: ExecutionContext): string | undefined {
  return Reflect.getMetadata(RATE_LIMIT_BUCKET, context.getHandler());
}

/**
 * @nestjs/throttler as the shop uses it: counters in Redis when REDIS_URL is set, so every instance
 * draws on one allowance, otherwise in this process. Register `ThrottlerGuard` as the app guard.
 */
export function rateLimitModule(config: AppConfig): DynamicModule {
  return ThrottlerModule.forRoot({
    // Never applied as they stand: unmarked routes are skipped and @RateLimit overrides both.
    throttlers: [{ name: 'default', limit: Number.MAX_SAFE_INTEGER, ttl: seconds(1) }],
    skipIf: (context) => !config.rateLimit || bucketOf(context) === undefined,
    getTracker: (req) => rateLimitClient(req as Request),
    // By bucket, not by handler, so routes can share an allowance.
    generateKey: (context, tracker) => `rate-limit:${bucketOf(context)}:${tracker}`,
    errorMessage: (_context, { timeToBlockExpire }) => rateLimitMessage(timeToBlockExpire),
    storage: config.rateLimit && config.redisUrl ? new SharedRateLimitStorage(config.redisUrl) : undefined,
  });
}
