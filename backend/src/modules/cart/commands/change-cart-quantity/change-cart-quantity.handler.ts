import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConflictError, NotFoundError } from '../../../../shared/http/domain-errors';
import { CatalogService } from '../../../catalog/catalog.service';
import { CartService, toCartLine } from '../../cart.service';
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
      if (command.quantity < 1) throw new ConflictError('Quantity must be at least 1', { productId: product.id, available: product.stock });
      if (command.quantity > product.stock) {
        throw new ConflictError(`Only ${product.stock} of ${product.name} in stock`, { productId: product.id, available: product.stock });
      }
      line.quantity = command.quantity;
      return toCartLine(await items.save(line), product);
    });
  }
}
