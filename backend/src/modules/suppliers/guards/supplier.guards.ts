import { ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Request } from 'express';
import { SessionAccountGuard } from '../../../shared/http/session-account.guard';
import { Supplier } from '../domain/supplier.entity';
import { SuppliersService } from '../suppliers.service';

export type RequestWithSupplier = Request & { supplier?: Supplier };

/** 401 without a supplier session (a user session is never read under /api/suppliers). */
@Injectable()
export class SupplierGuard extends SessionAccountGuard(SuppliersService, 'supplierId', 'supplier') {}

/** Only an approved, active supplier may create, edit or delete products. */
@Injectable()
export class ApprovedSupplierGuard extends SupplierGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const supplier = context.switchToHttp().getRequest<RequestWithSupplier>().supplier!;
    if (!supplier.isApproved || !supplier.isActive) throw new ForbiddenException('Your account must be approved before you can list products');
    return true;
  }
}
