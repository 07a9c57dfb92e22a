import { ApiProperty } from '@nestjs/swagger';
import { DEMO_SHOP_DETAILS } from '../../../config/app-config';
import { toE164 } from '../../notifications/messages/phone-number';
import { ShopSettings } from '../domain/shop-settings.entity';

export const CONTACT_FIELDS = ['phone', 'whatsapp', 'email'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The contact details still at the demo values a new shop is seeded with (nobody answers them). */
function placeholderContacts(settings: Pick<ShopSettings, ContactField>): ContactField[] {
  const same = (field: ContactField) =>
    field === 'email'
      ? settings.email.trim().toLowerCase() === DEMO_SHOP_DETAILS.email.toLowerCase()
      : (toE164(settings[field]) ?? settings[field].trim()) === (toE164(DEMO_SHOP_DETAILS[field]) ?? DEMO_SHOP_DETAILS[field]);
  return CONTACT_FIELDS.filter(same);
}

export class SocialLinkDto {
  name: string;
  url: string;
}

/** What the storefront shows of the shop itself (header, footer, support and about pages). */
export class ShopSettingsDto {
  /** As staff typed it, for reading: "+233 30 000 0000". */
  phone: string;
  /** `tel:+233300000000`, or null when the number cannot be dialled as written. */
  phoneLink: string | null;
  whatsapp: string;
  /** `https://wa.me/233200000000`, or null when the number is no valid WhatsApp number. */
  whatsappLink: string | null;
  email: string;
  /** Postal address, one line per line. */
  address: string;
  /** One line per day range. */
  businessHours: string;
  socialLinks: SocialLinkDto[];
  /**
   * Which of phone, WhatsApp and e-mail still hold the seeded demo values (issue 40): the admin
   * console warns until none does. Empty once staff set real ones (or SHOP_PHONE etc. did).
   */
  @ApiProperty({ enum: CONTACT_FIELDS, isArray: true })
  placeholderContacts: ContactField[];
  updatedAt: string;

  static from(settings: ShopSettings): ShopSettingsDto {
    const phone = toE164(settings.phone);
    const whatsapp = toE164(settings.whatsapp);
    return {
      phone: settings.phone,
      phoneLink: phone ? `tel:${phone}` : null,
      whatsapp: settings.whatsapp,
      whatsappLink: whatsapp ? `https://wa.me/${whatsapp.slice(1)}` : null,
      email: settings.email,
      address: settings.address,
      businessHours: settings.businessHours,
      socialLinks: settings.socialLinks.map(({ name, url }) => ({ name, url })),
      placeholderContacts: placeholderContacts(settings),
      updatedAt: settings.updatedAt.toISOString(),
    };
  }
}
