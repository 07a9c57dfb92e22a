import { Injectable } from '@nestjs/common';
import { OnEventInBackground } from '../../../shared/events/background-listeners';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SupplierProductChanged } from '../../suppliers/events/supplier-product-changed.event';
import { CatalogService } from '../catalog.service';

/** A published supplier product's name, price (cost plus markup), stock per size and colour and photo changes flow into the catalog. */
@Injectable()
export class SyncCatalogWhenSupplierProductChangedListener {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
  ) {}

  @OnEventInBackground(SupplierProductChanged.eventName)
  async handle(event: SupplierProductChanged): Promise<void> {
    const productId = event.catalogProductId;
    if (!productId) return;
    const change = event.change;
    // One transaction holding the product's row lock, then its variants' in id order: a checkout
    // taking the same units waits for it or goes first, never in between.
    await this.dataSource.transaction(async (manager) => {
      if (!change) return this.catalog.withdrawFromSupplier(manager, productId);
      const { name, description, sellingPrice, isActive, images, sizes, colors, variants } = change;
      await this.catalog.syncFromSupplier(manager, productId, { name, description, price: sellingPrice, images, deactivate: !isActive }, { sizes, colors, changes: variants });
    });
  }
}
