/**
 * The one e-mail shell every message uses: the shop's colours, its name as text (no images, no
 * web fonts, so it reads the same with images blocked), a table layout with inline styles only
 * (what mail clients keep), and a plain-text twin carrying the same words and links.
 * Every value is escaped here: templates hand over plain text, never markup.
 */
import { escapeHtml } from '../../../shared/escape-html';

export const SHOP_NAME = 'Kente & Co';

const GOLD = '#c8961e';
const GREEN_DEEP = '#14532d';
const INK = '#1f1a14';
const WASH = '#fbefd2';

export type EmailBlock =
  | { paragraph: string }
  /** Label / value rows: an order's items, its total, a reference. */
  | { rows: [string, string][] }
  | { button: { label: string; url: string } }
  /** Text someone wrote (a staff answer, the shopper's own message), kept with its line breaks. */
  | { quote: string };

export interface EmailContent {
  heading: string;
  /** "Hello Ama," */
  greeting?: string;
  blocks: EmailBlock[];
  /** The `lang` of the document (zh-CN for Chinese-speaking suppliers). */
  language?: string;
  /** A line under the shop name in the footer. */
  footer?: string;
  /** How to reach the shop (the store settings), a second footer line; none for staff notices. */
  contact?: ShopContact | null;
}

/** The shop's phone, WhatsApp and e-mail as staff set them in the admin Settings tab. */
export interface ShopContact {
  phone: string;
  whatsapp: string;
  email: string;
}

/** "Questions? Call +233 30 000 0000 · WhatsApp +233 20 000 0000 · support@kenteandco.com" */
export function contactLine({ phone, whatsapp, email }: ShopContact, language = 'en'): string {
  // A shop without WhatsApp (ADR 066) leaves it out rather than print an empty number.
  if (language === 'zh-CN') return `如有疑问：电话 ${phone}${whatsapp.trim() ? ` · WhatsApp ${whatsapp}` : ''} · ${email}`;
  return `Questions? Call ${phone}${whatsapp.trim() ? ` · WhatsApp ${whatsapp}` : ''} · ${email}`;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

function multiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

function blockHtml(block: EmailBlock): string {
  if ('paragraph' in block) return `<p style="margin:0 0 16px;font-size:15px;line-height:22px;color:${INK};">${multiline(block.paragraph)}</p>`;
  if ('quote' in block) {
    return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;"><tr><td style="border-left:4px solid ${GOLD};background:${WASH};padding:12px 16px;font-size:15px;line-height:22px;color:${INK};">${multiline(block.quote)}</td></tr></table>`;
  }
  if ('rows' in block) {
    const rows = block.rows
      .map(
        ([label, value]) =>
          `<tr><td style="padding:6px 0;border-bottom:1px solid #eee3c8;font-size:14px;color:${INK};">${escapeHtml(label)}</td><td align="right" style="padding:6px 0 6px 12px;border-bottom:1px solid #eee3c8;font-size:14px;color:${INK};white-space:nowrap;">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">${rows}</table>`;
  }
  const { label, url } = block.button;
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;"><tr><td bgcolor="${GREEN_DEEP}" style="border-radius:6px;"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 22px;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(label)}</a></td></tr></table><p style="margin:0 0 16px;font-size:12px;line-height:18px;color:#6b5d45;word-break:break-all;">${escapeHtml(url)}</p>`;
}

function blockText(block: EmailBlock): string {
  if ('paragraph' in block) return block.paragraph;
  if ('quote' in block) return block.quote.split(/\r?\n/).map((line) => `> ${line}`).join('\n');
  if ('rows' in block) return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  return `${block.button.label}: ${block.button.url}`;
}

export function renderEmail({ heading, greeting, blocks, language = 'en', footer, contact }: EmailContent): RenderedEmail {
  const body = [greeting ? { paragraph: greeting } : null, ...blocks].filter((block): block is EmailBlock => block !== null);
  const footerLine = footer ?? 'Authentic Ghanaian craftsmanship';
  const reachUs = contact ? contactLine(contact, language) : null;
  const html = `<!DOCTYPE html>
<html lang="${escapeHtml(language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:#f6f1e7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f6f1e7"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border:1px solid #eee3c8;font-family:Georgia,'Times New Roman',serif;">
<tr><td bgcolor="${GREEN_DEEP}" style="padding:20px 28px;border-bottom:6px solid ${GOLD};font-size:24px;font-weight:bold;letter-spacing:1px;color:${GOLD};">${escapeHtml(SHOP_NAME)}</td></tr>
<tr><td style="padding:28px 28px 12px;font-family:Arial,Helvetica,sans-serif;">
<h1 style="margin:0 0 18px;font-family:Georgia,'Times New Roman',serif;font-size:22px;line-height:28px;color:${GREEN_DEEP};">${escapeHtml(heading)}</h1>
${body.map(blockHtml).join('\n')}
</td></tr>
<tr><td bgcolor="${WASH}" style="padding:16px 28px;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:18px;color:#6b5d45;">${escapeHtml(SHOP_NAME)} &middot; ${escapeHtml(footerLine)}${reachUs ? `<br>${escapeHtml(reachUs)}` : ''}</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
  const text = [SHOP_NAME, '', heading, '', ...body.map(blockText).flatMap((part) => [part, '']), '--', `${SHOP_NAME} - ${footerLine}`, ...(reachUs ? [reachUs] : [])].join('\n');
  return { html, text };
}
