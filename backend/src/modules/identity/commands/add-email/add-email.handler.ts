import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConflictError } from '../../../../shared/http/domain-errors';
import { uniqueViolation } from '../../../../shared/unique-violation';
import { normaliseEmail } from '../../domain/normalise-email';
import { PasswordHasher } from '../../domain/password-hasher';
import { User } from '../../domain/user.entity';
import { AddEmailCommand } from './add-email.command';

export const EMAIL_ALREADY_SET = 'This account already signs in with an e-mail';
export const EMAIL_OF_ANOTHER_ACCOUNT = 'An account with this e-mail already exists: sign in with it, then add your phone number there';

/**
 * Gives an account made by phone an e-mail and a password to sign in with as well (ADR 068). Only
 * an account without an e-mail: changing a sign-in e-mail is another matter (the old one would
 * have to agree). Sign-up already says whether an e-mail has an account, so a 409 tells no more.
 */
@Injectable()
export class AddEmailHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
  ) {}

  async execute({ userId, email, password }: AddEmailCommand): Promise<User> {
    const passwordHash = await this.passwords.hash(password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const users = manager.getRepository(User);
        const user = await users.findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
        if (!user) throw new UnauthorizedException();
        if (user.role !== 'customer') throw new ForbiddenException('Staff accounts are set up by an admin');
        if (user.email) throw new ConflictError(EMAIL_ALREADY_SET, { field: 'email' });
        user.email = normaliseEmail(email);
        user.passwordHash = passwordHash;
        return users.save(user);
      });
    } catch (error) {
      if (uniqueViolation(error) === 'UQ_users_email') throw new ConflictError(EMAIL_OF_ANOTHER_ACCOUNT, { field: 'email' });
      throw error;
    }
  }
}
