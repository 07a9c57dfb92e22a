import { join } from 'node:path';
import { CountryCode, isSupportedCountry } from 'libphonenumber-js';
import { ConfigError, envReader } from './env-reader';

export type SmsProviderName = 'arkesel' | 'hubtel';

export interface SmsSettings {
  provider: SmsProviderName;
  /** Arkesel: the api-key header. Hubtel: `clientId:clientSecret`. */
  apiKey: string;
  baseUrl: string;
  /** The sender name shoppers see (at most 11 characters, the networks' limit). */
  sender: string;
}

/** Meta's WhatsApp Cloud API (ADR 067). */
export interface WhatsAppSettings {
  /** WHATSAPP_TOKEN: a system user's access token, sent as a Bearer token. */
  token: string;
  /** WHATSAPP_PHONE_NUMBER_ID: the business number's id in Meta's console (digits), not the number itself. */
  phoneNumberId: string;
  /** WHATSAPP_BASE_URL, default https://graph.facebook.com. */
  baseUrl: string;
  /** WHATSAPP_API_VERSION, default v21.0: the Graph API version in the path. */
  apiVersion: string;
  /** WHATSAPP_TEMPLATE_LANGUAGE, default en: the language the templates were approved in. */
  language: string;
  /**
   * WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN, both or neither: the Meta app's secret, which signs
   * its webhooks (X-Hub-Signature-256), and the token Meta echoes when the webhook URL is registered.
   * Without them the shop hears no delivery statuses and only a refused send goes by SMS instead.
   */
  statusWebhook: { appSecret: string; verifyToken: string } | null;
}

export interface NotificationsConfig {
  /** SMTP_URL (smtp:// or smtps://); null means e-mails go to the local mailbox. */
  smtpUrl: string | null;
  /** MAIL_FROM: the From of every e-mail. */
  mailFrom: string;
  /** null means texts go to the local mailbox. */
  sms: SmsSettings | null;
  /**
   * null: WhatsApp messages go to the local mailbox (development and tests) or, in production,
   * fail over to SMS at once (nobody can read a local mailbox there).
   */
  whatsapp: WhatsAppSettings | null;
  /** SMS_COUNTRIES (ISO codes, default GH): the only countries texted; other numbers get e-mail only. */
  smsCountries: CountryCode[];
  /** NODE_ENV=production: a WhatsApp message with no WhatsApp settings goes by SMS rather than into a local mailbox nobody reads. */
  production: boolean;
  /** Where the local mailbox writes each e-mail as an .eml file (DATA_DIR/mail). */
  mailDir: string;
  /** STAFF_EMAIL (comma-separated): who hears of new orders, payment mismatches and dead letters. */
  staffEmails: string[];
  /** Links in messages: PUBLIC_URL, else http://localhost:PORT. */
  shopUrl: string;
  /** Run the relay in this process (OUTBOX_RELAY=off when `npm run worker` does it). */
  relayInProcess: boolean;
  /** Tries before a message is dead-lettered. */
  maxAttempts: number;
  /** How often the relay looks for due messages besides being woken at commit. */
  pollSeconds: number;
}

const ARKESEL_API = 'https://sms.arkesel.com';
const HUBTEL_API = 'https://smsc.hubtel.com';
export const DEFAULT_MAIL_FROM = 'Kente & Co <orders@kente-and-co.local>';
export const SMS_SENDER_MAX_LENGTH = 11;

/**
 * Messages settings. With no SMTP or SMS settings every message still goes through the outbox and
 * is delivered to the local mailbox (the admin Messages view, and .eml files): the embedded default
 * shows exactly what a shopper would receive. Production refuses the local mailbox for e-mail
 * unless NOTIFICATIONS_LOCAL_MAILBOX=on: a live shop must not silently keep its shoppers' mail.
 */
export function loadNotificationsConfig(
  env: NodeJS.ProcessEnv,
  { production, dataDir, port, publicUrl, adminEmail }: { production: boolean; dataDir: string; port: number; publicUrl: string | null; adminEmail: string | null },
): NotificationsConfig {
  const { value, onOff, positive, httpUrl } = envReader(env);

  const smtpUrl = value('SMTP_URL');
  if (smtpUrl !== null && !/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, got '${smtpUrl}'`);
  const localMailbox = onOff('NOTIFICATIONS_LOCAL_MAILBOX');
  if (production && smtpUrl === null && localMailbox !== 'on') {
    throw new ConfigError('SMTP_URL is required when NODE_ENV=production (or NOTIFICATIONS_LOCAL_MAILBOX=on to keep e-mails in the local mailbox on purpose)');
  }

  const provider = value('SMS_PROVIDER');
  let sms: SmsSettings | null = null;
  if (provider !== null) {
    if (provider !== 'arkesel' && provider !== 'hubtel') throw new ConfigError(`SMS_PROVIDER must be 'arkesel' or 'hubtel', got '${provider}'`);
    const apiKey = value('SMS_API_KEY');
    if (apiKey === null) throw new ConfigError('SMS_API_KEY is required with SMS_PROVIDER');
    if (provider === 'hubtel' && !/^[^:]+:.+$/.test(apiKey)) throw new ConfigError('SMS_API_KEY for Hubtel is clientId:clientSecret');
    const sender = value('SMS_SENDER') ?? 'KenteAndCo';
    if (sender.length > SMS_SENDER_MAX_LENGTH) throw new ConfigError(`SMS_SENDER must be at most ${SMS_SENDER_MAX_LENGTH} characters, got '${sender}'`);
    sms = { provider, apiKey, sender, baseUrl: httpUrl('SMS_BASE_URL', provider === 'arkesel' ? ARKESEL_API : HUBTEL_API) };
  }

  const whatsapp = loadWhatsApp(env);

  const smsCountries = (value('SMS_COUNTRIES') ?? 'GH').split(',').map((entry) => entry.trim().toUpperCase()).filter(Boolean);
  for (const country of smsCountries) {
    if (!isSupportedCountry(country)) throw new ConfigError(`SMS_COUNTRIES must be ISO country codes separated by commas (e.g. GH,NG), got '${country}'`);
  }
  if (smsCountries.length === 0) throw new ConfigError('SMS_COUNTRIES must name at least one country (e.g. GH)');

  const staffEmails = (value('STAFF_EMAIL') ?? adminEmail ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  for (const address of staffEmails) {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new ConfigError(`STAFF_EMAIL must be e-mail addresses separated by commas, got '${address}'`);
  }

  const relay = onOff('OUTBOX_RELAY');

  return {
    smtpUrl,
    mailFrom: value('MAIL_FROM') ?? DEFAULT_MAIL_FROM,
    sms,
    whatsapp,
    production,
    smsCountries: smsCountries as CountryCode[],
    mailDir: join(dataDir, 'mail'),
    staffEmails,
    shopUrl: publicUrl ?? `http://localhost:${port}`,
    relayInProcess: relay !== 'off',
    maxAttempts: positive('OUTBOX_MAX_ATTEMPTS', '8'),
    pollSeconds: positive('OUTBOX_POLL_SECONDS', '5'),
  };
}

const WHATSAPP_API = 'https://graph.facebook.com';

/** All of WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID, or none; the other WHATSAPP_ settings only with them. */
function loadWhatsApp(env: NodeJS.ProcessEnv): WhatsAppSettings | null {
  const { value, httpUrl } = envReader(env);
  const token = value('WHATSAPP_TOKEN');
  const phoneNumberId = value('WHATSAPP_PHONE_NUMBER_ID');
  if (token === null && phoneNumberId === null) {
    const stray = ['WHATSAPP_BASE_URL', 'WHATSAPP_API_VERSION', 'WHATSAPP_TEMPLATE_LANGUAGE', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'].find((name) => value(name) !== null);
    if (stray) throw new ConfigError(`${stray} is set but WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are not`);
    return null;
  }
  if (token === null) throw new ConfigError('WHATSAPP_TOKEN is required with WHATSAPP_PHONE_NUMBER_ID');
  if (phoneNumberId === null) throw new ConfigError('WHATSAPP_PHONE_NUMBER_ID is required with WHATSAPP_TOKEN');
  if (!/^\d{5,20}$/.test(phoneNumberId)) throw new ConfigError(`WHATSAPP_PHONE_NUMBER_ID must be the number's id from Meta's console (digits), got '${phoneNumberId}'`);
  if (/\s/.test(token)) throw new ConfigError('WHATSAPP_TOKEN must be one access token, without spaces');
  const apiVersion = value('WHATSAPP_API_VERSION') ?? 'v21.0';
  if (!/^v\d+\.\d+$/.test(apiVersion)) throw new ConfigError(`WHATSAPP_API_VERSION must look like v21.0, got '${apiVersion}'`);
  const language = value('WHATSAPP_TEMPLATE_LANGUAGE') ?? 'en';
  if (!/^[a-z]{2,3}(_[A-Z]{2})?$/.test(language)) throw new ConfigError(`WHATSAPP_TEMPLATE_LANGUAGE must be a template language code like en or en_US, got '${language}'`);
  const appSecret = value('WHATSAPP_APP_SECRET');
  const verifyToken = value('WHATSAPP_VERIFY_TOKEN');
  if ((appSecret === null) !== (verifyToken === null)) {
    throw new ConfigError(`${appSecret === null ? 'WHATSAPP_APP_SECRET' : 'WHATSAPP_VERIFY_TOKEN'} is required with ${appSecret === null ? 'WHATSAPP_VERIFY_TOKEN' : 'WHATSAPP_APP_SECRET'}: Meta signs its status webhooks with the app secret and registers the URL with the token`);
  }
  const statusWebhook = appSecret !== null && verifyToken !== null ? { appSecret, verifyToken } : null;
  return { token, phoneNumberId, baseUrl: httpUrl('WHATSAPP_BASE_URL', WHATSAPP_API), apiVersion, language, statusWebhook };
}

/** For the scripts that boot the shop without serving anyone (create-admin, write-openapi): nothing is ever sent. */
export function scriptNotificationsConfig(dataDir: string): NotificationsConfig {
  return loadNotificationsConfig({ OUTBOX_RELAY: 'off' }, { production: false, dataDir, port: 80, publicUrl: 'http://localhost', adminEmail: null });
}
