import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_METHODS } from '@shop/rules';
import { IsIn, IsOptional } from 'class-validator';

/** A new attempt on an unpaid order ("Complete payment", "Try again"); the method may change. */
export class StartPaymentDto {
  @ApiProperty({ enum: PAYMENT_METHODS, required: false })
  @IsOptional()
  @IsIn(PAYMENT_METHODS)
  method?: string;
}
