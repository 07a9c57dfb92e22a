import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { Product } from '../../domain/product.entity';
import { ProductDto } from '../../dto/product.dto';
import { assertSalePrice } from '../create-product/create-product.handler';
import { UpdateProductDto } from './update-product.dto';

@Injectable()
export class UpdateProductHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  execute(id: string, changes: UpdateProductDto): Promise<ProductDto> {
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
