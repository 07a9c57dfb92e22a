import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SupplierProductChanged } from '../../suppliers/events/supplier-events';
import { Product } from '../domain/product.entity';

/** A published supplier product's price (cost plus markup) and stock flow into the catalog. */
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
    await this.products.update(
      { id: event.catalogProductId },
      { price: event.change.sellingPrice, stock: event.change.availableStock, ...(event.change.isActive ? {} : { isActive: false }) },
    );
  }
}
