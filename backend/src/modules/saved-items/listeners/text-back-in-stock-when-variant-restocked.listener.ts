import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RestockedVariant, VariantRestocks } from '../../catalog/ports/variant-restocks.port';
import { NotificationsService } from '../../notifications/notifications.service';

/**
 * The catalog's VARIANT_RESTOCKS, in the transaction that put the units back: the open requests of
 * those variants are claimed by one conditional UPDATE (a second transaction restocking the same
 * variant waits for this one's row locks, then finds them ended) and each gets its one text in
 * the outbox, in the same commit. Rolled back together, or sent exactly once.
 */
@Injectable()
export class TextBackInStockWhenVariantRestocked implements VariantRestocks {
  constructor(private readonly notifications: NotificationsService) {}

  async restocked(manager: EntityManager, variants: RestockedVariant[]): Promise<void> {
    // TypeORM answers an UPDATE ... RETURNING as [rows, affectedCount].
    const [claimed]: [{ id: string; phone: string; variantId: string }[], number] = await manager.query(
      `UPDATE back_in_stock_requests SET status = 'sent', "endedAt" = now()
        WHERE "variantId" = ANY($1::uuid[]) AND status = 'open'
        RETURNING id, phone, "variantId"`,
      [variants.map((variant) => variant.variantId)],
    );
    const byId = new Map(variants.map((variant) => [variant.variantId, variant]));
    for (const request of [...claimed].sort((a, b) => a.id.localeCompare(b.id))) {
      const variant = byId.get(request.variantId)!;
      await this.notifications.backInStock(manager, {
        requestId: request.id,
        phone: request.phone,
        productId: variant.productId,
        productName: variant.productName,
        size: variant.size,
        color: variant.color,
      });
    }
  }
}
