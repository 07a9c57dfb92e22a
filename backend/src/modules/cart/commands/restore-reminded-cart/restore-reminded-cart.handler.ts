import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError, NotFoundError } from '../../../../shared/http/domain-errors';
import { CartService } from '../../cart.service';
import { CartReminder } from '../../domain/cart-reminder.entity';
import { RestoredCartDto } from '../../dto/cart-reminder.dto';
import { AddToCartCommand } from '../add-to-cart/add-to-cart.command';
import { AddToCartHandler } from '../add-to-cart/add-to-cart.handler';
import { RestoreRemindedCartCommand } from './restore-reminded-cart.command';

/**
 * The reminder's link, opened on any phone or browser: the browser that holds the cart gets it
 * back as it is; another browser gets its lines added to its own cart through the cart's own
 * addition (stock checked, today's prices), each once however often the link is opened.
 */
@Injectable()
export class RestoreRemindedCartHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly carts: CartService,
    private readonly addToCart: AddToCartHandler,
  ) {}

  async execute({ token, sessionId, ownerHash }: RestoreRemindedCartCommand): Promise<RestoredCartDto> {
    const reminder = await this.dataSource.manager.findOneBy(CartReminder, { token });
    if (!reminder) throw new NotFoundError('This reminder link is not known');
    const lines = await this.carts.linesOf(this.dataSource.manager, reminder.sessionId);
    if (await this.carts.isOwnedBy(reminder.sessionId, ownerHash)) {
      return { sessionId: reminder.sessionId, restored: lines.reduce((sum, line) => sum + line.quantity, 0), unavailable: [] };
    }
    const restored: RestoredCartDto = { sessionId, restored: 0, unavailable: [] };
    for (const line of lines) {
      try {
        const { line: added } = await this.addToCart.execute(
          new AddToCartCommand(sessionId, line.productId, line.quantity, line.size, line.color, ownerHash, `cart-reminder:${reminder.id}:${line.variantId}`),
        );
        restored.restored += Math.min(added.quantity, line.quantity);
      } catch (error) {
        // This browser's cart id belongs to another browser: nothing can be added to it.
        if (error instanceof NotFoundError && error.message === 'Cart not found') throw error;
        if (!(error instanceof DomainError)) throw error;
        restored.unavailable.push(error.message);
      }
    }
    return restored;
  }
}
