import { applyDecorators, CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Request } from 'express';
import { ApiErrorDto } from '../../../shared/http/api-error.dto';
import { User } from '../domain/user.entity';
import { IdentityService } from '../identity.service';

export type RequestWithUser = Request & { user?: User };

/** 401 without a signed-in user; puts the user on the request. */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly identity: IdentityService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithUser>();
    const userId = req.session?.userId;
    const user = userId ? await this.identity.findById(userId) : null;
    if (!user) throw new UnauthorizedException('Unauthorized');
    req.user = user;
    return true;
  }
}

/** 401 anonymous, 403 for anyone but an admin. */
@Injectable()
export class AdminGuard extends SignedInGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    if (context.switchToHttp().getRequest<RequestWithUser>().user?.role !== 'admin') throw new ForbiddenException('Admins only');
    return true;
  }
}

/** Marks a controller as admin-only: the guard plus its 401/403 answers in the API docs. */
export const AdminOnly = () =>
  applyDecorators(ApiTags('admin'), UseGuards(AdminGuard), ApiUnauthorizedResponse({ type: ApiErrorDto }), ApiForbiddenResponse({ type: ApiErrorDto }));
