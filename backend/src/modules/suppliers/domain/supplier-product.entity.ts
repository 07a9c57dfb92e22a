import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { moneyColumn, timestampColumn } from '../../../shared/money-column';

@Entity('supplier_products')
@Check('CHK_supplier_products_stock_not_negative', '"availableStock" >= 0')
export class SupplierProduct {
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

  @Column({ type: 'integer', default: 1 })
  minimumQuantity: number;

  @Column({ type: 'integer', default: 0 })
  availableStock: number;

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

  @CreateDateColumn(timestampColumn)
  createdAt: Date;

  @UpdateDateColumn(timestampColumn)
  updatedAt: Date;
}
