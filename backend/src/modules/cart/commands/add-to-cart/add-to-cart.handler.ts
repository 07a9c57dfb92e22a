import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { CatalogService } from '../../../catalog/catalog.service';
import { assertProductOptions } from '../../../catalog/domain/product-options';
import { CartService, saveLineQuantity } from '../../cart.service';
import { CartItem } from '../../domain/cart-item.entity';
import { CartLineDto } from '../../dto/cart-line.dto';
import { AddToCartCommand } from './add-to-cart.command';

/** Adds units to the cart; the same product, size and colour raise the existing line. */
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
      assertProductOptions(product, command);

      const items = manager.getRepository(CartItem);
      const line =
        (await items.findOneBy({
          sessionId: command.sessionId,
          productId: command.productId,
          size: command.size ?? IsNull(),
          color: command.color ?? IsNull(),
        })) ?? items.create({ sessionId: command.sessionId, productId: command.productId, size: command.size, color: command.color, quantity: 0 });
      return saveLineQuantity(items, line, product, line.quantity + command.quantity);
    });
  }
}
