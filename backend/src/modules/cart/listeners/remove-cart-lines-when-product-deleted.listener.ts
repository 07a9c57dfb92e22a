import { Injectable } from '@nestjs/common';
import { OnEventInBackground } from '../../../shared/events/background-listeners';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ProductDeleted } from '../../catalog/events/product-deleted.event';
import { CartItem } from '../domain/cart-item.entity';
import { CartReadCache } from '../read-model/cart-read-cache';

@Injectable()
export class RemoveCartLinesWhenProductDeletedListener {
  constructor(
    @InjectRepository(CartItem) private readonly items: Repository<CartItem>,
    private readonly cache: CartReadCache,
  ) {}

  @OnEventInBackground(ProductDeleted.eventName)
  async handle(event: ProductDeleted): Promise<void> {
    // Any number of carts may hold the product: all of them are forgotten (product deletions are rare).
    await this.items.manager.transaction(async (manager) => {
      await manager.delete(CartItem, { productId: event.productId });
      await this.cache.changing(manager);
    });
  }
}
