import { CanActivate, ExecutionContext, Inject, Injectable, mixin, Type, UnauthorizedException } from '@nestjs/common';
import { Request } from 'express';

/** What a session guard needs from the module that owns the accounts. */
export interface SessionAccounts<T> {
  findById(id: string): Promise<T | null>;
}

/**
 * 401 unless the session names a live account, which it puts on `req[property]`. Users and suppliers
 * keep separate cookies and session stores (DECISIONS), so each side names its own session field.
 */
export function SessionAccountGuard<T>(
  accounts: Type<SessionAccounts<T>>,
  sessionField: 'userId' | 'supplierId',
  property: 'user' | 'supplier',
): Type<CanActivate> & (new (accounts: SessionAccounts<T>) => CanActivate) {
  @Injectable()
  class SessionAccount implements CanActivate {
    constructor(@Inject(accounts) private readonly accountsById: SessionAccounts<T>) {}

    async canActivate(context: ExecutionContext): Promise<boolean> {
      const req = context.switchToHttp().getRequest<Request & Partial<Record<typeof property, T>>>();
      const id = req.session?.[sessionField];
      const account = id ? await this.accountsById.findById(id) : null;
      if (!account) throw new UnauthorizedException('Unauthorized');
      req[property] = account;
      return true;
    }
  }
  return mixin(SessionAccount);
}
