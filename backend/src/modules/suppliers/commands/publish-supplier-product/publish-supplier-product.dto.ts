import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { PRODUCT_CATEGORIES } from '../../../catalog/domain/catalog-constants';

export class PublishSupplierProductDto {
  @ApiProperty({ enum: PRODUCT_CATEGORIES })
  @IsIn(PRODUCT_CATEGORIES)
  category: string;
}
