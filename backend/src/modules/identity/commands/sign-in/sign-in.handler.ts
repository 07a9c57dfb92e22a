import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { normaliseEmail } from '../../domain/normalise-email';
import { PasswordHasher } from '../../domain/password-hasher';
import { User } from '../../domain/user.entity';
import { SignInCommand } from './sign-in.command';

export const SWITCHED_OFF = 'This account has been switched off by the shop';

/** The user for these credentials, or null: an unknown e-mail and a wrong password look alike. */
@Injectable()
export class SignInHandler {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordHasher,
  ) {}

  async execute({ email, password }: SignInCommand): Promise<User | null> {
    const user = await this.passwords.accountIfPasswordMatches(await this.users.findOneBy({ email: normaliseEmail(email) }), password);
    // Said only to whoever knows the password: the account exists, and the shop has switched it off.
    if (user?.disabledAt) throw new UnauthorizedException(SWITCHED_OFF);
    return user;
  }
}
