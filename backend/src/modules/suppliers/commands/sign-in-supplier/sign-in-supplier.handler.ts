import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { normaliseEmail } from '../../../identity/domain/normalise-email';
import { accountIfPasswordMatches } from '../../../identity/domain/password-hasher';
import { Supplier } from '../../domain/supplier.entity';
import { SignInSupplierCommand } from './sign-in-supplier.command';

/** The supplier for these credentials, or null; unknown e-mails cost the same time as wrong passwords. */
@Injectable()
export class SignInSupplierHandler {
  constructor(@InjectRepository(Supplier) private readonly suppliers: Repository<Supplier>) {}

  async execute({ email, password }: SignInSupplierCommand): Promise<Supplier | null> {
    const supplier = await accountIfPasswordMatches(await this.suppliers.findOneBy({ email: normaliseEmail(email) }), password);
    if (!supplier) return null;
    await this.suppliers.update({ id: supplier.id }, { lastLoginAt: new Date() });
    return supplier;
  }
}
