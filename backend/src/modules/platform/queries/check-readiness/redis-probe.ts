import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';

/**
 * A connection of its own for readiness: the rate limiter's may not exist (RATE_LIMIT=off), and its
 * fallback to counting in-process must not hide that Redis is down. Null without REDIS_URL.
 */
@Injectable()
export class RedisProbe implements OnApplicationShutdown {
  private readonly redis: Redis | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = config.redisUrl
      ? new Redis(config.redisUrl, { lazyConnect: true, enableReadyCheck: false, connectTimeout: 2_000, maxRetriesPerRequest: 1, disconnectTimeout: 200 })
      : null;
    // Reported through ping(); ioredis would otherwise print every reconnection error.
    this.redis?.on('error', () => undefined);
  }

  get configured(): boolean {
    return this.redis !== null;
  }

  /** PONG within timeoutMs, or a rejection saying why not. */
  async ping(timeoutMs: number): Promise<void> {
    if (!this.redis) return;
    if (this.redis.status === 'wait') void this.redis.connect().catch(() => undefined);
    await withTimeout(this.redis.ping(), timeoutMs);
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }
}

export async function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
