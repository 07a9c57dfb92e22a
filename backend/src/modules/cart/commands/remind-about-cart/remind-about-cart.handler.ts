import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { ConflictError, NotFoundError } from '../../../../shared/http/domain-errors';
import { CartService } from '../../cart.service';
import { CartReminder } from '../../domain/cart-reminder.entity';
import { CartReminderDto } from '../../dto/cart-reminder.dto';
import { cartReminderView } from '../../queries/get-cart-reminder/get-cart-reminder.handler';
import { RemindAboutCartCommand } from './remind-about-cart.command';

/**
 * The box ticked at checkout (ADR 071): consent, given again, starts the count again. One phone has
 * one live reminder: consent on another cart replaces it, so a number typed into many carts still
 * gets at most two texts per consent.
 */
@Injectable()
export class RemindAboutCartHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly carts: CartService,
  ) {}

  execute({ sessionId, ownerHash, phone }: RemindAboutCartCommand): Promise<CartReminderDto> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.carts.lockOwnedCart(manager, sessionId, ownerHash, false))) throw new NotFoundError('Cart not found');
      if ((await this.carts.unitsIn(manager, sessionId)) === 0) throw new ConflictError('Your cart is empty: there is nothing to remind you about');
      await this.carts.endReminders(manager, 'replaced', `phone = $1 AND "sessionId" <> $2`, [phone, sessionId]);
      const [first] = this.config.cartReminderAfterSeconds;
      await manager.query(
        `INSERT INTO cart_reminders ("sessionId", phone, token, "consentedAt", "nextReminderAt")
         VALUES ($1, $2, $3, now(), now() + make_interval(secs => $4))
         ON CONFLICT ("sessionId") DO UPDATE SET phone = $2, "consentedAt" = now(), "remindersSent" = 0,
           "nextReminderAt" = now() + make_interval(secs => $4), "endedBecause" = NULL, "updatedAt" = now()`,
        [sessionId, phone, randomBytes(32).toString('base64url'), first],
      );
      return cartReminderView(await manager.findOneByOrFail(CartReminder, { sessionId }));
    });
  }
}
