import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { maskedPhone } from '../../../identity/domain/sign-in-phone';
import { CartReminder } from '../../domain/cart-reminder.entity';
import { CartReminderDto } from '../../dto/cart-reminder.dto';
import { GetCartReminderQuery } from './get-cart-reminder.query';

export function cartReminderView(reminder: CartReminder | null): CartReminderDto {
  const active = Boolean(reminder?.nextReminderAt);
  return { active, sendTo: active ? maskedPhone(reminder!.phone) : null, nextReminderAt: active ? reminder!.nextReminderAt : null };
}

/** Whether checkout's box stays ticked. Another browser's cart reads as an unused id does, with no reminder: where its texts go is the owner's to know. */
@Injectable()
export class GetCartReminderHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ sessionId, ownerHash }: GetCartReminderQuery): Promise<CartReminderDto> {
    const [session]: { ownerTokenHash: string }[] = await this.dataSource.query(`SELECT "ownerTokenHash" FROM cart_sessions WHERE "sessionId" = $1`, [sessionId]);
    const owned = session?.ownerTokenHash === ownerHash;
    return cartReminderView(owned ? await this.dataSource.manager.findOneBy(CartReminder, { sessionId }) : null);
  }
}
