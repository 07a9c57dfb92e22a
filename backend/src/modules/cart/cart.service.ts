import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { NotFoundError } from '../../shared/http/domain-errors';
import { SellableProduct } from '../catalog/catalog.service';
import { CartItem } from './domain/cart-item.entity';
import { CartLineDto } from './dto/cart-line.dto';
import { CartReadCache } from './read-model/cart-read-cache';

/** Cart rules shared by the cart's commands and queries, and the door the ordering module uses. */
@Injectable()
export class CartService {
  constructor(private readonly cache: CartReadCache) {}

  /**
   * Locks the cart for this transaction and checks that this browser owns it. `claim` binds a
   * new cart id to the browser; another browser's cart answers 404, as if it did not exist.
   */
  async lockOwnedCart(manager: EntityManager, sessionId: string, ownerHash: string | null, claim: boolean): Promise<boolean> {
    if (claim && ownerHash) {
      await manager.query(`INSERT INTO cart_sessions ("sessionId", "ownerTokenHash") VALUES ($1, $2) ON CONFLICT ("sessionId") DO NOTHING`, [
        sessionId,
        ownerHash,
      ]);
    }
    const rows: { ownerTokenHash: string }[] = await manager.query(`SELECT "ownerTokenHash" FROM cart_sessions WHERE "sessionId" = $1 FOR UPDATE`, [sessionId]);
    if (rows.length === 0) return false;
    if (rows[0].ownerTokenHash !== ownerHash) throw new NotFoundError('Cart not found');
    // Whoever locks a cart is about to change it: every instance forgets it at commit.
    await this.cache.changing(manager, sessionId);
    return true;
  }

  /** Empties the cart after an order, only when the browser placing the order owns it. */
  async clearOwnedCart(manager: EntityManager, sessionId: string, ownerHash: string | null): Promise<void> {
    if (!ownerHash) return;
    await this.cache.changing(manager, sessionId);
    await manager.query(
      `DELETE FROM cart_items WHERE "sessionId" = $1 AND EXISTS (SELECT 1 FROM cart_sessions WHERE "sessionId" = $1 AND "ownerTokenHash" = $2)`,
      [sessionId, ownerHash],
    );
  }
}

export function toCartLine(item: CartItem, product: SellableProduct): CartLineDto {
  return {
    id: item.id,
    sessionId: item.sessionId,
    productId: item.productId,
    quantity: item.quantity,
    size: item.size,
    color: item.color,
    product: {
      name: product.name,
      price: product.price,
      images: product.images,
      stock: product.isActive ? product.stock : 0,
      sizes: product.sizes,
    },
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}
