import { type DeliveryTerms, SPEC_ZONE_TERMS, type ZoneTerms } from '@shop/rules';
import { DEMO_SHOP_DETAILS } from '../../../../config/app-config';

const notOffered = (terms: DeliveryTerms): DeliveryTerms => ({ ...terms, offered: false });

/** SPEC's prices, offered where riders reach fast: Accra gets everything, Ashanti no same-day, the rest standard only. */
export const DEMO_DELIVERY_ZONES: { name: string; regions: string[]; isDefault: boolean; payOnDelivery: boolean; terms: ZoneTerms }[] = [
  {
    name: 'Greater Accra',
    regions: ['Greater Accra'],
    isDefault: false,
    payOnDelivery: true,
    terms: { standard: { ...SPEC_ZONE_TERMS.standard, minDays: 1, maxDays: 3 }, 'next-day': SPEC_ZONE_TERMS['next-day'], 'same-day': { ...SPEC_ZONE_TERMS['same-day'], cutoff: '12:00' } },
  },
  {
    name: 'Ashanti',
    regions: ['Ashanti'],
    isDefault: false,
    payOnDelivery: true,
    terms: { standard: { ...SPEC_ZONE_TERMS.standard, minDays: 2, maxDays: 4 }, 'next-day': SPEC_ZONE_TERMS['next-day'], 'same-day': notOffered(SPEC_ZONE_TERMS['same-day']) },
  },
  {
    name: 'Rest of Ghana',
    regions: [],
    isDefault: true,
    payOnDelivery: true,
    terms: { standard: SPEC_ZONE_TERMS.standard, 'next-day': notOffered(SPEC_ZONE_TERMS['next-day']), 'same-day': notOffered(SPEC_ZONE_TERMS['same-day']) },
  },
];

/** The demo shop's own showroom (its seeded address), where shoppers collect for free. */
export const DEMO_PICKUP_POINT = {
  name: 'Kente & Co. Showroom, Tamale',
  address: 'Bolgatanga Road, near the Central Market, Tamale',
  digitalAddress: null,
  openingHours: 'Monday to Friday 9:00 – 18:00, Saturday 10:00 – 16:00',
  phone: DEMO_SHOP_DETAILS.phone,
  isActive: true,
};
