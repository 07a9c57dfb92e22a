import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { AdminOnly } from '../identity/guards/auth.guards';
import { PaymentHistoryDto } from './dto/payment-history.dto';
import { OrderPaymentHistoryHandler } from './queries/order-payment-history/order-payment-history.handler';
import { OrderPaymentHistoryQuery } from './queries/order-payment-history/order-payment-history.query';

@ApiTags('admin')
@Controller('admin/orders')
@AdminOnly('orders')
export class AdminPaymentsController {
  constructor(private readonly orderPaymentHistoryHandler: OrderPaymentHistoryHandler) {}

  /** Every attempt, webhook event, refund and mismatch of one order, oldest first. */
  @Get(':id/payments')
  @ApiOkResponse({ type: PaymentHistoryDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  getOrderPayments(@Param('id', new UuidParamPipe()) id: string): Promise<PaymentHistoryDto> {
    return this.orderPaymentHistoryHandler.execute(new OrderPaymentHistoryQuery(id));
  }
}
