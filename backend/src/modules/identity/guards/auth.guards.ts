import { applyDecorators, CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable, RequestMethod, SetMetadata, UnauthorizedException, UseGuards } from '@nestjs/common';
import { METHOD_METADATA } from '@nestjs/common/constants';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiExtension, ApiForbiddenResponse, ApiSecurity, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Request } from 'express';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { ApiErrorDto } from '../../../shared/http/api-error.dto';
import { SessionAccountGuard } from '../../../shared/http/session-account.guard';
import { ApiKeyAuthenticator } from '../api-keys/api-key-authenticator';
import { SWITCHED_OFF } from '../commands/sign-in/sign-in.handler';
import { ApiKeyArea, scopeFor } from '../domain/api-key-scopes';
import { User } from '../domain/user.entity';
import { IdentityService } from '../identity.service';
import { SUPPLIER_SESSION_COOKIE } from '../sessions/session-types';

export type RequestWithUser = Request & { user?: User };

/** The console area a controller belongs to, for API keys (AdminOnly); null or absent: sessions only. */
const API_KEY_AREA = 'shop:api-key-area';

/** 401 without a signed-in user, or for an account switched off since it signed in; puts the user on the request. */
@Injectable()
export class SignedInGuard extends SessionAccountGuard(IdentityService, 'userId', 'user') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    if (context.switchToHttp().getRequest<RequestWithUser>().user!.disabledAt) throw new UnauthorizedException(SWITCHED_OFF);
    return true;
  }
}

/**
 * 401 anonymous, 403 for anyone but an admin: customers, and suppliers signed in to their portal.
 * A call with an Authorization header is judged by its API key alone, never by a cookie it also
 * carries: a key acts within its scopes, however the browser it came from is signed in.
 */
@Injectable()
export class AdminGuard extends SignedInGuard {
  constructor(
    identity: IdentityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly apiKeys: ApiKeyAuthenticator,
  ) {
    super(identity);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithUser>();
    if (ApiKeyAuthenticator.isPresentedBy(req)) {
      await this.apiKeys.authenticate(context, Reflect.getMetadata(API_KEY_AREA, context.getClass()) ?? null);
      return true;
    }
    try {
      await super.canActivate(context);
    } catch (error) {
      // A supplier session grants nothing here (DECISIONS), and the supplier is signed in: 403.
      if (error instanceof UnauthorizedException && (await this.hasSupplierSession(req))) throw new ForbiddenException('Admins only');
      throw error;
    }
    if (req.user?.role !== 'admin') throw new ForbiddenException('Admins only');
    return true;
  }

  /** The supplier cookie (express-session's `s:<sid>.<hmac>`) names a live supplier session. */
  private async hasSupplierSession(req: Request): Promise<boolean> {
    const cookie: unknown = req.cookies?.[SUPPLIER_SESSION_COOKIE];
    const sid = typeof cookie === 'string' ? unsignSessionId(cookie, this.config.sessionSecret) : null;
    if (!sid) return false;
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM supplier_sessions WHERE sid = $1 AND expire > now() AND sess ->> 'supplierId' IS NOT NULL`, [sid]);
    return rows.length > 0;
  }
}

/** 401 anonymous, 403 for anyone but a rider: the delivery round is the rider's own view, admins have theirs. */
@Injectable()
export class RiderGuard extends SignedInGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    if (context.switchToHttp().getRequest<RequestWithUser>().user?.role !== 'rider') throw new ForbiddenException('Riders only');
    return true;
  }
}

/** express-session's signed cookie value back to the session id, or null when the signature is wrong. */
export function unsignSessionId(value: string, secret: string): string | null {
  if (!value.startsWith('s:')) return null;
  const signed = value.slice(2);
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const sid = signed.slice(0, dot);
  const expected = Buffer.from(createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, ''));
  const given = Buffer.from(signed.slice(dot + 1));
  return given.length === expected.length && timingSafeEqual(given, expected) ? sid : null;
}

/** 401 (with RFC 6750's challenge) unless the call carries a valid API key, of any scope; a session grants nothing here. */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(private readonly apiKeys: ApiKeyAuthenticator) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    if (!ApiKeyAuthenticator.isPresentedBy(http.getRequest())) throw ApiKeyAuthenticator.challenge(http.getResponse());
    await this.apiKeys.authenticate(context, 'any');
    return true;
  }
}

/**
 * Marks a controller as admin-only: the guard plus its 401/403 answers in the API docs. `area` opens
 * it to API keys holding that area's scopes (`<area>:read` for GET, `<area>:write` otherwise); null
 * keeps it to admins signed in to the console.
 */
export const AdminOnly = (area: ApiKeyArea | null) =>
  applyDecorators(
    ApiTags('admin'),
    SetMetadata(API_KEY_AREA, area),
    UseGuards(AdminGuard),
    ApiUnauthorizedResponse({ type: ApiErrorDto }),
    ApiForbiddenResponse({ type: ApiErrorDto }),
    documentSecurity(area),
  );

/** Marks a controller as for API keys only (a browser session gets 401). */
export const ApiKeyOnly = () =>
  applyDecorators(ApiTags('integrations'), UseGuards(ApiKeyGuard), ApiSecurity('apiKey'), ApiUnauthorizedResponse({ type: ApiErrorDto }), ApiTooManyRequestsResponse({ type: ApiErrorDto }));

/**
 * Each operation's ways in, in the API docs: the admin's session, and where the area is open to
 * keys an API key, with the scope it needs as `x-required-scope` (OpenAPI 3.0 lists scopes only for OAuth).
 */
function documentSecurity(area: ApiKeyArea | null): ClassDecorator {
  return (target) => {
    const prototype = target.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const descriptor = Object.getOwnPropertyDescriptor(prototype, name)!;
      const method: RequestMethod | undefined = typeof descriptor.value === 'function' ? Reflect.getMetadata(METHOD_METADATA, descriptor.value) : undefined;
      if (method === undefined) continue;
      ApiSecurity('session')(prototype, name, descriptor);
      if (!area) continue;
      ApiSecurity('apiKey')(prototype, name, descriptor);
      ApiExtension('x-required-scope', scopeFor(area, RequestMethod[method]))(prototype, name, descriptor);
      ApiTooManyRequestsResponse({ type: ApiErrorDto })(prototype, name, descriptor);
    }
  };
}

/** Marks a controller as the riders' own: the guard plus its 401/403 answers in the API docs. */
export const RiderOnly = () =>
  applyDecorators(ApiTags('rider'), UseGuards(RiderGuard), ApiUnauthorizedResponse({ type: ApiErrorDto }), ApiForbiddenResponse({ type: ApiErrorDto }));
