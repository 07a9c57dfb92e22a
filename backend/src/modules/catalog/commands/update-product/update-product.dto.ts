import { PartialType } from '@nestjs/swagger';
import { ProductFieldsDto } from '../create-product/product-fields.dto';

export class UpdateProductDto extends PartialType(ProductFieldsDto) {}
