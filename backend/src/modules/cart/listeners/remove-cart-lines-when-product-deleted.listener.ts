import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ProductDeleted } from '../../catalog/events/product-deleted.event';
import { CartItem } from '../domain/cart-item.entity';

@Injectable()
export class RemoveCartLinesWhenProductDeletedListener {
  constructor(@InjectRepository(CartItem) private readonly items: Repository<CartItem>) {}

  @OnEvent(ProductDeleted.eventName, { async: true, promisify: true })
  async handle(event: ProductDeleted): Promise<void> {
    await this.items.delete({ productId: event.productId });
  }
}
