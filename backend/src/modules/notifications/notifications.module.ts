import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/identity.module';
import { SettingsModule } from '../settings/settings.module';
import { AdminMessagesController } from './admin-messages.controller';
import { RetryMessageHandler } from './commands/retry-message/retry-message.handler';
import { OutboxMessage } from './domain/outbox-message.entity';
import { RelayOutboxJob } from './jobs/relay-outbox.job';
import { NotificationsService } from './notifications.service';
import { Outbox } from './outbox';
import { GetMessageHandler } from './queries/get-message/get-message.handler';
import { ListMessagesHandler } from './queries/list-messages/list-messages.handler';
import { OutboxRelay } from './relay/outbox-relay';
import { MAIL_TRANSPORT } from './transports/mail-transport';
import { SMS_PROVIDER } from './transports/sms-provider';
import { mailTransportFor, smsProviderFor, whatsAppTransportFor } from './transports/transports';
import { WHATSAPP_TRANSPORT } from './transports/whatsapp-transport';
import { RecordWhatsAppStatusesHandler } from './commands/record-whatsapp-statuses/record-whatsapp-statuses.handler';
import { WhatsAppWebhookController } from './whatsapp-webhook.controller';

/**
 * The outbox of e-mails, texts and WhatsApp messages, its relay (and the transports it sends through) and the admin Messages view. Nearly a leaf: it
 * imports only the store settings (the contact lines under e-mails), and every module that tells people something calls
 * NotificationsService inside its own transaction. Global so that they need not import it.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessage]), IdentityModule, SettingsModule],
  controllers: [AdminMessagesController, WhatsAppWebhookController],
  providers: [
    Outbox,
    NotificationsService,
    ListMessagesHandler,
    GetMessageHandler,
    RetryMessageHandler,
    RecordWhatsAppStatusesHandler,
    OutboxRelay,
    RelayOutboxJob,
    { provide: MAIL_TRANSPORT, useFactory: (config: AppConfig) => mailTransportFor(config.notifications), inject: [APP_CONFIG] },
    { provide: SMS_PROVIDER, useFactory: (config: AppConfig) => smsProviderFor(config.notifications), inject: [APP_CONFIG] },
    { provide: WHATSAPP_TRANSPORT, useFactory: (config: AppConfig) => whatsAppTransportFor(config.notifications), inject: [APP_CONFIG] },
  ],
  exports: [NotificationsService, OutboxRelay],
})
export class NotificationsModule {}
