import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConflictError, NotFoundError } from '../../../../shared/http/domain-errors';
import { CatalogService } from '../../../catalog/catalog.service';
import { SupplierProduct } from '../../domain/supplier-product.entity';
import { Supplier } from '../../domain/supplier.entity';
import { SupplierProductDto } from '../../dto/supplier-product.dto';
import { supplierOptions } from '../../domain/supplier-variants';
import { PublishSupplierProductCommand } from './publish-supplier-product.command';

/** An admin puts an approved supplier's product on sale, at its selling price and stock. */
@Injectable()
export class PublishSupplierProductHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
  ) {}

  execute({ supplierProductId, category }: PublishSupplierProductCommand): Promise<SupplierProductDto> {
    return this.dataSource.transaction(async (manager) => {
      const product = await manager.findOne(SupplierProduct, { where: { id: supplierProductId }, lock: { mode: 'pessimistic_write' } });
      if (!product) throw new NotFoundError('Supplier product not found');
      const supplier = await manager.findOneByOrFail(Supplier, { id: product.supplierId });
      if (!supplier.isApproved || !supplier.isActive) throw new ConflictError('Only an approved supplier’s products can be sold');
      if (product.productId) throw new ConflictError('This product is already in the catalog');
      // The catalog product is sold in the sizes and colours the supplier lists, each with its units (ADR 025).
      product.productId = await this.catalog.createFromSupplier(
        manager,
        {
          supplierProductId: product.id,
          name: product.supplierProductName,
          description: product.supplierDescription,
          price: product.sellingPrice,
          category,
          images: product.supplierImages,
          isActive: product.isActive,
          ...supplierOptions(product.variants),
        },
        product.variants,
      );
      return SupplierProductDto.from(await manager.save(product));
    });
  }
}
