import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { CartService } from '../../cart.service';
import { StopCartRemindersCommand } from './stop-cart-reminders.command';

/**
 * Consent withdrawn (Data Protection Act 2012, s. 40 on direct marketing): from a reminder's link,
 * no more reminders to that phone about any cart; from checkout's box, none about this cart. Saying
 * it twice is no error.
 */
@Injectable()
export class StopCartRemindersHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly carts: CartService,
  ) {}

  execute({ by }: StopCartRemindersCommand): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      if ('token' in by) {
        const [reminder]: { phone: string }[] = await manager.query(`SELECT phone FROM cart_reminders WHERE token = $1`, [by.token]);
        if (!reminder) throw new NotFoundError('This reminder link is not known');
        await this.carts.endReminders(manager, 'stopped', 'phone = $1', [reminder.phone]);
        return;
      }
      if (!(await this.carts.lockOwnedCart(manager, by.sessionId, by.ownerHash, false))) return;
      await this.carts.endReminders(manager, 'withdrawn', '"sessionId" = $1', [by.sessionId]);
    });
  }
}
