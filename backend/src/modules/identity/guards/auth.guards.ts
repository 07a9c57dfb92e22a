import { applyDecorators, ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException, UseGuards } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiForbiddenResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Request } from 'express';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { ApiErrorDto } from '../../../shared/http/api-error.dto';
import { SessionAccountGuard } from '../../../shared/http/session-account.guard';
import { SWITCHED_OFF } from '../commands/sign-in/sign-in.handler';
import { User } from '../domain/user.entity';
import { IdentityService } from '../identity.service';
import { SUPPLIER_SESSION_COOKIE } from '../sessions/session-types';

export type RequestWithUser = Request & { user?: User };

/** 401 without a signed-in user, or for an account switched off since it signed in; puts the user on the request. */
@Injectable()
export class SignedInGuard extends SessionAccountGuard(IdentityService, 'userId', 'user') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    if (context.switchToHttp().getRequest<RequestWithUser>().user!.disabledAt) throw new UnauthorizedException(SWITCHED_OFF);
    return true;
  }
}

/** 401 anonymous, 403 for anyone but an admin: customers, and suppliers signed in to their portal. */
@Injectable()
export class AdminGuard extends SignedInGuard {
  constructor(
    identity: IdentityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    super(identity);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithUser>();
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

/** Marks a controller as admin-only: the guard plus its 401/403 answers in the API docs. */
export const AdminOnly = () =>
  applyDecorators(ApiTags('admin'), UseGuards(AdminGuard), ApiUnauthorizedResponse({ type: ApiErrorDto }), ApiForbiddenResponse({ type: ApiErrorDto }));

/** Marks a controller as the riders' own: the guard plus its 401/403 answers in the API docs. */
export const RiderOnly = () =>
  applyDecorators(ApiTags('rider'), UseGuards(RiderGuard), ApiUnauthorizedResponse({ type: ApiErrorDto }), ApiForbiddenResponse({ type: ApiErrorDto }));
