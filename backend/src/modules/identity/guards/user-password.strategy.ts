import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { PasswordLoginGuard } from '../../../shared/http/password-login.guard';
import { SignInCommand } from '../commands/sign-in/sign-in.command';
import { SignInDto } from '../commands/sign-in/sign-in.dto';
import { SignInHandler } from '../commands/sign-in/sign-in.handler';
import { User } from '../domain/user.entity';

export const USER_PASSWORD_STRATEGY = 'user-password';

@Injectable()
export class UserPasswordStrategy extends PassportStrategy(Strategy, USER_PASSWORD_STRATEGY) {
  constructor(private readonly signIn: SignInHandler) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  validate(email: string, password: string): Promise<User | null> {
    return this.signIn.execute(new SignInCommand(email, password));
  }
}

/** Checks a customer's or admin's credentials; the user lands on `req.user`. */
export const UserLoginGuard = PasswordLoginGuard(USER_PASSWORD_STRATEGY, SignInDto, 'user');
