import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConflictError } from '../../../../shared/http/domain-errors';
import { CatalogService } from '../../../catalog/catalog.service';
import { lockSavedItemsOf, SAVED_ITEMS_MAX } from '../../domain/saved-items.rules';
import { SaveItemCommand } from './save-item.command';

/** The heart: keeps a product for the customer. Saving one already kept changes nothing (PUT). */
@Injectable()
export class SaveItemHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
  ) {}

  async execute({ userId, productId }: SaveItemCommand): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // 404 for a product gone or switched off.
      await this.catalog.findActive(productId, manager);
      await lockSavedItemsOf(manager, userId);
      const [{ kept, count }]: { kept: boolean; count: number }[] = await manager.query(
        `SELECT bool_or("productId" = $2) AS kept, count(*)::int AS count FROM saved_items WHERE "userId" = $1`,
        [userId, productId],
      );
      if (kept) return;
      if (count >= SAVED_ITEMS_MAX) throw new ConflictError(`Your saved items are full (${SAVED_ITEMS_MAX}): remove one to save another`);
      await manager.query(`INSERT INTO saved_items ("userId", "productId") VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, productId]);
    });
  }
}
