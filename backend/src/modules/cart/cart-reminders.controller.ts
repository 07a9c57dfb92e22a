import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Inject, Injectable, Param, PipeTransform, Post, Put, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Request, Response } from 'express';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { RateLimit } from '../../shared/http/rate-limit';
import { signInPhone } from '../identity/domain/sign-in-phone';
import { ensureCartOwner, readCartOwner } from './cart-owner';
import { RemindAboutCartCommand } from './commands/remind-about-cart/remind-about-cart.command';
import { RemindAboutCartHandler } from './commands/remind-about-cart/remind-about-cart.handler';
import { RestoreRemindedCartCommand } from './commands/restore-reminded-cart/restore-reminded-cart.command';
import { RestoreRemindedCartHandler } from './commands/restore-reminded-cart/restore-reminded-cart.handler';
import { StopCartRemindersCommand } from './commands/stop-cart-reminders/stop-cart-reminders.command';
import { StopCartRemindersHandler } from './commands/stop-cart-reminders/stop-cart-reminders.handler';
import { CartReminderDto, RemindAboutCartDto, RemindedCartDto, RestoreRemindedCartDto, RestoredCartDto } from './dto/cart-reminder.dto';
import { CartSessionIdPipe } from './dto/cart-session-id';
import { GetCartReminderHandler } from './queries/get-cart-reminder/get-cart-reminder.handler';
import { GetCartReminderQuery } from './queries/get-cart-reminder/get-cart-reminder.query';
import { GetRemindedCartHandler } from './queries/get-cart-reminder/get-reminded-cart.handler';

const REMINDER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

@Injectable()
class ReminderTokenPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!REMINDER_TOKEN.test(value)) throw new BadRequestException({ message: 'Invalid input', fields: { token: ['token must be the 43 characters of a reminder link'] } });
    return value;
  }
}

/**
 * Cart reminders with consent (issue 35, ADR 071): checkout's box (the cart's own browser), and the
 * link in each text (whoever holds it: restore the cart, or stop the texts).
 */
@ApiTags('cart-reminders')
@Controller()
export class CartRemindersController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly getCartReminderHandler: GetCartReminderHandler,
    private readonly remindAboutCartHandler: RemindAboutCartHandler,
    private readonly stopCartRemindersHandler: StopCartRemindersHandler,
    private readonly getRemindedCartHandler: GetRemindedCartHandler,
    private readonly restoreRemindedCartHandler: RestoreRemindedCartHandler,
  ) {}

  @Get('cart/:sessionId/reminder')
  @ApiOkResponse({ type: CartReminderDto, description: "Another browser's cart reads as one with no reminder" })
  getCartReminder(@Param('sessionId', CartSessionIdPipe) sessionId: string, @Req() req: Request): Promise<CartReminderDto> {
    return this.getCartReminderHandler.execute(new GetCartReminderQuery(sessionId, readCartOwner(req)));
  }

  /** "Remind me about my cart" ticked: up to two texts (after CART_REMINDER_AFTER), none once an order is placed. */
  @Put('cart/:sessionId/reminder')
  @RateLimit('cart-reminder', 10, 600)
  @ApiOkResponse({ type: CartReminderDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'No consent, or no phone we can text' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: "No such cart, or another browser's" })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The cart is empty' })
  remindAboutCart(@Param('sessionId', CartSessionIdPipe) sessionId: string, @Body() body: RemindAboutCartDto, @Req() req: Request): Promise<CartReminderDto> {
    return this.remindAboutCartHandler.execute(new RemindAboutCartCommand(sessionId, readCartOwner(req), signInPhone(body.phone)!));
  }

  /** The box unticked: no reminder about this cart. */
  @Delete('cart/:sessionId/reminder')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ApiErrorDto, description: "Another browser's cart" })
  async withdrawCartReminder(@Param('sessionId', CartSessionIdPipe) sessionId: string, @Req() req: Request): Promise<void> {
    await this.stopCartRemindersHandler.execute(new StopCartRemindersCommand({ sessionId, ownerHash: readCartOwner(req) }));
  }

  @Get('cart-reminders/:token')
  @RateLimit('cart-reminder-link', 30, 600)
  @ApiOkResponse({ type: RemindedCartDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown link' })
  getRemindedCart(@Param('token', ReminderTokenPipe) token: string): Promise<RemindedCartDto> {
    return this.getRemindedCartHandler.execute(token);
  }

  /** Puts the reminded cart's lines in this browser's cart (or hands back the cart, to the browser that holds it). */
  @Post('cart-reminders/:token/restore')
  @HttpCode(200)
  @RateLimit('cart-reminder-link', 30, 600)
  @ApiOkResponse({ type: RestoredCartDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: "Unknown link, or `sessionId` is another browser's cart" })
  restoreRemindedCart(
    @Param('token', ReminderTokenPipe) token: string,
    @Body() body: RestoreRemindedCartDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RestoredCartDto> {
    const owner = ensureCartOwner(req, res, this.config.production);
    return this.restoreRemindedCartHandler.execute(new RestoreRemindedCartCommand(token, body.sessionId, owner));
  }

  /** Marketing consent withdrawn from the text itself: no more cart reminders to its phone. */
  @Post('cart-reminders/:token/stop')
  @HttpCode(204)
  @RateLimit('cart-reminder-link', 30, 600)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown link' })
  async stopCartReminders(@Param('token', ReminderTokenPipe) token: string): Promise<void> {
    await this.stopCartRemindersHandler.execute(new StopCartRemindersCommand({ token }));
  }
}
