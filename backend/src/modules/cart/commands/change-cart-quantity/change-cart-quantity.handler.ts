import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { CatalogService } from '../../../catalog/catalog.service';
import { CartService, saveLineQuantity } from '../../cart.service';
import { CartItem } from '../../domain/cart-item.entity';
import { CartLineDto } from '../../dto/cart-line.dto';
import { ChangeCartQuantityCommand } from './change-cart-quantity.command';

/** Sets a line's quantity, accepted only from 1 to the units in stock. */
@Injectable()
export class ChangeCartQuantityHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly carts: CartService,
    private readonly catalog: CatalogService,
  ) {}

  execute(command: ChangeCartQuantityCommand): Promise<CartLineDto> {
    return this.dataSource.transaction(async (manager) => {
      const items = manager.getRepository(CartItem);
      const line = await items.findOneBy({ id: command.itemId });
      if (!line) throw new NotFoundError('Cart item not found');
      // A line whose cart nobody owns belongs to no browser: as unknown as another browser's.
      if (!(await this.carts.lockOwnedCart(manager, line.sessionId, command.ownerHash, false))) throw new NotFoundError('Cart item not found');
      const product = await this.catalog.findActive(line.productId, manager);
      return saveLineQuantity(items, line, product, command.quantity);
    });
  }
}
