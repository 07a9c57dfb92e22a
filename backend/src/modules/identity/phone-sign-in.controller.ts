import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Request } from 'express';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { RateLimit, RateLimitPer } from '../../shared/http/rate-limit';
import { SIGN_IN_CODE_MINUTES } from '../notifications/messages/sign-in.messages';
import { startUserSession } from './auth.controller';
import { SendSignInCodeCommand } from './commands/send-sign-in-code/send-sign-in-code.command';
import { SendSignInCodeHandler } from './commands/send-sign-in-code/send-sign-in-code.handler';
import { SendSignInCodeRequestDto, SignInCodeSentDto, VerifySignInCodeDto } from './commands/send-sign-in-code/sign-in-code.dto';
import { VerifySignInCodeCommand } from './commands/verify-sign-in-code/verify-sign-in-code.command';
import { VerifySignInCodeHandler } from './commands/verify-sign-in-code/verify-sign-in-code.handler';
import { maskedPhone, signInPhone } from './domain/sign-in-phone';
import { UserDto } from './dto/user.dto';

/**
 * Signing in with a code by SMS (ADR 059). Its own tag, so the generated client puts these calls in
 * a file of their own that only the phone sign-in page loads, not the storefront's first load.
 */
@ApiTags('phone-sign-in')
@Controller('auth/otp')
export class PhoneSignInController {
  constructor(
    private readonly sendSignInCodeHandler: SendSignInCodeHandler,
    private readonly verifySignInCodeHandler: VerifySignInCodeHandler,
  ) {}

  /**
   * Texts a six-digit code to the number, replacing any earlier one. The answer is the same
   * whether the number has an account or not: the code signs in, or makes the account.
   */
  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit('sign-in-code', 10, 900)
  @RateLimitPer('sign-in-code-per-number', 3, 900, (req) => signInPhone(req.body?.phone) ?? 'not-a-number')
  @ApiAcceptedResponse({ type: SignInCodeSentDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'Three codes a number in 15 minutes, ten a client' })
  async sendSignInCode(@Body() body: SendSignInCodeRequestDto): Promise<SignInCodeSentDto> {
    const phone = signInPhone(body.phone)!;
    await this.sendSignInCodeHandler.execute(new SendSignInCodeCommand(phone, body.via));
    return { sentTo: maskedPhone(phone), expiresInMinutes: SIGN_IN_CODE_MINUTES };
  }

  /** Signs in with the code, making the customer's account on its first use. */
  @Post('verify')
  @HttpCode(200)
  @RateLimit('sign-in-code-verify', 20, 900)
  @ApiOkResponse({ type: UserDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Wrong or expired code (the fifth wrong one ends it)' })
  async verifySignInCode(@Body() body: VerifySignInCodeDto, @Req() req: Request): Promise<UserDto> {
    const { user, created } = await this.verifySignInCodeHandler.execute(new VerifySignInCodeCommand(signInPhone(body.phone)!, body.code));
    await startUserSession(req, user.id, created);
    return UserDto.from(user, created);
  }
}
