import { toE164 } from '../../notifications/messages/phone-number';
import { ShopSettings } from '../domain/shop-settings.entity';

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
      updatedAt: settings.updatedAt.toISOString(),
    };
  }
}
