import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CatalogService } from '../../../catalog/catalog.service';
import { toCartLine } from '../../cart.service';
import { CartItem } from '../../domain/cart-item.entity';
import { CartLineDto } from '../../dto/cart-line.dto';
import { CartReadCache, StoredCart } from '../../read-model/cart-read-cache';
import { GetCartQuery } from './get-cart.query';

/** A cart with no lines still answers one row, with the owner and null line columns. */
type CartRow = { ownerTokenHash: string } & Partial<CartItem>;

/**
 * Reads a cart this browser owns; an unknown cart, or one bound to another browser, is simply empty. The owner and the lines come
 * from the carts' read model (one query when it does not know the cart); the products' names,
 * prices and stock from the catalog's.
 */
@Injectable()
export class GetCartHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly cache: CartReadCache,
  ) {}

  async execute({ sessionId, ownerHash }: GetCartQuery): Promise<CartLineDto[]> {
    const cart = await this.cache.get(sessionId, () => this.load(sessionId));
    // Another browser's cart reads as an unused id does: a stranger learns nothing of which ids are taken.
    if (!cart || cart.ownerTokenHash !== ownerHash) return [];
    const products = await this.catalog.findForDisplay(cart.items.map((item) => item.productId));
    return cart.items.flatMap((item) => {
      const product = products.get(item.productId);
      return product ? [toCartLine(item, product)] : [];
    });
  }

  private async load(sessionId: string): Promise<StoredCart | null> {
    const rows: CartRow[] = await this.dataSource.query(
      `SELECT s."ownerTokenHash", i.id, i."sessionId", i."productId", i."variantId", i.quantity, i.size, i.color, i."createdAt", i."updatedAt"
         FROM cart_sessions s LEFT JOIN cart_items i ON i."sessionId" = s."sessionId"
        WHERE s."sessionId" = $1
        ORDER BY i."createdAt", i.id`,
      [sessionId],
    );
    if (rows.length === 0) return null;
    const items = rows
      .filter((row) => row.id != null)
      .map(({ id, sessionId: cartId, productId, variantId, quantity, size, color, createdAt, updatedAt }) => ({ id, sessionId: cartId, productId, variantId, quantity, size, color, createdAt, updatedAt }) as CartItem);
    return { ownerTokenHash: rows[0].ownerTokenHash, items };
  }
}
