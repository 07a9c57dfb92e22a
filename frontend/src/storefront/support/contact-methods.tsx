import { MailOutlined, PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_TEXT, WHATSAPP_LINK } from '../../lib/shop-contact';

const METHODS: { key: string; icon: ReactNode; title: string; text: string; href: string; action: string; external?: boolean }[] = [
  { key: 'whatsapp', icon: <WhatsAppOutlined />, title: 'WhatsApp', text: 'The quickest way to reach us. Send a photo of the item if it helps.', href: WHATSAPP_LINK, action: 'Chat on WhatsApp', external: true },
  { key: 'phone', icon: <PhoneOutlined />, title: 'Phone', text: 'Call us during business hours.', href: `tel:${SUPPORT_PHONE}`, action: SUPPORT_PHONE_TEXT },
  { key: 'email', icon: <MailOutlined />, title: 'E-mail', text: 'For anything that needs details or attachments.', href: `mailto:${SUPPORT_EMAIL}`, action: SUPPORT_EMAIL },
];

/** SPEC §1: support by WhatsApp, phone and e-mail. */
export function ContactMethods() {
  return (
    <ul className="column-grid contact-methods" aria-label="Ways to contact us">
      {METHODS.map((method) => (
        <li key={method.key} className="surface surface--padded contact-method">
          <span className={`round-icon support-card__icon support-card__icon--${method.key}`} aria-hidden="true">
            {method.icon}
          </span>
          <div className="contact-method__body">
            <h2 className="support-card__title">{method.title}</h2>
            <p className="support-card__text">{method.text}</p>
            <a href={method.href} className="contact-method__link" {...(method.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {method.action}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
