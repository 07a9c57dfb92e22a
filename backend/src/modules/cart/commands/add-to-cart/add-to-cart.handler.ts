import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CatalogService } from '../../../catalog/catalog.service';
import { chooseVariant } from '../../../catalog/domain/product-variants';
import { CartService, saveLineQuantity } from '../../cart.service';
import { CartItem } from '../../domain/cart-item.entity';
import { CartLineDto } from '../../dto/cart-line.dto';
import { AddToCartCommand } from './add-to-cart.command';

/**
 * Adds units of one size x colour to the cart (ADR 021); the same variant raises the existing line.
 * A size or colour left open takes the first one with the units (chooseVariant).
 */
@Injectable()
export class AddToCartHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly carts: CartService,
    private readonly catalog: CatalogService,
  ) {}

  execute(command: AddToCartCommand): Promise<CartLineDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.carts.lockOwnedCart(manager, command.sessionId, command.ownerHash, true);
      const product = await this.catalog.findActive(command.productId, manager);
      const variant = chooseVariant(product, command, command.quantity);

      const items = manager.getRepository(CartItem);
      const line =
        (await items.findOneBy({ sessionId: command.sessionId, variantId: variant.id })) ??
        items.create({ sessionId: command.sessionId, productId: product.id, variantId: variant.id, size: variant.size, color: variant.color, quantity: 0 });
      return saveLineQuantity(items, line, product, line.quantity + command.quantity);
    });
  }
}
