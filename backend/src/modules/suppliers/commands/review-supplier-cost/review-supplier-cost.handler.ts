import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConflictError, NotFoundError } from '../../../../shared/http/domain-errors';
import { SupplierProduct } from '../../domain/supplier-product.entity';
import { SupplierProductDto } from '../../dto/supplier-product.dto';
import { SupplierProductChanged } from '../../events/supplier-product-changed.event';
import { ReviewSupplierCostCommand } from './review-supplier-cost.command';

/** Staff approve or reject a published product's cost change that moved more than 20%. */
@Injectable()
export class ReviewSupplierCostHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventEmitter2,
  ) {}

  async execute({ supplierProductId, decision }: ReviewSupplierCostCommand): Promise<SupplierProductDto> {
    // Locked, so a supplier edit in flight lands before or after the review, never between.
    const product = await this.dataSource.transaction(async (manager) => {
      const product = await manager.findOne(SupplierProduct, { where: { id: supplierProductId }, lock: { mode: 'pessimistic_write' } });
      if (!product) throw new NotFoundError('Supplier product not found');
      if (!product.pendingCostPrice || !product.pendingSellingPrice) throw new ConflictError('No cost change awaits review for this product');
      if (decision === 'approve') {
        product.costPrice = product.pendingCostPrice;
        // The price staff saw and approved.
        product.sellingPrice = product.pendingSellingPrice;
      }
      product.pendingCostPrice = null;
      product.pendingSellingPrice = null;
      return manager.save(product);
    });
    if (decision === 'approve') await this.events.emitAsync(SupplierProductChanged.eventName, SupplierProductChanged.of(product, 0, []));
    return SupplierProductDto.from(product);
  }
}
