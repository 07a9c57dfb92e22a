import { ExecutionContext, Inject, Injectable, mixin, Type, UnauthorizedException } from '@nestjs/common';
import { AuthGuard, IAuthGuard, PassportStrategy } from '@nestjs/passport';
import { Request } from 'express';
import { Strategy } from 'passport-local';
import { createValidationPipe } from './validation';

/**
 * Signs in through a passport-local strategy and puts the account on `req[property]`. Sessions are
 * the shop's own (rotated by the controller), so passport keeps none.
 */
export function PasswordLoginGuard(strategy: string, credentials: Type<object>, property: string): Type<IAuthGuard> {
  class PasswordLogin extends AuthGuard(strategy) {
    private readonly validation = createValidationPipe();

    override async canActivate(context: ExecutionContext): Promise<boolean> {
      const req = context.switchToHttp().getRequest<Request>();
      // Guards run before pipes: without this a malformed body would be a 401 instead of a 400 naming its fields.
      req.body = await this.validation.transform(req.body, { type: 'body', metatype: credentials });
      return (await super.canActivate(context)) as boolean;
    }

    override getAuthenticateOptions() {
      return { session: false, property };
    }

    // An unknown e-mail and a wrong password answer alike.
    override handleRequest<T>(error: unknown, account: T | false | null): T {
      if (error) throw error;
      if (!account) throw new UnauthorizedException('Invalid email or password');
      return account;
    }
  }
  return mixin(PasswordLogin);
}

/** A sign-in use case as a password strategy calls it: the account, or null for wrong credentials. */
interface SignInHandler<C, A> {
  execute(command: C): Promise<A | null>;
}

/**
 * The passport-local strategy `strategy`: the body's `email` and `password` go to the sign-in
 * handler as its command, and the account it answers is what the login guard puts on the request.
 */
export function PasswordStrategy<C, A>(strategy: string, handler: Type<SignInHandler<C, A>>, command: new (email: string, password: string) => C): Type {
  @Injectable()
  class Password extends PassportStrategy(Strategy, strategy) {
    constructor(@Inject(handler) private readonly signIn: SignInHandler<C, A>) {
      super({ usernameField: 'email', passwordField: 'password' });
    }

    validate(email: string, password: string): Promise<A | null> {
      return this.signIn.execute(new command(email, password));
    }
  }
  return mixin(Password);
}
