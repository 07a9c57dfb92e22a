import { Column, Entity, PrimaryColumn } from 'typeorm';
import { Timestamped } from '../../../shared/timestamped';

export interface SocialLink {
  name: string;
  url: string;
}

/** The shop's own contact details: one row (id 1), seeded at first start, edited in the admin Settings tab. */
@Entity('shop_settings')
export class ShopSettings extends Timestamped {
  @PrimaryColumn('smallint')
  id: number;

  @Column({ length: 30 })
  phone: string;

  @Column({ length: 30 })
  whatsapp: string;

  @Column({ length: 255 })
  email: string;

  /** Lines of the postal address, as staff wrote them. */
  @Column({ length: 300 })
  address: string;

  /** One line per day range, e.g. "Monday to Friday: 9:00 – 18:00". */
  @Column({ length: 500 })
  businessHours: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  socialLinks: SocialLink[];
}

export const SHOP_SETTINGS_ID = 1;
