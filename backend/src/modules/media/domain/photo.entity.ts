import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../shared/money-column';

/** Who uploaded a photo: staff for the catalog, or one supplier for its own products. */
export type PhotoOwner = 'admin' | `supplier:${string}`;

/**
 * An uploaded photo and who may put it on a product. The files live in the photo store under
 * `<key>-<width>.<format>`; one row per uploader, so two suppliers sending the same bytes each own it.
 */
@Entity('photos')
export class Photo {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  key: string;

  @PrimaryColumn({ type: 'varchar', length: 60 })
  owner: PhotoOwner;

  @Column({ type: 'varchar', length: 64 })
  placeholder: string;

  @Column('int')
  width: number;

  @Column('int')
  height: number;

  @CreateDateColumn(timestampColumn)
  createdAt: Date;

  /** When the sweep first found no product using it; it is removed once this is older than the grace period. */
  @Column({ ...timestampColumn, nullable: true })
  unusedSince: Date | null;
}
