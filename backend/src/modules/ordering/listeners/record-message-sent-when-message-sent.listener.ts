import { Injectable } from '@nestjs/common';
import { OnEventInBackground } from '../../../shared/events/background-listeners';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MessageSent } from '../../notifications/events/message-sent.event';

/** The order remembers when each of its messages left (`order-shipped:sms` -> ISO time); ordering owns the row. */
@Injectable()
export class RecordMessageSentWhenMessageSentListener {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @OnEventInBackground(MessageSent.eventName)
  async handle(event: MessageSent): Promise<void> {
    // One statement merging one key: concurrent sends for the same order never overwrite each other.
    await this.dataSource.query(
      `UPDATE orders SET "notificationsSent" = "notificationsSent" || jsonb_build_object($2::text, $3::text) WHERE id = $1`,
      [event.orderId, `${event.kind}:${event.channel}`, event.sentAt.toISOString()],
    );
  }
}
