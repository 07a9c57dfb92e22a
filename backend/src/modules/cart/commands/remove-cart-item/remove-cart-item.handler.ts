import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
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
      const line = await this.carts.lockOwnedLine(manager, command.itemId, command.ownerHash);
      await manager.delete(CartItem, { id: line.id });
    });
  }
}
