import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CatalogService } from '../../../catalog/catalog.service';
import { exactVariant } from '../../../catalog/domain/product-variants';
import { CartService, saveLineQuantity, toCartLine } from '../../cart.service';
import { CartItem } from '../../domain/cart-item.entity';
import { CartLineDto } from '../../dto/cart-line.dto';
import { ChangeCartChoiceCommand } from './change-cart-choice.command';

/**
 * Moves a cart line to another size x colour of its product (issue 40), checked against that
 * variant's units under the cart's lock. A cart holds one line per variant, so a line that already
 * holds the new choice takes these units and this line goes.
 */
@Injectable()
export class ChangeCartChoiceHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly carts: CartService,
    private readonly catalog: CatalogService,
  ) {}

  execute(command: ChangeCartChoiceCommand): Promise<CartLineDto> {
    return this.dataSource.transaction(async (manager) => {
      const line = await this.carts.lockOwnedLine(manager, command.itemId, command.ownerHash);
      const product = await this.catalog.findActive(line.productId, manager);
      const variant = exactVariant(product, command);
      const items = manager.getRepository(CartItem);
      if (variant.id === line.variantId) return toCartLine(line, product);

      const twin = await items.findOneBy({ sessionId: line.sessionId, variantId: variant.id });
      if (twin) {
        const merged = await saveLineQuantity(items, twin, product, twin.quantity + line.quantity);
        await items.remove(line);
        return merged;
      }
      Object.assign(line, { variantId: variant.id, size: variant.size, color: variant.color });
      return saveLineQuantity(items, line, product, line.quantity);
    });
  }
}
