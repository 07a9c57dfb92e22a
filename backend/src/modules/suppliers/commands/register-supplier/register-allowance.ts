import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { Request, Response } from 'express';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { countAgainstRateLimit, rateLimitClient, rateLimitMessage } from '../../../../shared/http/rate-limit';

/** POST /api/suppliers/register's per-client allowance. */
export const SUPPLIER_REGISTER_LIMIT = ['supplier-register', 5, 3600] as const;

/**
 * Counts one call against the application's own allowance from another route (the password check
 * when it looks the e-mail up): asking ahead tells no more, and no faster, than applying would.
 */
@Injectable()
export class RegisterAllowance {
  constructor(
    @Inject(ThrottlerStorage) private readonly rateLimits: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async take(req: Request, res: Response): Promise<void> {
    if (!this.config.rateLimit) return;
    const wait = await countAgainstRateLimit(this.rateLimits, SUPPLIER_REGISTER_LIMIT, rateLimitClient(req));
    if (wait === null) return;
    res.setHeader('Retry-After', wait);
    throw new HttpException(rateLimitMessage(wait), HttpStatus.TOO_MANY_REQUESTS);
  }
}
