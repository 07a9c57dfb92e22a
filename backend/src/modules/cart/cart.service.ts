import { Injectable } from '@nestjs/common';
import { MAX_LINE_QUANTITY } from '@shop/rules';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ConflictError, InvalidInputError, NotFoundError } from '../../shared/http/domain-errors';
import { SellableProduct } from '../catalog/catalog.service';
import { nameWithChoice, Variant } from '../catalog/domain/product-variants';
import { CartItem } from './domain/cart-item.entity';
import { CartReminderEnding } from './domain/cart-reminder.entity';
import { CartLineDto } from './dto/cart-line.dto';
import { CartReadCache } from './read-model/cart-read-cache';

/** Cart rules shared by the cart's commands and queries, and the door the ordering module uses. */
@Injectable()
export class CartService {
  constructor(
    private readonly cache: CartReadCache,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

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

  /**
   * The line `itemId`, its cart locked for this transaction. A line that does not exist and one
   * whose cart this browser does not own (or nobody owns) answer the same 404.
   */
  async lockOwnedLine(manager: EntityManager, itemId: string, ownerHash: string | null): Promise<CartItem> {
    const line = await manager.findOneBy(CartItem, { id: itemId });
    if (!line || !(await this.lockOwnedCart(manager, line.sessionId, ownerHash, false))) throw new NotFoundError('Cart item not found');
    return line;
  }

  /** Units per variant in this browser's own cart (none for a cart it does not own): what an addition builds on. */
  async ownedQuantities(sessionId: string, ownerHash: string): Promise<Map<string, number>> {
    const rows: { variantId: string; quantity: number }[] = await this.dataSource.query(
      `SELECT i."variantId", i.quantity FROM cart_items i JOIN cart_sessions s ON s."sessionId" = i."sessionId" WHERE i."sessionId" = $1 AND s."ownerTokenHash" = $2`,
      [sessionId, ownerHash],
    );
    return new Map(rows.map((row) => [row.variantId, Number(row.quantity)]));
  }

  async isOwnedBy(sessionId: string, ownerHash: string | null): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM cart_sessions WHERE "sessionId" = $1 AND "ownerTokenHash" = $2`, [sessionId, ownerHash]);
    return rows.length === 1;
  }

  async unitsIn(manager: EntityManager, sessionId: string): Promise<number> {
    const [{ units }]: { units: string | number | null }[] = await manager.query(`SELECT sum(quantity) AS units FROM cart_items WHERE "sessionId" = $1`, [sessionId]);
    return Number(units ?? 0);
  }

  /** The cart's lines, oldest first, whoever owns it: for callers that checked their right to it. */
  linesOf(manager: EntityManager, sessionId: string): Promise<CartItem[]> {
    return manager.find(CartItem, { where: { sessionId }, order: { createdAt: 'ASC' } });
  }

  /**
   * An order was placed (ADR 071): no reminder about its cart, nor about any cart to its phone, in
   * the order's own transaction. The reminders may have been sent from another browser's cart the
   * shopper restored, which the phone still finds.
   */
  endRemindersAfterOrder(manager: EntityManager, sessionId: string, phone: string | null): Promise<void> {
    return this.endReminders(manager, 'ordered', `"sessionId" = $1 OR phone = $2`, [sessionId, phone ?? '']);
  }

  /** Ends the live reminders `where` picks (ADR 071): none of them texts again, and each row keeps why. */
  async endReminders(manager: EntityManager, because: CartReminderEnding, where: string, params: unknown[]): Promise<void> {
    await manager.query(
      `UPDATE cart_reminders SET "nextReminderAt" = NULL, "endedBecause" = $${params.length + 1}, "updatedAt" = now() WHERE (${where}) AND "nextReminderAt" IS NOT NULL`,
      [...params, because],
    );
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

/**
 * DECISIONS 'Cart': a line holds from 1 to the units of its size and colour in stock (409
 * otherwise, naming both, ADR 025) and never more than MAX_LINE_QUANTITY (400). Saves the line
 * at that quantity and answers it as the cart shows it. A variant the product no longer sells has none.
 */
export async function saveLineQuantity(items: Repository<CartItem>, line: CartItem, product: SellableProduct, quantity: number): Promise<CartLineDto> {
  const variant = product.variants.find((candidate) => candidate.id === line.variantId);
  const available = variant?.stock ?? 0;
  const details = { productId: product.id, variantId: line.variantId, available };
  if (quantity < 1) throw new ConflictError('Quantity must be at least 1', details);
  if (quantity > MAX_LINE_QUANTITY) throw new InvalidInputError({ quantity: [`A cart line holds at most ${MAX_LINE_QUANTITY} units; this one would hold ${quantity}`] });
  if (quantity > available) {
    const name = nameWithChoice(product.name, variant ?? line);
    throw new ConflictError(!variant ? `${name} is not sold any more` : available === 0 ? `${name} is out of stock` : `Only ${available} of ${name} in stock`, details);
  }
  line.quantity = quantity;
  return toCartLine(await items.save(line), product);
}

export function toCartLine(item: CartItem, product: SellableProduct): CartLineDto {
  const variant: Variant | undefined = product.variants.find((candidate) => candidate.id === item.variantId);
  return {
    id: item.id,
    sessionId: item.sessionId,
    productId: item.productId,
    quantity: item.quantity,
    size: item.size,
    color: item.color,
    variantId: item.variantId,
    variantStock: product.isActive && variant ? variant.stock : 0,
    product: {
      name: product.name,
      price: product.price,
      images: product.images,
      stock: product.isActive ? product.stock : 0,
      sizes: product.sizes,
      colors: product.colors,
      variants: product.variants.map(({ id, size, color, stock }) => ({ id, size, color, stock: product.isActive ? stock : 0 })),
    },
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}
