import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { Product } from '../../domain/product.entity';
import { ProductDeleted } from '../../events/product-deleted.event';
import { DeleteProductCommand } from './delete-product.command';

/** Orders keep their own copy of each line, so a product can go without rewriting history. */
@Injectable()
export class DeleteProductHandler {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly events: EventEmitter2,
  ) {}

  async execute({ productId: id }: DeleteProductCommand): Promise<void> {
    const result = await this.products.delete({ id });
    if (!result.affected) throw new NotFoundError('Product not found');
    await this.events.emitAsync(ProductDeleted.eventName, new ProductDeleted(id));
  }
}
