import { ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { ConflictError } from '../../../../shared/http/domain-errors';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { uniqueViolation } from '../../../../shared/unique-violation';
import { User } from '../../domain/user.entity';
import { useSignInCode, WRONG_CODE } from '../verify-sign-in-code/verify-sign-in-code.handler';
import { AddPhoneCommand } from './add-phone.command';

export const PHONE_OF_ANOTHER_ACCOUNT = 'This number already signs in to another account: sign in with it by code, then add your e-mail there';
export const STAFF_SIGN_IN_BY_EMAIL = 'Staff accounts sign in with their e-mail and password only';

/**
 * Puts a number on the signed-in customer's account once its SMS code proves it is theirs (ADR
 * 068): they may then sign in with either, and their guest orders placed with it show under My
 * orders. Whether the number belongs to another account is said only after the code, so a signed-in
 * stranger cannot ask about numbers. A staff account never signs in by SMS: the console's key
 * stays the password.
 */
@Injectable()
export class AddPhoneHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, phone, code }: AddPhoneCommand): Promise<User> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const users = manager.getRepository(User);
      // Locked, so two numbers verified at once for one account end with one of them, not a mix.
      const user = await users.findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw new UnauthorizedException();
      if (user.role !== 'customer') throw new ForbiddenException(STAFF_SIGN_IN_BY_EMAIL);
      if (!(await useSignInCode(manager, this.config.sessionSecret, phone, code))) return null;
      if (user.phone === phone) return user;
      const holder = await users.findOneBy({ phone });
      if (holder) return 'taken' as const;
      user.phone = phone;
      return users.save(user);
    }).catch((error: unknown) => {
      // A number verified for two accounts at once: the unique index lets one have it.
      if (uniqueViolation(error) === 'UQ_users_phone') return 'taken' as const;
      throw error;
    });
    if (!outcome) throw new UnauthorizedException(WRONG_CODE);
    if (outcome === 'taken') throw new ConflictError(PHONE_OF_ANOTHER_ACCOUNT, { field: 'phone' });
    return outcome;
  }
}
