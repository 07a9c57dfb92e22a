import { Controller, Get, NotImplementedException, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { AdminOnly } from '../identity/guards/auth.guards';
import { PaymentHistoryDto } from './dto/payment-history.dto';

// CONTRACT SKELETON: bodies are filled in by the payments work before this reaches main.
@ApiTags('admin')
@Controller('admin/orders')
@AdminOnly()
export class AdminPaymentsController {
  /** Every attempt, webhook event, refund and mismatch of one order, oldest first. */
  @Get(':id/payments')
  @ApiOkResponse({ type: PaymentHistoryDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  getOrderPayments(@Param('id', new UuidParamPipe()) id: string): Promise<PaymentHistoryDto> {
    void id;
    throw new NotImplementedException();
  }
}
