import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChangeNotifications } from '../../../../database/change-notifications';
import { ConflictError, NotFoundError } from '../../../../shared/http/domain-errors';
import { OutboxMessage } from '../../domain/outbox-message.entity';
import { OutboxMessageDto } from '../../dto/outbox-message.dto';
import { OUTBOX_TOPIC } from '../../outbox';
import { RetryMessageCommand } from './retry-message.command';

/** Staff send a dead-lettered message again: it is queued with a fresh count of tries. */
@Injectable()
export class RetryMessageHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changes: ChangeNotifications,
  ) {}

  async execute({ messageId }: RetryMessageCommand): Promise<OutboxMessageDto> {
    const message = await this.dataSource.transaction(async (manager) => {
      const [rows]: [{ id: string }[], number] = await manager.query(
        `UPDATE outbox_messages SET status = 'queued', attempts = 0, "nextAttemptAt" = now(), "updatedAt" = now()
          WHERE id = $1 AND status = 'dead' RETURNING id`,
        [messageId],
      );
      const message = await manager.findOneBy(OutboxMessage, { id: messageId });
      if (!message) throw new NotFoundError('Message not found');
      if (rows.length === 0) throw new ConflictError(`Only a message that gave up can be retried; this one is ${message.status}`, { status: message.status });
      await this.changes.announce(manager, OUTBOX_TOPIC);
      return message;
    });
    return OutboxMessageDto.from(message);
  }
}
