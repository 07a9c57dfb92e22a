import { ApiProperty } from '@nestjs/swagger';
import { ORDER_PAYMENT_STATUSES } from '@shop/rules';
import { IsIn, IsOptional } from 'class-validator';
import { AdminPageQueryDto } from '../../../../shared/http/admin-page-query.dto';
import { SearchTerm } from '../../../../shared/http/search-term.decorator';

export class ListOrdersQueryDto extends AdminPageQueryDto {
  /** Part of the order number (dashes optional), the customer's name or e-mail. */
  @SearchTerm()
  search?: string;

  /** Only orders whose payment is in this state (paid, awaiting = pending, failed...). */
  @ApiProperty({ required: false, enum: ORDER_PAYMENT_STATUSES })
  @IsOptional()
  @IsIn(ORDER_PAYMENT_STATUSES)
  paymentStatus?: string;
}
