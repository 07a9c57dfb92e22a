import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { sellingPriceFromCost } from '@shop/rules';
import { MediaService } from '../../../media/media.service';
import { SupplierProduct } from '../../domain/supplier-product.entity';
import { Supplier } from '../../domain/supplier.entity';
import { costChangeNeedsReview } from '../../domain/cost-review';
import { SupplierProductDto } from '../../dto/supplier-product.dto';
import { SupplierProductChanged } from '../../events/supplier-product-changed.event';
import { supplierVariantsAfterSave, variantStockChanges } from '../../domain/supplier-variants';
import { SaveSupplierProductCommand } from './save-supplier-product.command';

/** Creates or edits a supplier's own product; the selling price is always the server's, and a big cost change on sale waits for staff. */
@Injectable()
export class SaveSupplierProductHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventEmitter2,
    private readonly media: MediaService,
  ) {}

  async execute({ supplierId, product: input, productId }: SaveSupplierProductCommand): Promise<SupplierProductDto> {
    // The row is locked so two edits in flight each see the stock the other left, and their deltas add up.
    const { saved, stockDelta, variantChanges } = await this.dataSource.transaction(async (manager) => {
      // The supplier's own markup prices the product.
      const supplier = await manager.findOneBy(Supplier, { id: supplierId });
      if (!supplier) throw new NotFoundError('Supplier not found');
      // Another supplier's product answers 404, exactly like one that does not exist.
      const existing = productId ? await manager.findOne(SupplierProduct, { where: { id: productId, supplierId: supplier.id }, lock: { mode: 'pessimistic_write' } }) : null;
      if (productId && !existing) throw new NotFoundError('Product not found');
      // Its own uploads only: another supplier's photo is not this supplier's to sell with.
      if (input.supplierImages) await this.media.assertOwned('supplierImages', `supplier:${supplier.id}`, input.supplierImages, existing?.supplierImages ?? [], manager);
      const costPrice = input.costPrice.toFixed(2);
      const sellingPrice = sellingPriceFromCost(costPrice, supplier.markupPercentage);
      // On sale, a jump of more than 20% waits for staff and the catalog keeps its price; a cost
      // back within range (or the one on sale) replaces whatever waited.
      const heldForReview = existing?.productId ? costChangeNeedsReview(existing.costPrice, costPrice) : false;
      const variants = supplierVariantsAfterSave(existing?.variants, input.variants, input.availableStock);
      const availableStock = variants.reduce((sum, variant) => sum + variant.stock, 0);
      const product = await manager.save(
        manager.create(SupplierProduct, {
          ...existing,
          supplierId: supplier.id,
          supplierProductName: input.supplierProductName.trim(),
          supplierDescription: input.supplierDescription?.trim() || null,
          costPrice: heldForReview ? existing!.costPrice : costPrice,
          sellingPrice: heldForReview ? existing!.sellingPrice : sellingPrice,
          pendingCostPrice: heldForReview ? costPrice : null,
          pendingSellingPrice: heldForReview ? sellingPrice : null,
          minimumQuantity: input.minimumQuantity,
          availableStock,
          variants,
          leadTime: input.leadTime ?? 7,
          supplierSku: input.supplierSku?.trim() || null,
          supplierImages: input.supplierImages ?? existing?.supplierImages ?? [],
          isActive: input.isActive ?? existing?.isActive ?? true,
        }),
      );
      return { saved: product, stockDelta: availableStock - (existing?.availableStock ?? 0), variantChanges: variantStockChanges(existing?.variants ?? [], variants) };
    });
    await this.events.emitAsync(SupplierProductChanged.eventName, SupplierProductChanged.of(saved, stockDelta, variantChanges));
    return SupplierProductDto.from(saved);
  }
}
