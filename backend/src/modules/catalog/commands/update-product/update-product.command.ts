import { UpdateProductDto } from './update-product.dto';

export class UpdateProductCommand {
  constructor(
    readonly productId: string,
    readonly changes: UpdateProductDto,
  ) {}
}
