import type { ReactNode } from 'react';
import type { ShopSettingsDto } from '../../api/generated/model';
import { useShopSettings } from '../../lib/use-shop-settings';
import { MailIcon } from '../../components/icons/mail';
import { PhoneIcon } from '../../components/icons/phone';
import { WhatsAppIcon } from '../../components/icons/whatsapp';

interface Method {
  key: string;
  icon: ReactNode;
  title: string;
  text: string;
  /** null: the number as staff wrote it cannot be dialled, so it is shown without a link. */
  href: string | null;
  action: string;
  external?: boolean;
}

function methods(settings: ShopSettingsDto): Method[] {
  return [
    {
      key: 'whatsapp',
      icon: <WhatsAppIcon />,
      title: 'WhatsApp',
      text: 'The quickest way to reach us. Send a photo of the item if it helps.',
      href: settings.whatsappLink,
      action: settings.whatsappLink ? 'Chat on WhatsApp' : settings.whatsapp,
      external: true,
    },
    { key: 'phone', icon: <PhoneIcon />, title: 'Phone', text: 'Call us during business hours.', href: settings.phoneLink, action: settings.phone },
    { key: 'email', icon: <MailIcon />, title: 'E-mail', text: 'For anything that needs details or attachments.', href: `mailto:${settings.email}`, action: settings.email },
  ];
}

/** SPEC §1: support by WhatsApp, phone and e-mail, at the numbers and address staff set (store settings). */
export function ContactMethods() {
  const settings = useShopSettings();
  if (!settings) return null;
  return (
    <ul className="column-grid contact-methods" aria-label="Ways to contact us">
      {/* A shop without WhatsApp (ADR 066) shows no empty WhatsApp card. */}
      {methods(settings)
        .filter((method) => method.key !== 'whatsapp' || settings.whatsapp.trim())
        .map((method) => (
        <li key={method.key} className="surface surface--padded contact-method">
          <span className={`round-icon support-card__icon support-card__icon--${method.key}`} aria-hidden="true">
            {method.icon}
          </span>
          <div className="contact-method__body">
            <h2 className="support-card__title">{method.title}</h2>
            <p className="support-card__text">{method.text}</p>
            {method.href ? (
              <a href={method.href} className="contact-method__link" {...(method.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {method.action}
              </a>
            ) : (
              <span className="contact-method__link">{method.action}</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
