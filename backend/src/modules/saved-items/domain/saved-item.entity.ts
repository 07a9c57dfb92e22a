import { CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../shared/money-column';

/** A product a signed-in customer keeps with the heart on its card (issue 35): one row per customer and product. */
@Entity('saved_items')
export class SavedItem {
  @PrimaryColumn('uuid')
  userId: string;

  // Deleting a product finds its rows by this (RemoveSavedItemsWhenProductDeletedListener).
  @Index('IDX_saved_items_product')
  @PrimaryColumn('uuid')
  productId: string;

  @CreateDateColumn(timestampColumn)
  createdAt: Date;
}
