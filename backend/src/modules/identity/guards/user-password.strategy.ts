import { PasswordLoginGuard, PasswordStrategy } from '../../../shared/http/password-login.guard';
import { SignInCommand } from '../commands/sign-in/sign-in.command';
import { SignInDto } from '../commands/sign-in/sign-in.dto';
import { SignInHandler } from '../commands/sign-in/sign-in.handler';

export const USER_PASSWORD_STRATEGY = 'user-password';

export const UserPasswordStrategy = PasswordStrategy(USER_PASSWORD_STRATEGY, SignInHandler, SignInCommand);

/** Checks a customer's or admin's credentials; the user lands on `req.user`. */
export const UserLoginGuard = PasswordLoginGuard(USER_PASSWORD_STRATEGY, SignInDto, 'user');
