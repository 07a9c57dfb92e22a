import { PasswordLoginGuard, PasswordStrategy } from '../../../shared/http/password-login.guard';
import { SignInSupplierCommand } from '../commands/sign-in-supplier/sign-in-supplier.command';
import { SignInSupplierDto } from '../commands/sign-in-supplier/sign-in-supplier.dto';
import { SignInSupplierHandler } from '../commands/sign-in-supplier/sign-in-supplier.handler';

export const SUPPLIER_PASSWORD_STRATEGY = 'supplier-password';

export const SupplierPasswordStrategy = PasswordStrategy(SUPPLIER_PASSWORD_STRATEGY, SignInSupplierHandler, SignInSupplierCommand);

/** Checks a supplier's credentials; the supplier lands on `req.supplier`, never on `req.user`. */
export const SupplierLoginGuard = PasswordLoginGuard(SUPPLIER_PASSWORD_STRATEGY, SignInSupplierDto, 'supplier');
