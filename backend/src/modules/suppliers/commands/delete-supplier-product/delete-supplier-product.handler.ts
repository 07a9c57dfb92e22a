import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { SupplierProduct } from '../../domain/supplier-product.entity';
import { SupplierProductChanged } from '../../events/supplier-product-changed.event';
import { DeleteSupplierProductCommand } from './delete-supplier-product.command';

@Injectable()
export class DeleteSupplierProductHandler {
  constructor(
    @InjectRepository(SupplierProduct) private readonly products: Repository<SupplierProduct>,
    private readonly events: EventEmitter2,
  ) {}

  async execute({ supplierId, productId }: DeleteSupplierProductCommand): Promise<void> {
    const product = await this.products.findOneBy({ id: productId, supplierId });
    if (!product) throw new NotFoundError('Product not found');
    await this.products.delete({ id: product.id });
    // The published catalog product stops selling: nobody can supply it any more.
    await this.events.emitAsync(SupplierProductChanged.eventName, new SupplierProductChanged(product.id, product.productId, null));
  }
}
