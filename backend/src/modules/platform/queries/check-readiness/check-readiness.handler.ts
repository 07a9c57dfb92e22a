import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PHOTO_STORE, PhotoStore } from '../../../media/storage/photo-store';
import { ReadinessDto } from './readiness.dto';
import { RedisProbe, withTimeout } from './redis-probe';

/** Each part gets this long: a proxy's health check (Caddy's every 5 s) must get its answer well within its own timeout. */
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * Ready (ADR 074): the database, Redis (when REDIS_URL is set) and the photo store all answer, asked
 * side by side. Otherwise 503 naming every part that failed, so a proxy sends no shopper here. The
 * route is public: why a part failed (an address, a driver's message) goes to the log only. With
 * Redis optional (the proxy's check, ADR 076), an unreachable Redis is reported, not refused: it is
 * shared by every replica, and failing them all would stop a shop that can sell without it.
 */
@Injectable()
export class CheckReadinessHandler {
  private readonly logger = new Logger('Readiness');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly redis: RedisProbe,
    @Inject(PHOTO_STORE) private readonly photos: PhotoStore,
  ) {}

  async execute({ redisOptional = false }: { redisOptional?: boolean } = {}): Promise<ReadinessDto> {
    const checks = await Promise.allSettled([
      withTimeout(this.dataSource.query('SELECT 1'), READINESS_TIMEOUT_MS),
      this.redis.ping(READINESS_TIMEOUT_MS),
      this.photos.answers(READINESS_TIMEOUT_MS),
    ]);
    const failed = (['database', 'redis', 'photo store'] as const).flatMap((part, index) => {
      const check = checks[index];
      return check.status === 'rejected' ? [{ part, reason: reasonOf(check.reason) }] : [];
    });
    const redisDown = failed.find(({ part }) => part === 'redis');
    if (redisDown && redisOptional) {
      this.logger.warn(`Redis is unreachable (${redisDown.reason}): ready for shoppers all the same, rate limits are counted per instance`);
      failed.splice(failed.indexOf(redisDown), 1);
    }
    if (failed.length > 0) {
      this.logger.warn(`Not ready: ${failed.map(({ part, reason }) => `${part} (${reason})`).join(', ')}`);
      throw new ServiceUnavailableException(`Not ready: ${failed.map(({ part }) => part).join(', ')} did not answer`);
    }
    return { status: 'ready', database: 'ok', redis: redisDown ? 'unreachable' : this.redis.configured ? 'ok' : 'not configured', photoStore: 'ok' };
  }
}

function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.length > 160 ? `${text.slice(0, 160)}...` : text;
}
