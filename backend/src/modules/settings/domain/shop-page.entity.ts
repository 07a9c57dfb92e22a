import { Column, Entity, PrimaryColumn } from 'typeorm';
import { Timestamped } from '../../../shared/timestamped';

/** A policy page of the storefront (/privacy, /terms, /shipping, /returns): Markdown staff edit. */
@Entity('shop_pages')
export class ShopPage extends Timestamped {
  @PrimaryColumn({ length: 40 })
  slug: string;

  @Column({ length: 100 })
  title: string;

  @Column('text')
  markdown: string;
}
