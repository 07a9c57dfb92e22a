import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { Product } from '../../domain/product.entity';
import { ProductDto } from '../../dto/product.dto';
import { GetProductQuery } from './get-product.query';

@Injectable()
export class GetProductHandler {
  constructor(@InjectRepository(Product) private readonly products: Repository<Product>) {}

  async execute({ id, includeInactive }: GetProductQuery): Promise<ProductDto> {
    const product = await this.products.findOneBy({ id });
    if (!product || (!product.isActive && !includeInactive)) throw new NotFoundError('Product not found');
    return ProductDto.from(product);
  }
}
