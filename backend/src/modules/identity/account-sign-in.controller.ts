import { Body, Controller, ForbiddenException, HttpCode, HttpStatus, Post, Put, Req, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiForbiddenResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { RateLimit, RateLimitPer } from '../../shared/http/rate-limit';
import { SIGN_IN_CODE_MINUTES } from '../notifications/messages/sign-in.messages';
import { AddEmailCommand } from './commands/add-email/add-email.command';
import { AddEmailDto } from './commands/add-email/add-email.dto';
import { AddEmailHandler } from './commands/add-email/add-email.handler';
import { AddPhoneCommand } from './commands/add-phone/add-phone.command';
import { AddPhoneHandler, STAFF_SIGN_IN_BY_EMAIL } from './commands/add-phone/add-phone.handler';
import { SetNameCommand } from './commands/set-name/set-name.command';
import { SetNameDto } from './commands/set-name/set-name.dto';
import { SetNameHandler } from './commands/set-name/set-name.handler';
import { SendSignInCodeCommand } from './commands/send-sign-in-code/send-sign-in-code.command';
import { SendSignInCodeHandler } from './commands/send-sign-in-code/send-sign-in-code.handler';
import { SendSignInCodeDto, SignInCodeSentDto, VerifySignInCodeDto } from './commands/send-sign-in-code/sign-in-code.dto';
import { maskedPhone, signInPhone } from './domain/sign-in-phone';
import { UserDto } from './dto/user.dto';
import { RequestWithUser, SignedInGuard } from './guards/auth.guards';

/**
 * A signed-in customer adds the way of signing in they lack (ADR 068): a phone to an e-mail
 * account, an e-mail and password to a phone account; and names an account made by phone. Its own tag, so only the account page loads
 * these calls. The codes are sign-in codes, counted in the same allowances as signing in by phone:
 * adding a number is no way around the limits on texting one.
 */
@ApiTags('account')
@Controller('account')
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Not signed in, or a wrong or expired code' })
export class AccountSignInController {
  constructor(
    private readonly sendSignInCodeHandler: SendSignInCodeHandler,
    private readonly addPhoneHandler: AddPhoneHandler,
    private readonly addEmailHandler: AddEmailHandler,
    private readonly setNameHandler: SetNameHandler,
  ) {}

  /** Texts a code to the number to be added; whether it belongs to another account is said only after the code. */
  @Post('phone')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit('sign-in-code', 10, 900)
  @RateLimitPer('sign-in-code-per-number', 3, 900, (req) => signInPhone(req.body?.phone) ?? 'not-a-number')
  @ApiAcceptedResponse({ type: SignInCodeSentDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'Three codes a number in 15 minutes, ten a client' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'A staff account' })
  async sendAccountPhoneCode(@Body() body: SendSignInCodeDto, @Req() req: RequestWithUser): Promise<SignInCodeSentDto> {
    if (req.user!.role !== 'customer') throw new ForbiddenException(STAFF_SIGN_IN_BY_EMAIL);
    const phone = signInPhone(body.phone)!;
    await this.sendSignInCodeHandler.execute(new SendSignInCodeCommand(phone));
    return { sentTo: maskedPhone(phone), expiresInMinutes: SIGN_IN_CODE_MINUTES };
  }

  /** Puts the number on the account once the code matches; it replaces an earlier number. */
  @Post('phone/verify')
  @HttpCode(200)
  @RateLimit('sign-in-code-verify', 20, 900)
  @ApiOkResponse({ type: UserDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'A staff account' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The number signs in to another account' })
  async addAccountPhone(@Body() body: VerifySignInCodeDto, @Req() req: RequestWithUser): Promise<UserDto> {
    const user = await this.addPhoneHandler.execute(new AddPhoneCommand(req.user!.id, signInPhone(body.phone)!, body.code));
    return UserDto.from(user, req.session.newAccount === true);
  }

  /** An e-mail and password for an account made by phone. */
  @Post('email')
  @HttpCode(200)
  @RateLimit('register', 10, 3600)
  @ApiOkResponse({ type: UserDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'A staff account' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The account has an e-mail already, or the e-mail is another account\'s' })
  async addAccountEmail(@Body() body: AddEmailDto, @Req() req: RequestWithUser): Promise<UserDto> {
    const user = await this.addEmailHandler.execute(new AddEmailCommand(req.user!.id, body.email, body.password));
    return UserDto.from(user, req.session.newAccount === true);
  }

  /** The account's name: an account made by phone has none until the customer gives it. */
  @Put('name')
  @RateLimit('account-name', 30, 3600)
  @ApiOkResponse({ type: UserDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'A staff account' })
  async setAccountName(@Body() body: SetNameDto, @Req() req: RequestWithUser): Promise<UserDto> {
    const user = await this.setNameHandler.execute(new SetNameCommand(req.user!.id, body.firstName, body.lastName));
    return UserDto.from(user, req.session.newAccount === true);
  }
}
