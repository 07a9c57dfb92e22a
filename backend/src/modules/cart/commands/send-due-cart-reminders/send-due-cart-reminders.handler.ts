import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { NotificationsService } from '../../../notifications/notifications.service';
import { CartService } from '../../cart.service';

const BATCH = 20;
/** Two texts per consent at most (issue 35). */
export const CART_REMINDERS_PER_CONSENT = 2;

interface DueReminder {
  id: string;
  sessionId: string;
  phone: string;
  token: string;
  remindersSent: number;
}

/**
 * Writes the texts of the reminders that are due, each in the transaction that moves its reminder
 * on: rows are claimed FOR UPDATE SKIP LOCKED, so instances sharing one PostgreSQL never send one
 * twice, and the outbox's dedup key (reminder and ordinal) holds even if one did. A cart emptied
 * since ends its reminders unsent. Answers how many texts it wrote.
 */
@Injectable()
export class SendDueCartRemindersHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly carts: CartService,
    private readonly notifications: NotificationsService,
  ) {}

  async execute(): Promise<number> {
    let written = 0;
    for (;;) {
      const { claimed, texts } = await this.dataSource.transaction(async (manager) => {
        const due: DueReminder[] = await manager.query(
          `SELECT id, "sessionId", phone, token, "remindersSent" FROM cart_reminders WHERE "nextReminderAt" <= now() ORDER BY "nextReminderAt" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        );
        let texts = 0;
        for (const reminder of due) {
          const units = await this.carts.unitsIn(manager, reminder.sessionId);
          if (units === 0) {
            await this.carts.endReminders(manager, 'emptied', 'id = $1', [reminder.id]);
            continue;
          }
          const ordinal = reminder.remindersSent + 1;
          await this.notifications.cartReminder(manager, { reminderId: reminder.id, phone: reminder.phone, token: reminder.token, units, ordinal, of: CART_REMINDERS_PER_CONSENT });
          texts++;
          const [first, second] = this.config.cartReminderAfterSeconds;
          await manager.query(
            ordinal >= CART_REMINDERS_PER_CONSENT
              ? `UPDATE cart_reminders SET "remindersSent" = $2, "nextReminderAt" = NULL, "endedBecause" = 'sent', "updatedAt" = now() WHERE id = $1`
              : // Late (the shop was down): the second still waits at least the first's delay after the first.
                `UPDATE cart_reminders SET "remindersSent" = $2, "nextReminderAt" = GREATEST("consentedAt" + make_interval(secs => $3), now() + make_interval(secs => $4)), "updatedAt" = now() WHERE id = $1`,
            ordinal >= CART_REMINDERS_PER_CONSENT ? [reminder.id, ordinal] : [reminder.id, ordinal, second, first],
          );
        }
        return { claimed: due.length, texts };
      });
      written += texts;
      if (claimed < BATCH) return written;
    }
  }
}
