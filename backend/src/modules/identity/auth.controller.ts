import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiExcludeEndpoint, ApiNoContentResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Request, Response } from 'express';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { RateLimit } from '../../shared/http/rate-limit';
import { RegisterUserCommand } from './commands/register-user/register-user.command';
import { RegisterUserDto } from './commands/register-user/register-user.dto';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { SignInDto } from './commands/sign-in/sign-in.dto';
import { UserDto } from './dto/user.dto';
import { RequestWithUser, SignedInGuard } from './guards/auth.guards';
import { UserLoginGuard } from './guards/user-password.strategy';
import { destroySession, isCrossSiteNavigation, regenerateSession, saveSession } from './sessions/install-sessions';

@ApiTags('identity')
@Controller()
export class AuthController {
  constructor(private readonly registerUserHandler: RegisterUserHandler) {}

  /** Creates a customer account and signs it in. */
  @Post('auth/register')
  @RateLimit('register', 10, 3600)
  @ApiCreatedResponse({ type: UserDto })
  async registerUser(@Body() body: RegisterUserDto, @Req() req: Request): Promise<UserDto> {
    const user = await this.registerUserHandler.execute(new RegisterUserCommand(body.email, body.password, body.firstName.trim(), body.lastName.trim(), 'customer'));
    await startUserSession(req, user.id, true);
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
    await startUserSession(req, user.id);
    return UserDto.from(user);
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

}

/** A sign-in always starts a returning session; only making the account marks the new account's own. */
export async function startUserSession(req: Request, userId: string, newAccount = false): Promise<void> {
  await regenerateSession(req);
  req.session.userId = userId;
  if (newAccount) req.session.newAccount = true;
  await saveSession(req);
}
