import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../../shared/timestamped';
import { Product } from './product.entity';

/**
 * One size x colour a product is sold in, with its own units (ADR 025). A product with no sizes
 * has size null, one with no colours colour null; a product with neither has exactly one variant.
 * A product's stock is the sum of its variants' stock, never stored twice.
 */
@Entity('product_variants')
@Check('CHK_product_variants_stock_not_negative', '"stock" >= 0')
// Unique (productId, size, color) with NULLS NOT DISTINCT (PostgreSQL 15+, PGlite), built by the
// migration: TypeORM cannot describe that option, so schema sync leaves the index alone.
@Index('UQ_product_variants_choice', { synchronize: false })
export class ProductVariant extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_product_variants_product')
  @Column('uuid')
  productId: string;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
  product?: Product;

  @Column({ type: 'varchar', length: 20, nullable: true })
  size: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  color: string | null;

  @Column({ type: 'integer', default: 0 })
  stock: number;

  @Column({ type: 'varchar', length: 100, nullable: true })
  sku: string | null;
}
