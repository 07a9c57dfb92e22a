import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { maskedPhone } from '../../../identity/domain/sign-in-phone';
import { CartService } from '../../cart.service';
import { CartReminder } from '../../domain/cart-reminder.entity';
import { RemindedCartDto } from '../../dto/cart-reminder.dto';

/** What a reminder's link shows before the shopper chooses: how much is waiting, and whether texts may still come. */
@Injectable()
export class GetRemindedCartHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly carts: CartService,
  ) {}

  async execute(token: string): Promise<RemindedCartDto> {
    const reminder = await this.dataSource.manager.findOneBy(CartReminder, { token });
    if (!reminder) throw new NotFoundError('This reminder link is not known');
    const active: unknown[] = await this.dataSource.query(`SELECT 1 FROM cart_reminders WHERE phone = $1 AND "nextReminderAt" IS NOT NULL LIMIT 1`, [reminder.phone]);
    return { units: await this.carts.unitsIn(this.dataSource.manager, reminder.sessionId), active: active.length > 0, sendTo: maskedPhone(reminder.phone) };
  }
}
