import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { PasswordLoginGuard } from '../../../shared/http/password-login.guard';
import { SignInSupplierDto } from '../commands/sign-in-supplier/sign-in-supplier.dto';
import { Supplier } from '../domain/supplier.entity';
import { SuppliersService } from '../suppliers.service';

export const SUPPLIER_PASSWORD_STRATEGY = 'supplier-password';

@Injectable()
export class SupplierPasswordStrategy extends PassportStrategy(Strategy, SUPPLIER_PASSWORD_STRATEGY) {
  constructor(private readonly suppliers: SuppliersService) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  validate(email: string, password: string): Promise<Supplier | null> {
    return this.suppliers.authenticate(email, password);
  }
}

/** Checks a supplier's credentials; the supplier lands on `req.supplier`, never on `req.user`. */
export const SupplierLoginGuard = PasswordLoginGuard(SUPPLIER_PASSWORD_STRATEGY, SignInSupplierDto, 'supplier');
