import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ConflictError } from '../../../../shared/http/domain-errors';
import { CatalogService } from '../../../catalog/catalog.service';
import { assertColourChosen, chooseVariant } from '../../../catalog/domain/product-variants';
import { CartService, saveLineQuantity, toCartLine } from '../../cart.service';
import { CartItem } from '../../domain/cart-item.entity';
import { CartLineDto } from '../../dto/cart-line.dto';
import { AddToCartCommand } from './add-to-cart.command';

/** How long a cart remembers an addition's key: as long as the browser keeps its cart cookie. */
const ADDITION_KEYS_KEPT = '30 days';

export interface CartAdditionResult {
  line: CartLineDto;
  /** False when an earlier request with the same Idempotency-Key already added these units. */
  added: boolean;
}

/**
 * Adds units of one size x colour to the cart (ADR 025); the same variant raises the existing line.
 * A size or colour left open takes the first one with the units (chooseVariant); the colour may be
 * left open only while at most one colour is in stock (issue 40).
 */
@Injectable()
export class AddToCartHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly carts: CartService,
    private readonly catalog: CatalogService,
  ) {}

  execute(command: AddToCartCommand): Promise<CartAdditionResult> {
    return this.dataSource.transaction(async (manager) => {
      await this.carts.lockOwnedCart(manager, command.sessionId, command.ownerHash, true);
      const product = await this.catalog.findActive(command.productId, manager);
      assertColourChosen(product, command);
      const variant = chooseVariant(product, command, command.quantity);

      const items = manager.getRepository(CartItem);
      const existing = await items.findOneBy({ sessionId: command.sessionId, variantId: variant.id });
      if (!(await this.firstTimeFor(manager, command))) {
        // Already applied: the line as it is now. Gone since (removed, or ordered): nothing to add again.
        if (!existing) throw new ConflictError('This item was already added to your cart');
        return { line: toCartLine(existing, product), added: false };
      }
      const line = existing ?? items.create({ sessionId: command.sessionId, productId: product.id, variantId: variant.id, size: variant.size, color: variant.color, quantity: 0 });
      return { line: await saveLineQuantity(items, line, product, line.quantity + command.quantity), added: true };
    });
  }

  /**
   * Records the addition's key under the cart's lock (taken above), so two copies of one request
   * cannot both pass; forgets the cart's keys older than its cookie. True without a key.
   */
  private async firstTimeFor(manager: EntityManager, { sessionId, idempotencyKey }: AddToCartCommand): Promise<boolean> {
    if (!idempotencyKey) return true;
    await manager.query(`DELETE FROM cart_additions WHERE "sessionId" = $1 AND "createdAt" < now() - interval '${ADDITION_KEYS_KEPT}'`, [sessionId]);
    const recorded: unknown[] = await manager.query(`INSERT INTO cart_additions ("sessionId", "key") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING "key"`, [
      sessionId,
      idempotencyKey,
    ]);
    return recorded.length === 1;
  }
}
