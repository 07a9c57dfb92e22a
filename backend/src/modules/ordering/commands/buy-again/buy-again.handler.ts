import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MAX_LINE_QUANTITY } from '@shop/rules';
import { Repository } from 'typeorm';
import { ConflictError, NotFoundError } from '../../../../shared/http/domain-errors';
import { CartService } from '../../../cart/cart.service';
import { AddToCartCommand } from '../../../cart/commands/add-to-cart/add-to-cart.command';
import { AddToCartHandler } from '../../../cart/commands/add-to-cart/add-to-cart.handler';
import { CatalogService, SellableProduct } from '../../../catalog/catalog.service';
import { nameWithChoice } from '../../../catalog/domain/product-variants';
import { Order, OrderLine } from '../../domain/order.entity';
import { BuyAgainCommand } from './buy-again.command';
import { BuyAgainLineDto, BuyAgainResultDto } from './buy-again.dto';

/**
 * Issue 35: puts a past order's lines back in the shopper's cart at today's prices. Each line goes
 * through the cart's own AddToCart command (stock check, read model), at most the units its size
 * and colour has in stock beside what the cart already holds; a line that cannot go says why.
 */
@Injectable()
export class BuyAgainHandler {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly catalog: CatalogService,
    private readonly carts: CartService,
    private readonly addToCart: AddToCartHandler,
  ) {}

  async execute(command: BuyAgainCommand): Promise<BuyAgainResultDto> {
    const order = await this.orders.findOneBy({ id: command.orderId });
    // Another customer's order answers as one that does not exist.
    if (!order || !isOwnOrder(order, command)) throw new NotFoundError('Order not found');

    const products = await this.catalog.findSellable(order.items.map((line) => line.productId));
    const inCart = await this.carts.ownedQuantities(command.sessionId, command.cartOwnerHash);
    const result: BuyAgainResultDto = { added: [], notAdded: [] };
    for (const line of order.items) {
      const outcome = await this.putBack(line, products.get(line.productId), inCart, command);
      (outcome.quantity > 0 ? result.added : result.notAdded).push(outcome);
    }
    return result;
  }

  private async putBack(line: OrderLine, product: SellableProduct | undefined, inCart: Map<string, number>, command: BuyAgainCommand): Promise<BuyAgainLineDto> {
    const ordered = { productId: line.productId, size: line.size, color: line.color, orderedQuantity: line.quantity };
    const variant = product?.isActive
      ? (product.variants.find((candidate) => candidate.id === line.variantId) ?? product.variants.find((candidate) => candidate.size === line.size && candidate.color === line.color))
      : undefined;
    if (!product || !variant) {
      const name = product?.name ?? line.name;
      return { ...ordered, name, quantity: 0, price: null, outcome: 'gone', message: `${nameWithChoice(name, line)} is not sold any more` };
    }
    const name = nameWithChoice(product.name, variant);
    const about = { ...ordered, name: product.name, size: variant.size, color: variant.color, price: product.price };
    const holding = inCart.get(variant.id) ?? 0;
    const room = Math.min(variant.stock, MAX_LINE_QUANTITY) - holding;
    if (room <= 0) {
      const message = variant.stock === 0 ? `${name} is sold out` : `Your cart already holds all ${holding} of ${name} in stock`;
      return { ...about, quantity: 0, outcome: 'sold-out', message };
    }
    const quantity = Math.min(line.quantity, room);
    try {
      await this.addToCart.execute(new AddToCartCommand(command.sessionId, product.id, quantity, variant.size, variant.color, command.cartOwnerHash));
    } catch (error) {
      // Bought by someone else between the look and the add: the cart's own check refused it.
      if (error instanceof ConflictError) return { ...about, quantity: 0, outcome: 'sold-out', message: `${name} is sold out` };
      throw error;
    }
    inCart.set(variant.id, holding + quantity);
    if (quantity < line.quantity) return { ...about, quantity, outcome: 'reduced', message: `Only ${quantity} of ${line.quantity} ${name} added: that is all in stock` };
    return { ...about, quantity, outcome: 'added', message: `${quantity} × ${name} added` };
  }
}

/** As My orders lists them: placed signed in, or as a guest with the phone the customer verified. */
function isOwnOrder(order: Order, { userId, verifiedPhone }: BuyAgainCommand): boolean {
  if (order.userId) return order.userId === userId;
  return verifiedPhone !== null && order.phoneE164 === verifiedPhone;
}
