import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { PasswordLoginGuard } from '../../../shared/http/password-login.guard';
import { SignInSupplierCommand } from '../commands/sign-in-supplier/sign-in-supplier.command';
import { SignInSupplierDto } from '../commands/sign-in-supplier/sign-in-supplier.dto';
import { SignInSupplierHandler } from '../commands/sign-in-supplier/sign-in-supplier.handler';
import { Supplier } from '../domain/supplier.entity';

export const SUPPLIER_PASSWORD_STRATEGY = 'supplier-password';

@Injectable()
export class SupplierPasswordStrategy extends PassportStrategy(Strategy, SUPPLIER_PASSWORD_STRATEGY) {
  constructor(private readonly signInSupplier: SignInSupplierHandler) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  validate(email: string, password: string): Promise<Supplier | null> {
    return this.signInSupplier.execute(new SignInSupplierCommand(email, password));
  }
}

/** Checks a supplier's credentials; the supplier lands on `req.supplier`, never on `req.user`. */
export const SupplierLoginGuard = PasswordLoginGuard(SUPPLIER_PASSWORD_STRATEGY, SignInSupplierDto, 'supplier');
