import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import Redis from 'ioredis';

/**
 * Rate-limit counters in Redis, shared by every instance. While Redis cannot answer, this process
 * counts alone (each instance then allows its own budget) and says so in the log: a Redis outage
 * must neither take the shop down nor switch the limits off.
 */
export class SharedRateLimitStorage implements ThrottlerStorage, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly redis: Redis;
  private readonly shared: ThrottlerStorageRedisService;
  private readonly local = new ThrottlerStorageService();
  private degraded = false;

  constructor(url: string) {
    this.redis = new Redis(url, {
      lazyConnect: true,
      // Fail at once while disconnected instead of queueing: a request must not wait for Redis.
      enableOfflineQueue: false,
      connectTimeout: 2_000,
      commandTimeout: 500,
      // Its timer outlives a connection that never opened and would hold shutdown for 2 s.
      disconnectTimeout: 200,
    });
    // ioredis keeps reconnecting in the background; these only report the state once per change.
    this.redis.on('error', (error: Error) => this.degrade(error));
    this.redis.on('ready', () => {
      if (this.degraded) this.logger.log('Redis is reachable again: rate limits are shared across instances');
      this.degraded = false;
    });
    this.shared = new ThrottlerStorageRedisService(this.redis);
  }

  /** Starts with Redis when it answers; a shop whose Redis is down still starts. */
  async onModuleInit(): Promise<void> {
    await this.redis.connect().catch((error: Error) => this.degrade(error));
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): ReturnType<ThrottlerStorage['increment']> {
    try {
      return await this.shared.increment(key, ttl, limit, blockDuration, throttlerName);
    } catch (error) {
      this.degrade(error as Error);
      return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
    this.local.onApplicationShutdown();
  }

  private degrade(error: Error): void {
    if (this.degraded) return;
    this.degraded = true;
    this.logger.warn(`Redis is unreachable (${error.message}): rate limits are counted per instance until it is back`);
  }
}
