import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { normaliseEmail } from '../../../identity/domain/normalise-email';
import { PasswordHasher } from '../../../identity/domain/password-hasher';
import { Supplier } from '../../domain/supplier.entity';
import { SignInSupplierCommand } from './sign-in-supplier.command';

/** The supplier for these credentials, or null; unknown e-mails cost the same time as wrong passwords. */
@Injectable()
export class SignInSupplierHandler {
  constructor(
    @InjectRepository(Supplier) private readonly suppliers: Repository<Supplier>,
    private readonly passwords: PasswordHasher,
  ) {}

  async execute({ email, password }: SignInSupplierCommand): Promise<Supplier | null> {
    const supplier = await this.passwords.accountIfPasswordMatches(await this.suppliers.findOneBy({ email: normaliseEmail(email) }), password);
    if (!supplier) return null;
    await this.suppliers.update({ id: supplier.id }, { lastLoginAt: new Date() });
    return supplier;
  }
}
