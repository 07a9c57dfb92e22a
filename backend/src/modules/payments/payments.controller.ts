import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Req, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Request } from 'express';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { RateLimit, RateLimitPer } from '../../shared/http/rate-limit';
import { normaliseOrderNumber } from '../ordering/domain/order-number';
import { OrderPaymentDto } from '../ordering/ports/order-payment.dto';
import { CheckPaymentCommand } from './commands/check-payment/check-payment.command';
import { CheckPaymentHandler } from './commands/check-payment/check-payment.handler';
import { ReceiveWebhookCommand } from './commands/receive-webhook/receive-webhook.command';
import { ReceiveWebhookHandler } from './commands/receive-webhook/receive-webhook.handler';
import { RetryPaymentCommand } from './commands/retry-payment/retry-payment.command';
import { RetryPaymentHandler } from './commands/retry-payment/retry-payment.handler';
import { PaymentOptionsDto } from './dto/payment-options.dto';
import { ProviderUnavailableError } from './providers/provider-unavailable.error';
import { StartPaymentDto } from './dto/start-payment.dto';
import { PaymentOptionsHandler } from './queries/payment-options/payment-options.handler';
import { PaymentOptionsQuery } from './queries/payment-options/payment-options.query';

/** The order a payment route names, as stored however it was typed: one allowance per order. */
function orderNamedInPath(req: Request): string {
  return `order:${normaliseOrderNumber(String(req.params.orderNumber ?? '').slice(0, 50))}`;
}

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly paymentOptionsHandler: PaymentOptionsHandler,
    private readonly checkPaymentHandler: CheckPaymentHandler,
    private readonly retryPaymentHandler: RetryPaymentHandler,
    private readonly receiveWebhookHandler: ReceiveWebhookHandler,
  ) {}

  /** Which methods the checkout offers, the PayPal rate, and whether this is TEST MODE. */
  @Get('options')
  @ApiOkResponse({ type: PaymentOptionsDto })
  paymentOptions(): PaymentOptionsDto {
    return this.paymentOptionsHandler.execute(new PaymentOptionsQuery());
  }

  /**
   * Asks the provider about the order's open attempt and settles it (the shopper's return, the
   * tracking page's gentle poll). Answers the latest attempt.
   */
  @Post(':orderNumber/check')
  @HttpCode(HttpStatus.OK)
  @RateLimit('check-payment', 120, 600)
  // Each check asks the provider about every open attempt: bounded per order too, whoever asks.
  @RateLimitPer('check-payment-per-order', 120, 3600, orderNamedInPath)
  @ApiOkResponse({ type: OrderPaymentDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such order, or it has no payment attempt' })
  checkPayment(@Param('orderNumber') orderNumber: string): Promise<OrderPaymentDto> {
    return this.checkPaymentHandler.execute(new CheckPaymentCommand(orderNumber));
  }

  /** Starts a new attempt, with a new reference, on an unpaid order ("Complete payment", "Try again"). */
  @Post(':orderNumber/attempts')
  @RateLimit('start-payment', 30, 600)
  @RateLimitPer('start-payment-per-order', 5, 3600, orderNamedInPath)
  @ApiCreatedResponse({ type: OrderPaymentDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The order is paid, expired, refunded or cancelled' })
  startPaymentAttempt(@Param('orderNumber') orderNumber: string, @Body() body: StartPaymentDto): Promise<OrderPaymentDto> {
    return this.retryPaymentHandler.execute(new RetryPaymentCommand(orderNumber, body?.method ?? null, this.config.payments.shopUrl));
  }

  /** Paystack's events; `x-paystack-signature` is the HMAC-SHA512 of the raw body. Stored, answered, then processed. */
  @Post('paystack/webhook')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Stored (or already stored)' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Bad signature: nothing stored' })
  receivePaystackWebhook(@Req() req: Request): Promise<void> {
    return this.receive('paystack', req);
  }

  /** PayPal's events, verified with PayPal's verify-webhook-signature. Stored, answered, then processed. */
  @Post('paypal/webhook')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Stored (or already stored)' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Verification failed: nothing stored' })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'PayPal cannot verify the event right now: nothing stored, PayPal sends it again' })
  receivePaypalWebhook(@Req() req: Request): Promise<void> {
    return this.receive('paypal', req);
  }

  private async receive(provider: string, req: Request): Promise<void> {
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    // Stored and answered here; processing follows from PaymentWebhookReceived once the answer is on its way.
    const received = await this.receiveWebhookHandler.execute(new ReceiveWebhookCommand(provider, rawBody, req.headers)).catch((error: unknown) => {
      // PayPal's webhooks are verified by asking PayPal: while it cannot answer, nothing is stored and
      // the provider sends the event again later.
      if (error instanceof ProviderUnavailableError) throw new ServiceUnavailableException(`${provider} cannot verify the webhook right now`);
      throw error;
    });
    if (!received.accepted) throw new UnauthorizedException('Webhook signature not valid');
  }
}
