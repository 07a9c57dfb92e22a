import { ArrayMaxSize, IsArray, IsUUID } from 'class-validator';
import { SAVED_ITEMS_MAX } from '../domain/saved-items.rules';

/** One saved product as the list shows it, from the catalog as it is now. */
export class SavedItemDto {
  productId: string;
  name: string;
  /** Cedis, as on the catalog ("85.50"). */
  price: string;
  /** The product's photos, the first being the card's. */
  images: string[];
  /** Units left over all its sizes and colours: 0 shows "Out of Stock". */
  stock: number;
  savedAt: Date;
}

export class SavedItemsDto {
  /** Most recently saved first; products switched off are left out until they are back. */
  items: SavedItemDto[];
  /** Every saved product's id, switched-off ones too: what the hearts show. */
  productIds: string[];
  /** How many products one customer may keep. */
  max: number;
}

export class MergeSavedItemsDto {
  /** The ids a guest's browser kept; those no longer in the catalog are skipped. */
  @IsArray()
  @ArrayMaxSize(SAVED_ITEMS_MAX)
  @IsUUID('all', { each: true, message: 'each of productIds must be a UUID' })
  productIds: string[];
}

export class MergedSavedItemsDto extends SavedItemsDto {
  /** Ids sent that were not added: no such product any more, or the list was full. */
  skipped: string[];
}
