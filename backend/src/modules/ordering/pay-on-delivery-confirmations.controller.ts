import { Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { RateLimit, TRACK_ORDER_LIMIT } from '../../shared/http/rate-limit';
import { ConfirmPayOnDeliveryCommand } from './commands/confirm-pay-on-delivery/confirm-pay-on-delivery.command';
import { ConfirmPayOnDeliveryHandler } from './commands/confirm-pay-on-delivery/confirm-pay-on-delivery.handler';
import { PayOnDeliveryConfirmationDto } from './queries/pay-on-delivery-confirmation/pay-on-delivery-confirmation.dto';
import { PayOnDeliveryConfirmationHandler } from './queries/pay-on-delivery-confirmation/pay-on-delivery-confirmation.handler';
import { PayOnDeliveryConfirmationQuery } from './queries/pay-on-delivery-confirmation/pay-on-delivery-confirmation.query';

/**
 * The shopper's confirmation of a pay-on-delivery order, by the link in its SMS (ADR 054). A tag of
 * its own, so the generated client puts these calls in their own file, which only the confirmation
 * page loads, rather than in the ordering calls the storefront's first page carries.
 */
@ApiTags('pay-on-delivery')
@Controller('orders')
export class PayOnDeliveryConfirmationsController {
  constructor(
    private readonly confirmationHandler: PayOnDeliveryConfirmationHandler,
    private readonly confirmHandler: ConfirmPayOnDeliveryHandler,
  ) {}

  /** The "Confirm your order" page of a pay-on-delivery order, by the token in its SMS link. */
  @Get('confirmations/:token')
  @RateLimit(...TRACK_ORDER_LIMIT)
  @ApiOkResponse({ type: PayOnDeliveryConfirmationDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No order has this link' })
  payOnDeliveryConfirmation(@Param('token') token: string): Promise<PayOnDeliveryConfirmationDto> {
    return this.confirmationHandler.execute(new PayOnDeliveryConfirmationQuery(token.slice(0, 100)));
  }

  /** The shopper confirms a pay-on-delivery order; confirming again answers the same (idempotent). */
  @Post('confirmations/:token')
  @HttpCode(HttpStatus.OK)
  @RateLimit(...TRACK_ORDER_LIMIT)
  @ApiOkResponse({ type: PayOnDeliveryConfirmationDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No order has this link' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The order was cancelled (not confirmed in time, or refused)' })
  async confirmPayOnDelivery(@Param('token') token: string): Promise<PayOnDeliveryConfirmationDto> {
    return PayOnDeliveryConfirmationDto.from(await this.confirmHandler.execute(new ConfirmPayOnDeliveryCommand({ token: token.slice(0, 100) }, 'shopper')));
  }
}
