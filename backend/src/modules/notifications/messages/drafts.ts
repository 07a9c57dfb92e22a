import type { CountryCode } from 'libphonenumber-js';
import { formatCedis, MessageAudience, MessageKind, SMS_MAX_LENGTH } from '@shop/rules';
import { MessageDraft } from '../domain/message-draft';
import { WHATSAPP_TEMPLATE_NAMES } from './whatsapp-templates';
import { renderEmail, EmailContent, SHOP_NAME, ShopContact } from './layout';
import { parsePhone } from './phone-number';

/** What the templates need to know about the shop itself. */
export interface MessageSettings {
  /** Links in messages start here (no trailing slash). */
  shopUrl: string;
  /** Who hears of new orders, payment mismatches and dead letters; none configured means no staff messages. */
  staffEmails: string[];
  /** The store settings' phone, WhatsApp and e-mail, read in the transaction that writes the messages; null when none are stored. */
  contact?: ShopContact | null;
  /** SMS_COUNTRIES: numbers of other countries are never texted (default Ghana). */
  smsCountries?: CountryCode[];
  /** WHATSAPP_TEMPLATE_LANGUAGE: the language the WhatsApp templates were approved in (default en). */
  whatsappLanguage?: string;
}

export const SUBJECT_MAX_LENGTH = 200;

interface Addressing {
  dedupKey: string;
  kind: MessageKind;
  audience: MessageAudience;
  reference: string | null;
  orderId?: string | null;
}

export function emailDraft(addressing: Addressing, recipient: string, subject: string, content: EmailContent): MessageDraft {
  const { html, text } = renderEmail(content);
  return { ...addressing, orderId: addressing.orderId ?? null, channel: 'email', recipient, subject: clip(subject, SUBJECT_MAX_LENGTH), text, html };
}

/**
 * A text to a number as the shopper typed it. A number that is no phone number, or one of a
 * country outside SMS_COUNTRIES (texts abroad are what SMS pumping bills), is still stored (staff
 * see what was typed and why nothing went), but as undeliverable: never retried.
 */
export function smsDraft(addressing: Addressing, phone: string, text: string, countries: CountryCode[] = ['GH']): MessageDraft {
  const parsed = parsePhone(phone);
  const draft: MessageDraft = { ...addressing, orderId: addressing.orderId ?? null, channel: 'sms', recipient: parsed?.e164 ?? clip(phone.trim(), 255), subject: null, text: smsText(text), html: null };
  if (!parsed) return { ...draft, undeliverable: `'${clip(phone.trim(), 100)}' is not a phone number we can text` };
  if (!parsed.country || !countries.includes(parsed.country)) {
    return { ...draft, undeliverable: `${parsed.e164} is outside the countries the shop texts (SMS_COUNTRIES: ${countries.join(',')}); e-mail only` };
  }
  return draft;
}

/**
 * A phone message by the channel the shopper chose: WhatsApp when they chose it and the kind has a
 * template, else SMS. A WhatsApp row keeps the SMS wording in `text` (staff read it, and it is what
 * goes by SMS if WhatsApp fails) and the template's values beside it. Its dedup key ends in
 * `:whatsapp`, the SMS it may become ends in `:sms`: one news, one key each, never both sent.
 */
export function phoneDraft(
  addressing: Omit<Addressing, 'dedupKey'> & { dedupKey: (channel: 'sms' | 'whatsapp') => string },
  phone: string,
  text: string,
  { via, parameters, codeButton }: { via: 'sms' | 'whatsapp' | undefined; parameters: string[]; codeButton?: string },
  settings: Pick<MessageSettings, 'smsCountries' | 'whatsappLanguage'>,
): MessageDraft {
  const { dedupKey, ...rest } = addressing;
  const sms = smsDraft({ ...rest, dedupKey: dedupKey('sms') }, phone, text, settings.smsCountries);
  const name = WHATSAPP_TEMPLATE_NAMES[addressing.kind];
  if (via !== 'whatsapp' || !name) return sms;
  // Template values may hold no newlines or tabs and no more than four spaces in a row (Meta refuses them).
  const clean = (value: string) => value.replace(/[\n\t]+/g, ' ').replace(/ {4,}/g, '   ').trim() || '-';
  return {
    ...sms,
    dedupKey: dedupKey('whatsapp'),
    channel: 'whatsapp',
    template: { name, language: settings.whatsappLanguage ?? 'en', parameters: parameters.map(clean), ...(codeButton ? { codeButton } : {}) },
  };
}

/**
 * "Hello Ama," — or just "Hello," when the name holds a link or something that reads as a domain
 * (win-big.example, bit.ly/x): a name anyone can type must not carry a link into the shop's mail.
 */
export function greeting(name: string): string {
  const linkLike = /:\/\/|www\.|[\p{L}\p{N}-]\.[\p{L}]{2,}|@|\//iu.test(name);
  return linkLike || !name.trim() ? 'Hello,' : `Hello ${name.trim()},`;
}

/**
 * GSM-7 text fits 160 characters a segment (153 once split); one character outside that alphabet
 * (₵, an accent, an emoji) makes the whole text UCS-2 at 70 a segment. So texts use plain
 * letters (GHS, not ₵) and anything typed by a person is folded to them, then cut to two segments.
 */
export function smsText(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/₵/g, 'GHS ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    // Outside the GSM-7 basic set ([]{}\^~|` are 2-character escapes there).
    .replace(/[^A-Za-z0-9 @$_!"#%&'()*+,\-./:;<=>?\n]/g, '?')
    .trim();
  return clip(plain, SMS_MAX_LENGTH);
}

/** ₵1,234.50 for e-mails; "GHS 1,234.50" in texts (see smsText). */
export function smsMoney(amount: string): string {
  return formatCedis(amount).replace('₵', 'GHS ');
}

export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 3)}...`;
}

/** "Tue 1 Dec", in Ghana time (DECISIONS: dates in Africa/Accra). */
export function shortDate(date: Date, language: 'en' | 'zh-CN' = 'en'): string {
  if (language === 'zh-CN') return new Intl.DateTimeFormat('zh-CN', { month: 'long', day: 'numeric', weekday: 'short', timeZone: 'Africa/Accra' }).format(date);
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Africa/Accra' }).format(date).replace(',', '');
}

/** "19:48", in Ghana time. */
export function clockTime(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Africa/Accra' }).format(date);
}

/** "Thu 3 Dec, 06:33", in Ghana time: a deadline a day or more away, which the time alone would read as passed. */
export function dayAndTime(date: Date): string {
  return `${shortDate(date)}, ${clockTime(date)}`;
}

/** The public tracking page of one order (the storefront reads ?order=). */
export function trackingLink(settings: MessageSettings, orderNumber: string): string {
  return `${settings.shopUrl}/track?order=${encodeURIComponent(orderNumber)}`;
}

export { SHOP_NAME };
