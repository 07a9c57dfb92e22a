import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { Request, Response } from 'express';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { rateLimitClient, refuseOverRateLimit } from '../../../../shared/http/rate-limit';

/** POST /api/suppliers/register's per-client allowance. */
export const SUPPLIER_REGISTER_LIMIT = ['supplier-register', 5, 3600] as const;

/**
 * The e-mails the password check may look up per client: twice the applications', and apart from
 * them. Drawn from the application's own 5, an honest applicant who corrected a typo twice, or a
 * few suppliers behind one carrier address, were refused their application; this bounds what a
 * stranger learns to 10 e-mails an hour, which applying already tells 5 of.
 */
export const SUPPLIER_EMAIL_CHECK_LIMIT = ['supplier-email-check', 10, 3600] as const;

/** Counts one e-mail lookup by the password check against its allowance: 429 with Retry-After once spent. */
@Injectable()
export class EmailCheckAllowance {
  constructor(
    @Inject(ThrottlerStorage) private readonly rateLimits: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async take(req: Request, res: Response): Promise<void> {
    if (this.config.rateLimit) await refuseOverRateLimit(this.rateLimits, SUPPLIER_EMAIL_CHECK_LIMIT, rateLimitClient(req), res);
  }
}
