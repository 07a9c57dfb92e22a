import type { CartLineDto, ShopSettingsDto } from '../api/generated/model';

/**
 * The shop's WhatsApp chat (https://wa.me/<digits>), or null when it has none: no number staff
 * set, one that is no WhatsApp number, or still the seeded demo number nobody answers (issue 40).
 * With none, the support page's live chat is the shop's own chat and "Order on WhatsApp" is hidden.
 */
export function shopWhatsAppLink(settings: ShopSettingsDto | undefined): string | null {
  if (!settings?.whatsappLink || settings.placeholderContacts.includes('whatsapp')) return null;
  return settings.whatsappLink;
}

/** A chat with the shop whose first message is already written (the shopper can still change it). */
export function whatsAppMessageLink(link: string, text: string): string {
  return `${link}?text=${encodeURIComponent(text)}`;
}

/** "I would like to order: Kente stole (size M, colour Blue), quantity 2. https://…/products/…" */
export function productOrderText(product: { name: string; size: string | null; color: string | null; quantity: number; url: string | null }): string {
  const choice = [product.size ? `size ${product.size}` : null, product.color ? `colour ${product.color}` : null].filter(Boolean).join(', ');
  return `Hello Kente & Co., I would like to order: ${product.name}${choice ? ` (${choice})` : ''}, quantity ${product.quantity}.${product.url ? ` ${product.url}` : ''}`;
}

/** The cart's lines and total (or subtotal, where shipping is not known), one line each. */
export function cartOrderText(lines: readonly (Pick<CartLineDto, 'size' | 'color' | 'quantity'> & { product: { name: string } })[], total: string, totalLabel = 'Total'): string {
  const rows = lines.map((line) => {
    const choice = [line.size, line.color].filter(Boolean).join(', ');
    return `- ${line.quantity} x ${line.product.name}${choice ? ` (${choice})` : ''}`;
  });
  return ['Hello Kente & Co., I would like to order:', ...rows, `${totalLabel}: ${total}`].join('\n');
}
