import { Check, Column, Entity, Index, PrimaryGeneratedColumn, VirtualColumn } from 'typeorm';
import { moneyColumn } from '../../../shared/money-column';
import { Timestamped } from '../../../shared/timestamped';

@Entity('products')
@Check('CHK_products_price_not_negative', '"price" >= 0')
@Index('IDX_products_listing', ['isActive', 'createdAt'])
@Index('IDX_products_category', ['category', 'createdAt'])
// Built by migration 1795313264475 (partial, descending and trigram indexes TypeORM cannot
// describe); declared here so schema sync leaves them alone.
@Index('IDX_products_search', { synchronize: false })
@Index('IDX_products_active_newest', { synchronize: false })
@Index('IDX_products_active_category_newest', { synchronize: false })
@Index('IDX_products_active_price', { synchronize: false })
@Index('IDX_products_active_name', { synchronize: false })
export class Product extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ length: 255 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column(moneyColumn())
  price: string;

  @Column(moneyColumn({ nullable: true }))
  originalPrice: string | null;

  @Column({ length: 100 })
  category: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  subcategory: string | null;

  /** Units of all its variants together (ADR 025): read-only, computed on every load. */
  @VirtualColumn({ type: 'int', query: (alias) => `SELECT coalesce(sum(v.stock), 0)::int FROM product_variants v WHERE v."productId" = ${alias}.id` })
  stock: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  images: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  sizes: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  colors: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ default: true })
  isActive: boolean;

  @Column({ default: false })
  isFeatured: boolean;

  @Column({ type: 'numeric', precision: 3, scale: 2, default: 0 })
  rating: string;

  @Column({ type: 'integer', default: 0 })
  reviewCount: number;

  /** Set when an admin published a supplier product into the catalog; changes flow through events. */
  @Index('UQ_products_supplier_product', { unique: true })
  @Column({ type: 'uuid', nullable: true })
  supplierProductId: string | null;
}
