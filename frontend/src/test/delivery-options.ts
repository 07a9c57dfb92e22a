import { DELIVERY_OPTIONS, DELIVERY_TYPES, deliveryPrice, estimateDelivery, formatDeliveryEstimate, fromPesewas, SPEC_ZONE_TERMS, toPesewas } from '@shop/rules';
import type { DeliveryOptionsDto, DeliverySettingsDto, DeliveryTermsDto, DeliveryZoneDto, PickupPointDto } from '../api/generated/model';
import { ok, type Responder } from './fake-api';

export const PICKUP_POINT: PickupPointDto = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  name: 'Osu showroom',
  address: 'Oxford Street, Osu, Accra',
  digitalAddress: 'GA-183-8164',
  openingHours: 'Mon–Sat 9:00–18:00',
  phone: '024 123 4567',
  isActive: true,
};

/**
 * GET /api/delivery/options as a shop with no zones answers it: SPEC's three types for any region,
 * priced for the subtotal asked and dated by the rules at the test's clock; `overrides` replace parts.
 */
export function specDeliveryOptions(overrides: Partial<DeliveryOptionsDto> = {}): Responder {
  return (request) => {
    const subtotal = toPesewas(request.query.subtotal ?? '0');
    const choices = DELIVERY_TYPES.flatMap((type) => {
      const estimate = estimateDelivery(SPEC_ZONE_TERMS[type], new Date());
      if (!estimate) return [];
      const terms = SPEC_ZONE_TERMS[type];
      return [{ type, label: DELIVERY_OPTIONS[type].label, price: fromPesewas(deliveryPrice(terms, subtotal)), freeAbove: terms.freeAbove === null ? null : fromPesewas(terms.freeAbove), estimate: { ...estimate, text: formatDeliveryEstimate(estimate) } }];
    });
    return ok<DeliveryOptionsDto>({ region: request.query.region, choices, pickupPoints: [], payOnDelivery: true, ...overrides });
  };
}

const terms = (offered: boolean, price: string, minDays: number, maxDays: number, extra: Partial<DeliveryTermsDto> = {}): DeliveryTermsDto => ({ offered, price, minDays, maxDays, freeAbove: null, cutoff: null, ...extra });

export const ACCRA_ZONE: DeliveryZoneDto = {
  id: 'a11ce000-0000-4000-8000-000000000001',
  name: 'Greater Accra',
  regions: ['Greater Accra'],
  isDefault: false,
  payOnDelivery: true,
  options: { standard: terms(true, '30.00', 1, 3, { freeAbove: '200.00' }), 'next-day': terms(true, '50.00', 1, 1), 'same-day': terms(true, '80.00', 0, 0, { cutoff: '12:00' }) },
};

export const REST_OF_GHANA_ZONE: DeliveryZoneDto = {
  id: 'a11ce000-0000-4000-8000-000000000002',
  name: 'Rest of Ghana',
  regions: [],
  isDefault: true,
  payOnDelivery: true,
  options: { standard: terms(true, '30.00', 3, 5, { freeAbove: '200.00' }), 'next-day': terms(false, '50.00', 1, 1), 'same-day': terms(false, '80.00', 0, 0) },
};

/** GET /api/admin/delivery for the demo shop's zones and one pickup point. */
export const DELIVERY_SETTINGS: DeliverySettingsDto = {
  zones: [ACCRA_ZONE, REST_OF_GHANA_ZONE],
  pickupPoints: [PICKUP_POINT],
  holidays: [],
  upcomingHolidays: [{ day: '2026-12-04', name: "Farmers' Day" }],
};
