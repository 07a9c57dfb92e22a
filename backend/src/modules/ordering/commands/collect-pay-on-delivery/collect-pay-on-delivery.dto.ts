import { ApiProperty } from '@nestjs/swagger';
import { COD_COLLECTION_METHODS } from '@shop/rules';
import { IsIn, Matches } from 'class-validator';

export class CollectPayOnDeliveryDto {
  @ApiProperty({ enum: COD_COLLECTION_METHODS })
  @IsIn(COD_COLLECTION_METHODS)
  via: string;

  /** What was collected, in cedis: must equal the order's total. */
  @ApiProperty({ example: '209.55' })
  @Matches(/^\d{1,8}(\.\d{1,2})?$/, { message: 'amount must be an amount in cedis such as 209.55' })
  amount: string;
}
