import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { CartService } from '../../cart.service';
import { CartItem } from '../../domain/cart-item.entity';
import { RemoveCartItemCommand } from './remove-cart-item.command';

@Injectable()
export class RemoveCartItemHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly carts: CartService,
  ) {}

  execute(command: RemoveCartItemCommand): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const line = await manager.findOneBy(CartItem, { id: command.itemId });
      if (!line) throw new NotFoundError('Cart item not found');
      // A line whose cart nobody owns belongs to no browser: as unknown as another browser's.
      if (!(await this.carts.lockOwnedCart(manager, line.sessionId, command.ownerHash, false))) throw new NotFoundError('Cart item not found');
      await manager.delete(CartItem, { id: line.id });
    });
  }
}
