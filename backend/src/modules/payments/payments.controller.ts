import { Body, Controller, Get, HttpCode, HttpStatus, NotImplementedException, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { RateLimit } from '../../shared/http/rate-limit';
import { OrderPaymentDto } from '../ordering/dto/order-payment.dto';
import { PaymentOptionsDto } from './dto/payment-options.dto';
import { StartPaymentDto } from './dto/start-payment.dto';

// CONTRACT SKELETON: bodies are filled in by the payments work before this reaches main.
@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  /** Which methods the checkout offers, the PayPal rate, and whether this is TEST MODE. */
  @Get('options')
  @ApiOkResponse({ type: PaymentOptionsDto })
  paymentOptions(): PaymentOptionsDto {
    throw new NotImplementedException();
  }

  /**
   * Asks the provider about the order's open attempt and settles it (the shopper's return, the
   * tracking page's gentle poll). Answers the latest attempt.
   */
  @Post(':orderNumber/check')
  @HttpCode(HttpStatus.OK)
  @RateLimit('check-payment', 120, 600)
  @ApiOkResponse({ type: OrderPaymentDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such order, or it has no payment attempt' })
  checkPayment(@Param('orderNumber') orderNumber: string): Promise<OrderPaymentDto> {
    void orderNumber;
    throw new NotImplementedException();
  }

  /** Starts a new attempt, with a new reference, on an unpaid order ("Complete payment", "Try again"). */
  @Post(':orderNumber/attempts')
  @RateLimit('start-payment', 30, 600)
  @ApiCreatedResponse({ type: OrderPaymentDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The order is paid, expired, refunded or cancelled' })
  startPaymentAttempt(@Param('orderNumber') orderNumber: string, @Body() body: StartPaymentDto): Promise<OrderPaymentDto> {
    void orderNumber;
    void body;
    throw new NotImplementedException();
  }

  /** Paystack's events; `x-paystack-signature` is the HMAC-SHA512 of the raw body. Stored, answered, then processed. */
  @Post('paystack/webhook')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Stored (or already stored)' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Bad signature: nothing stored' })
  receivePaystackWebhook(): Promise<void> {
    throw new NotImplementedException();
  }

  /** PayPal's events, verified with PayPal's verify-webhook-signature. Stored, answered, then processed. */
  @Post('paypal/webhook')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Stored (or already stored)' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Verification failed: nothing stored' })
  receivePaypalWebhook(): Promise<void> {
    throw new NotImplementedException();
  }
}
