import { NotificationsConfig } from '../../../config/notifications-config';
import { ArkeselSmsProvider } from './arkesel.sms-provider';
import { HubtelSmsProvider } from './hubtel.sms-provider';
import { LocalMailboxMailTransport } from './local-mailbox.mail-transport';
import { LocalMailboxSmsProvider } from './local-mailbox.sms-provider';
import { MailTransport } from './mail-transport';
import { SmsProvider } from './sms-provider';
import { SmtpMailTransport } from './smtp.mail-transport';
import { LocalMailboxWhatsAppTransport } from './local-mailbox.whatsapp-transport';
import { WhatsAppCloudTransport } from './whatsapp-cloud.transport';
import { WhatsAppTransport } from './whatsapp-transport';

export function mailTransportFor(config: NotificationsConfig): MailTransport {
  return config.smtpUrl ? new SmtpMailTransport(config.smtpUrl, config.mailFrom) : new LocalMailboxMailTransport(config.mailDir, config.mailFrom);
}

export function smsProviderFor(config: NotificationsConfig): SmsProvider {
  if (!config.sms) return new LocalMailboxSmsProvider();
  return config.sms.provider === 'arkesel' ? new ArkeselSmsProvider(config.sms) : new HubtelSmsProvider(config.sms);
}

export function whatsAppTransportFor(config: NotificationsConfig): WhatsAppTransport {
  return config.whatsapp ? new WhatsAppCloudTransport(config.whatsapp) : new LocalMailboxWhatsAppTransport(config.production);
}
