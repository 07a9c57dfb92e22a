import './order-on-whatsapp.css';
import { WhatsAppIcon } from '../../components/icons/whatsapp';
import { useShopSettings } from '../../lib/use-shop-settings';
import { shopWhatsAppLink, whatsAppMessageLink } from '../../lib/whatsapp';

/** "Order on WhatsApp" (issue 35): a plain link to the shop's number with the order written out; nothing when the shop has no number. */
export function OrderOnWhatsApp({ text, className = '' }: { text: string; className?: string }) {
  const link = shopWhatsAppLink(useShopSettings());
  if (!link) return null;
  return (
    <a href={whatsAppMessageLink(link, text)} target="_blank" rel="noopener noreferrer" className={`order-on-whatsapp ${className}`.trim()}>
      <WhatsAppIcon aria-hidden="true" /> <span>Order on WhatsApp</span>
    </a>
  );
}
