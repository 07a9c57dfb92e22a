import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
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
      const line = await this.carts.lockOwnedLine(manager, command.itemId, command.ownerHash);
      const product = await this.catalog.findActive(line.productId, manager);
      return saveLineQuantity(manager.getRepository(CartItem), line, product, command.quantity);
    });
  }
}
