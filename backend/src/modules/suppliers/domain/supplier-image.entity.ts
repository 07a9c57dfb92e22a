import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../shared/money-column';

export type SupplierImageKind = 'face' | 'government-id';

/** KYC images, re-encoded without metadata; readable only through admin routes. */
@Entity('supplier_images')
export class SupplierImage {
  @PrimaryColumn('uuid')
  supplierId: string;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  kind: SupplierImageKind;

  @Column({ length: 30 })
  mimeType: string;

  @Column('bytea')
  data: Buffer;

  @CreateDateColumn(timestampColumn)
  createdAt: Date;
}
