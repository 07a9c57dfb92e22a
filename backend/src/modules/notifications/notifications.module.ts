import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/identity.module';
import { AdminMessagesController } from './admin-messages.controller';
import { RetryMessageHandler } from './commands/retry-message/retry-message.handler';
import { OutboxMessage } from './domain/outbox-message.entity';
import { NotificationsService } from './notifications.service';
import { Outbox } from './outbox';
import { GetMessageHandler } from './queries/get-message/get-message.handler';
import { ListMessagesHandler } from './queries/list-messages/list-messages.handler';

/**
 * The outbox of e-mails and texts, its relay and the admin Messages view. A leaf: it imports no
 * other shop module, and every module that tells people something calls NotificationsService
 * inside its own transaction. Global so that they need not import it.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessage]), IdentityModule],
  controllers: [AdminMessagesController],
  providers: [Outbox, NotificationsService, ListMessagesHandler, GetMessageHandler, RetryMessageHandler],
  exports: [NotificationsService],
})
export class NotificationsModule {}
