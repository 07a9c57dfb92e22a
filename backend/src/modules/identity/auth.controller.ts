import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiExcludeEndpoint, ApiNoContentResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Request, Response } from 'express';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { RateLimit, RateLimitPer } from '../../shared/http/rate-limit';
import { SIGN_IN_CODE_MINUTES } from '../notifications/messages/sign-in.messages';
import { RegisterUserCommand } from './commands/register-user/register-user.command';
import { RegisterUserDto } from './commands/register-user/register-user.dto';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { SendSignInCodeCommand } from './commands/send-sign-in-code/send-sign-in-code.command';
import { SendSignInCodeHandler } from './commands/send-sign-in-code/send-sign-in-code.handler';
import { SendSignInCodeDto, SignInCodeSentDto, VerifySignInCodeDto } from './commands/send-sign-in-code/sign-in-code.dto';
import { SignInDto } from './commands/sign-in/sign-in.dto';
import { VerifySignInCodeCommand } from './commands/verify-sign-in-code/verify-sign-in-code.command';
import { VerifySignInCodeHandler } from './commands/verify-sign-in-code/verify-sign-in-code.handler';
import { maskedPhone, signInPhone } from './domain/sign-in-phone';
import { UserDto } from './dto/user.dto';
import { RequestWithUser, SignedInGuard } from './guards/auth.guards';
import { UserLoginGuard } from './guards/user-password.strategy';
import { destroySession, isCrossSiteNavigation, regenerateSession, saveSession } from './sessions/install-sessions';

@ApiTags('identity')
@Controller()
export class AuthController {
  constructor(
    private readonly registerUserHandler: RegisterUserHandler,
    private readonly sendSignInCodeHandler: SendSignInCodeHandler,
    private readonly verifySignInCodeHandler: VerifySignInCodeHandler,
  ) {}

  /** Creates a customer account and signs it in. */
  @Post('auth/register')
  @RateLimit('register', 10, 3600)
  @ApiCreatedResponse({ type: UserDto })
  async registerUser(@Body() body: RegisterUserDto, @Req() req: Request): Promise<UserDto> {
    const user = await this.registerUserHandler.execute(new RegisterUserCommand(body.email, body.password, body.firstName.trim(), body.lastName.trim(), 'customer'));
    await this.startSession(req, user.id, true);
    return UserDto.from(user, true);
  }

  @Post('auth/login')
  @HttpCode(200)
  @RateLimit('login', 10, 600)
  @ApiOkResponse({ type: UserDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Wrong e-mail or password (the same answer for both)' })
  @UseGuards(UserLoginGuard)
  // The body is checked by the guard; it is declared here for the API contract.
  async login(@Body() _credentials: SignInDto, @Req() req: RequestWithUser): Promise<UserDto> {
    const user = req.user!;
    await this.startSession(req, user.id);
    return UserDto.from(user);
  }

  /**
   * Texts a six-digit code to the number (ADR 059), replacing any earlier one. The answer is the
   * same whether the number has an account or not: the code signs in, or makes the account.
   */
  @Post('auth/otp')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit('sign-in-code', 10, 900)
  @RateLimitPer('sign-in-code-per-number', 3, 900, (req) => signInPhone(req.body?.phone) ?? 'not-a-number')
  @ApiAcceptedResponse({ type: SignInCodeSentDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'Three codes a number in 15 minutes, ten a client' })
  async sendSignInCode(@Body() body: SendSignInCodeDto): Promise<SignInCodeSentDto> {
    const phone = signInPhone(body.phone)!;
    await this.sendSignInCodeHandler.execute(new SendSignInCodeCommand(phone));
    return { sentTo: maskedPhone(phone), expiresInMinutes: SIGN_IN_CODE_MINUTES };
  }

  /** Signs in with the code, making the customer's account on its first use. */
  @Post('auth/otp/verify')
  @HttpCode(200)
  @RateLimit('sign-in-code-verify', 20, 900)
  @ApiOkResponse({ type: UserDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Wrong or expired code (the fifth wrong one ends it)' })
  async verifySignInCode(@Body() body: VerifySignInCodeDto, @Req() req: Request): Promise<UserDto> {
    const { user, created } = await this.verifySignInCodeHandler.execute(new VerifySignInCodeCommand(signInPhone(body.phone)!, body.code));
    await this.startSession(req, user.id, created);
    return UserDto.from(user, created);
  }

  @Post('auth/logout')
  @HttpCode(204)
  @ApiNoContentResponse()
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await destroySession(req);
    res.clearCookie('shop.sid', { path: '/' });
  }

  @Get('auth/user')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: UserDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  getCurrentUser(@Req() req: RequestWithUser): UserDto {
    return UserDto.from(req.user!, req.session.newAccount === true);
  }

  /** SPEC §6: the admin console sends the browser here to sign in. */
  @Get('login')
  @ApiExcludeEndpoint()
  loginRedirect(@Res() res: Response): void {
    res.redirect(302, '/login');
  }

  @Get('logout')
  @ApiExcludeEndpoint()
  async logoutRedirect(@Req() req: Request, @Res() res: Response): Promise<void> {
    // A link on another site must not sign the visitor out (SameSite=Lax sends the cookie along).
    if (!isCrossSiteNavigation(req)) {
      await destroySession(req);
      res.clearCookie('shop.sid', { path: '/' });
    }
    res.redirect(302, '/');
  }

  /** A sign-in always starts a returning session; only registration marks the new account's own. */
  private async startSession(req: Request, userId: string, newAccount = false): Promise<void> {
    await regenerateSession(req);
    req.session.userId = userId;
    if (newAccount) req.session.newAccount = true;
    await saveSession(req);
  }
}
