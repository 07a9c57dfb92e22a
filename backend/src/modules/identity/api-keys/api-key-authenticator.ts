import { ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { InjectDataSource } from '@nestjs/typeorm';
import { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { refuseOverRateLimit } from '../../../shared/http/rate-limit';
import { ApiKey } from '../domain/api-key.entity';
import { ApiKeyArea, scopeFor } from '../domain/api-key-scopes';
import { User } from '../domain/user.entity';
import { bearerToken, hashApiKeySecret } from './api-key-secret';

/** Per key, however many addresses it calls from: a sync job gets through a few thousand orders an hour. */
export const API_KEY_LIMIT = ['api-key', 300, 60] as const;
/** How stale a key's "last used" may be before a call writes it again. */
const LAST_USED_EVERY_SECONDS = 60;

export type RequestWithApiKey = Request & { user?: User; apiKey?: ApiKey };

/**
 * `Authorization: Bearer <key>` on the console's routes (RFC 6750): 401 with `WWW-Authenticate`
 * for a missing, unknown, revoked or expired key, or one whose admin can no longer sign in; 403
 * naming the scope the key lacks; 429 past the key's allowance. On success the key and the admin
 * it acts for are put on the request, as a session would put the user.
 */
@Injectable()
export class ApiKeyAuthenticator {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ThrottlerStorage) private readonly rateLimits: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The request carries credentials meant for this authenticator (any Authorization header). */
  static isPresentedBy(req: Request): boolean {
    return req.headers.authorization !== undefined;
  }

  /**
   * Lets the call through on `area`'s scope for its method, or on any valid key when `area` is
   * 'any'; null: the route is not open to keys at all (403 to a valid one).
   */
  async authenticate(context: ExecutionContext, area: ApiKeyArea | 'any' | null): Promise<void> {
    const req = context.switchToHttp().getRequest<RequestWithApiKey>();
    const res = context.switchToHttp().getResponse<Response>();
    const token = bearerToken(req.headers.authorization);
    if (!token) throw ApiKeyAuthenticator.challenge(res);
    const key = await this.dataSource.getRepository(ApiKey).findOneBy({ secretHash: hashApiKeySecret(token) });
    if (!key) throw invalidToken(res, 'This API key is not known');
    if (key.revokedAt) throw invalidToken(res, 'This API key has been revoked');
    if (key.expiresAt && key.expiresAt.getTime() <= Date.now()) throw invalidToken(res, 'This API key has expired');
    const admin = await this.dataSource.getRepository(User).findOneBy({ id: key.createdById });
    if (!admin || admin.role !== 'admin' || admin.disabledAt) throw invalidToken(res, 'The admin who made this API key can no longer use the console');
    if (area === null) throw new ForbiddenException('API keys cannot use this route: it needs an admin signed in to the console');
    if (area !== 'any') {
      const scope = scopeFor(area, req.method);
      if (!key.scopes.includes(scope)) {
        res.setHeader('WWW-Authenticate', `Bearer realm="shop", error="insufficient_scope", scope="${scope}"`);
        throw new ForbiddenException(`This API key lacks the scope ${scope}`);
      }
    }
    if (this.config.rateLimit) await refuseOverRateLimit(this.rateLimits, API_KEY_LIMIT, key.id, res);
    await this.dataSource.query(`UPDATE api_keys SET "lastUsedAt" = now() WHERE id = $1 AND ("lastUsedAt" IS NULL OR "lastUsedAt" < now() - make_interval(secs => $2))`, [key.id, LAST_USED_EVERY_SECONDS]);
    req.apiKey = key;
    req.user = admin;
  }

  /** The 401 of a call without a bearer token where one is needed (RFC 6750 3.1: no error code). */
  static challenge(res: Response): UnauthorizedException {
    res.setHeader('WWW-Authenticate', 'Bearer realm="shop"');
    return new UnauthorizedException('Send the API key as "Authorization: Bearer <key>"');
  }
}

function invalidToken(res: Response, description: string): UnauthorizedException {
  res.setHeader('WWW-Authenticate', `Bearer realm="shop", error="invalid_token", error_description="${description}"`);
  return new UnauthorizedException(description);
}
