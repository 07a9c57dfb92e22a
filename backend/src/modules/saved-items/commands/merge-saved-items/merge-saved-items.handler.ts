import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CatalogService } from '../../../catalog/catalog.service';
import { lockSavedItemsOf, SAVED_ITEMS_MAX } from '../../domain/saved-items.rules';
import { MergeSavedItemsCommand } from './merge-saved-items.command';

/**
 * At sign-in, the products a guest kept in this browser join the account's (issue 35), in one
 * transaction: those already saved stay as they are, those no longer sold and those past the cap
 * are skipped (answered, never a 409: the browser's list is a wish, not an order).
 */
@Injectable()
export class MergeSavedItemsHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
  ) {}

  async execute({ userId, productIds }: MergeSavedItemsCommand): Promise<{ skipped: string[] }> {
    const wanted = [...new Set(productIds.map((id) => id.toLowerCase()))];
    return this.dataSource.transaction(async (manager) => {
      const sellable = await this.catalog.findSellable(wanted, manager);
      await lockSavedItemsOf(manager, userId);
      const kept = new Set((await manager.query(`SELECT "productId" FROM saved_items WHERE "userId" = $1`, [userId]) as { productId: string }[]).map((row) => row.productId));
      const skipped: string[] = [];
      let room = SAVED_ITEMS_MAX - kept.size;
      for (const id of wanted) {
        if (kept.has(id)) continue;
        if (!sellable.get(id)?.isActive || room <= 0) {
          skipped.push(id);
          continue;
        }
        await manager.query(`INSERT INTO saved_items ("userId", "productId") VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, id]);
        room -= 1;
      }
      return { skipped };
    });
  }
}
