import { ProductFieldsDto } from './product-fields.dto';

export class CreateProductCommand {
  constructor(readonly fields: ProductFieldsDto) {}
}
