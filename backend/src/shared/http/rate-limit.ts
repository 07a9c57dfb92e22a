import { CanActivate, ExecutionContext, HttpException, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Request, Response } from 'express';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

interface RateLimitRule {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

const RATE_LIMIT = 'shop:rate-limit';

/**
 * At most `limit` calls per client IP in a fixed window. The limits are set so a busy household
 * behind one IP never meets them; they stop scripted guessing and floods.
 */
export const RateLimit = (bucket: string, limit: number, windowSeconds: number) =>
  SetMetadata(RATE_LIMIT, { bucket, limit, windowSeconds } satisfies RateLimitRule);

@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly windows = new Map<string, { count: number; resetsAt: number }>();
  private lastSweep = Date.now();

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const rule = this.reflector.get<RateLimitRule | undefined>(RATE_LIMIT, context.getHandler());
    if (!rule || !this.config.rateLimit) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const now = Date.now();
    this.sweep(now);
    const key = `${rule.bucket}:${req.ip}`;
    let window = this.windows.get(key);
    if (!window || window.resetsAt <= now) {
      window = { count: 0, resetsAt: now + rule.windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count > rule.limit) {
      const retryAfter = Math.ceil((window.resetsAt - now) / 1000);
      context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(retryAfter));
      throw new HttpException({ message: `Too many requests, please try again in ${retryAfter} seconds` }, 429);
    }
    return true;
  }

  /** Forgets finished windows once a minute so memory stays bounded. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key);
  }
}
