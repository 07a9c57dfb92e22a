import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { moneyColumn } from '../../../shared/money-column';
import { Timestamped } from '../../../shared/timestamped';

export interface SupplierVariant {
  size: string | null;
  color: string | null;
  stock: number;
  sku: string | null;
}

@Entity('supplier_products')
@Check('CHK_supplier_products_stock_not_negative', '"availableStock" >= 0')
export class SupplierProduct extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_supplier_products_supplier')
  @Column('uuid')
  supplierId: string;

  /** The catalog product this was published as, if any. */
  @Column({ type: 'uuid', nullable: true })
  productId: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  supplierSku: string | null;

  @Column(moneyColumn())
  costPrice: string;

  @Column(moneyColumn())
  sellingPrice: string;

  /**
   * A published product's new cost that moved more than 20% from the one on sale, and the price it
   * would sell at: held for staff review while the catalog keeps the old price. Null when none waits.
   */
  @Column(moneyColumn({ nullable: true }))
  pendingCostPrice: string | null;

  @Column(moneyColumn({ nullable: true }))
  pendingSellingPrice: string | null;

  @Column({ type: 'integer', default: 1 })
  minimumQuantity: number;

  @Column({ type: 'integer', default: 0 })
  availableStock: number;

  /**
   * Stock per size x colour, summing to availableStock (ADR 025); one entry with size and color
   * null for a product with neither. Nothing reserves supplier stock, so a JSON list is enough.
   */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  variants: SupplierVariant[];

  @Column({ type: 'integer', default: 7 })
  leadTime: number;

  @Column({ default: true })
  isActive: boolean;

  @Column({ length: 255 })
  supplierProductName: string;

  @Column({ type: 'text', nullable: true })
  supplierDescription: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  supplierImages: string[];
}
