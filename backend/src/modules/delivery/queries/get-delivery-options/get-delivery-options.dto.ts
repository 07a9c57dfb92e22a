import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { currentRegionName, GHANA_REGIONS } from '@shop/rules';
import { IsMoneyAmount } from '../../../../shared/http/money-amount.validator';

export class GetDeliveryOptionsQueryDto {
  /** One of Ghana's sixteen regions; 'Brong Ahafo' is read as Bono. */
  @ApiProperty({ enum: GHANA_REGIONS })
  @Transform(({ value }: { value: unknown }) => currentRegionName(value))
  @IsIn(GHANA_REGIONS)
  region: string;

  /** What the items come to, e.g. "171.00"; without it, prices are those of an empty cart. */
  @ApiProperty({ required: false, example: '171.00' })
  @IsOptional()
  @IsMoneyAmount('171.00')
  subtotal?: string;
}
