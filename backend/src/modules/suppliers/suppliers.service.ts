import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { SupplierProduct } from './domain/supplier-product.entity';
import { Supplier } from './domain/supplier.entity';

/** Who supplies a catalog product, at what cost and on what terms: what a payout is worked from (ADR 070). */
export interface SupplierTerms {
  catalogProductId: string;
  supplierId: string;
  supplierProductId: string;
  /** The published cost, "100.00". */
  costPrice: string;
  markupPercentage: string;
  /** As stored: "30_days". */
  paymentTerms: string;
}

@Injectable()
export class SuppliersService {
  constructor(@InjectRepository(Supplier) private readonly suppliers: Repository<Supplier>) {}

  findById(id: string): Promise<Supplier | null> {
    return this.suppliers.findOneBy({ id });
  }

  /** The supplier terms of those catalog products a supplier's product was published as; others are left out. */
  async termsForCatalogProducts(manager: EntityManager, catalogProductIds: string[]): Promise<SupplierTerms[]> {
    if (catalogProductIds.length === 0) return [];
    const products = await manager.find(SupplierProduct, { where: { productId: In(catalogProductIds) } });
    if (products.length === 0) return [];
    const suppliers = new Map((await manager.find(Supplier, { where: { id: In([...new Set(products.map((product) => product.supplierId))]) } })).map((supplier) => [supplier.id, supplier]));
    return products.flatMap((product) => {
      const supplier = suppliers.get(product.supplierId);
      if (!supplier || !product.productId) return [];
      return [{ catalogProductId: product.productId, supplierId: supplier.id, supplierProductId: product.id, costPrice: product.costPrice, markupPercentage: supplier.markupPercentage, paymentTerms: supplier.paymentTerms }];
    });
  }

  /** Business names by id, for staff lists. */
  async businessNames(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.suppliers.find({ where: { id: In(ids) }, select: ['id', 'businessName'] });
    return new Map(rows.map((row) => [row.id, row.businessName]));
  }
}
