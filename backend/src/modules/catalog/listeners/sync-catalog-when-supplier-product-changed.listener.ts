import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SupplierProductChanged } from '../../suppliers/events/supplier-product-changed.event';
import { Product } from '../domain/product.entity';

/** A published supplier product's name, price (cost plus markup), stock and photo changes flow into the catalog. */
@Injectable()
export class SyncCatalogWhenSupplierProductChangedListener {
  constructor(@InjectRepository(Product) private readonly products: Repository<Product>) {}

  @OnEvent(SupplierProductChanged.eventName, { async: true, promisify: true })
  async handle(event: SupplierProductChanged): Promise<void> {
    if (!event.catalogProductId) return;
    if (!event.change) {
      await this.products.update({ id: event.catalogProductId }, { isActive: false, stock: 0 });
      return;
    }
    const { name, description, sellingPrice, stockDelta, isActive, images } = event.change;
    // One statement: a checkout decrementing the same row waits for it or goes first, never in between.
    await this.products
      .createQueryBuilder()
      .update(Product)
      .set({
        name,
        description,
        price: sellingPrice,
        images,
        stock: () => 'GREATEST(stock + :stockDelta, 0)',
        ...(isActive ? {} : { isActive: false }),
      })
      .setParameter('stockDelta', stockDelta)
      .where('id = :id', { id: event.catalogProductId })
      .execute();
  }
}
