import { Injectable } from '@nestjs/common';
import { OnEventInBackground } from '../../../shared/events/background-listeners';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ProductDeleted } from '../../catalog/events/product-deleted.event';

@Injectable()
export class RemoveSavedItemsWhenProductDeletedListener {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A deleted product leaves every customer's saved items, and nobody waits for it any more. */
  @OnEventInBackground(ProductDeleted.eventName)
  async handle(event: ProductDeleted): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM saved_items WHERE "productId" = $1`, [event.productId]);
      await manager.query(`UPDATE back_in_stock_requests SET status = 'cancelled', "endedAt" = now() WHERE "productId" = $1 AND status = 'open'`, [event.productId]);
    });
  }
}
