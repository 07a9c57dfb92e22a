import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InvalidInputError, NotFoundError } from '../../../../shared/http/domain-errors';
import { Product } from '../../domain/product.entity';
import { ProductDto } from '../../dto/product.dto';
import { assertSalePrice } from '../create-product/create-product.handler';
import { UpdateProductCommand } from './update-product.command';

/** PartialType makes every field @IsOptional, which lets null through; these columns are NOT NULL. */
const REQUIRED_WHEN_SENT = ['name', 'price', 'category', 'stock', 'images', 'sizes', 'colors', 'tags', 'isActive', 'isFeatured'] as const;

@Injectable()
export class UpdateProductHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  execute({ productId: id, changes }: UpdateProductCommand): Promise<ProductDto> {
    const nulls = REQUIRED_WHEN_SENT.filter((field) => changes[field] === null);
    if (nulls.length > 0) throw new InvalidInputError(Object.fromEntries(nulls.map((field) => [field, [`${field} may not be null`]])));
    return this.dataSource.transaction(async (manager) => {
      const product = await manager.findOne(Product, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!product) throw new NotFoundError('Product not found');
      const next = { ...product, ...stripUndefined(changes) };
      assertSalePrice(next.price, next.originalPrice);
      if (changes.name !== undefined) next.name = changes.name.trim();
      return ProductDto.from(await manager.save(Product, next));
    });
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
