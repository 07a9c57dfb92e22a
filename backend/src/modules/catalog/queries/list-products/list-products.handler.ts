import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository } from 'typeorm';
import { Product } from '../../domain/product.entity';
import { ProductDto } from '../../dto/product.dto';
import { ListProductsQuery } from './list-products.query';

const ORDER_BY: Record<string, [string, 'ASC' | 'DESC'][]> = {
  newest: [['product.createdAt', 'DESC']],
  'price-asc': [['product.price', 'ASC']],
  'price-desc': [['product.price', 'DESC']],
  name: [['product.name', 'ASC']],
};

@Injectable()
export class ListProductsHandler {
  constructor(@InjectRepository(Product) private readonly products: Repository<Product>) {}

  async execute({ filters }: ListProductsQuery): Promise<{ items: ProductDto[]; total: number }> {
    const query = this.products.createQueryBuilder('product');
    if (!filters.includeInactive) query.andWhere('product.isActive = true');
    if (filters.category) query.andWhere('product.category = :category', { category: filters.category });
    if (filters.featured !== undefined) query.andWhere('product.isFeatured = :featured', { featured: filters.featured });
    if (filters.search) {
      const pattern = `%${escapeLike(filters.search.trim())}%`;
      query.andWhere(
        new Brackets((match) =>
          match
            .where('product.name ILIKE :pattern', { pattern })
            .orWhere('product.description ILIKE :pattern')
            .orWhere('product.category ILIKE :pattern')
            .orWhere("array_to_string(product.tags, ' ') ILIKE :pattern"),
        ),
      );
    }
    for (const [column, direction] of ORDER_BY[filters.sort]) query.addOrderBy(column, direction);
    // A stable tiebreak so pages never repeat or skip a product.
    query.addOrderBy('product.id', 'ASC');
    const [rows, total] = await query.take(filters.limit).skip(filters.offset).getManyAndCount();
    return { items: rows.map(ProductDto.from), total };
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
