import {
  type CheckoutDeliveryType,
  DELIVERY_OPTIONS,
  DELIVERY_TYPES,
  deliveryPrice,
  type DeliveryEstimate,
  type DeliveryType,
  estimateDelivery,
  type Holiday,
  PICKUP_READY_DAYS,
  type Pesewas,
  SPEC_ZONE_TERMS,
  type ZoneTerms,
} from '@shop/rules';

/** What choosing delivery needs to know, loaded once per question. */
export interface DeliveryFacts {
  zones: { name: string; regions: string[]; isDefault: boolean; payOnDelivery: boolean; terms: ZoneTerms }[];
  activePickupPoints: { id: string }[];
  holidays: Holiday[];
}

export interface RegionTerms {
  terms: ZoneTerms;
  payOnDelivery: boolean;
}

/**
 * The terms a region gets (ADR 053): SPEC's everywhere while no zone exists; otherwise its zone's,
 * or the default zone's when no zone names it; null when neither (nothing goes to the door there).
 * Pay on delivery is never assumed: with no zones it is off.
 */
export function termsForRegion(facts: Pick<DeliveryFacts, 'zones'>, region: string): RegionTerms | null {
  if (facts.zones.length === 0) return { terms: SPEC_ZONE_TERMS, payOnDelivery: true };
  const zone = facts.zones.find((candidate) => candidate.regions.includes(region)) ?? facts.zones.find((candidate) => candidate.isDefault);
  return zone ? { terms: zone.terms, payOnDelivery: zone.payOnDelivery } : null;
}

export interface DeliveryChoice {
  type: CheckoutDeliveryType;
  label: string;
  price: Pesewas;
  freeAbove: Pesewas | null;
  estimate: DeliveryEstimate;
}

export const PICKUP_LABEL = 'Collect from a pickup point';

/** Every choice a shopper in `region` has at `now` for this subtotal, door-to-door first, pickup last. */
export function deliveryChoices(facts: DeliveryFacts, region: string, subtotal: Pesewas, now: Date): DeliveryChoice[] {
  return [...DELIVERY_TYPES, 'pickup' as const].map((type) => deliveryChoice(facts, region, subtotal, now, type)).filter((choice): choice is DeliveryChoice => choice !== null);
}

/**
 * The one choice of `type` that deliveryChoices would list, or null when it lists none: what a
 * checkout prices, without dating every other choice (each estimate works out two years of
 * holidays: a quarter of a millisecond of CPU for all four, once per checkout).
 */
export function deliveryChoice(facts: DeliveryFacts, region: string, subtotal: Pesewas, now: Date, type: string): DeliveryChoice | null {
  if (type === 'pickup') {
    if (facts.activePickupPoints.length === 0) return null;
    return { type: 'pickup', label: PICKUP_LABEL, price: 0, freeAbove: null, estimate: estimateDelivery({ ...PICKUP_READY_DAYS, cutoff: null }, now, facts.holidays)! };
  }
  if (!(DELIVERY_TYPES as string[]).includes(type)) return null;
  const doorstep = type as DeliveryType;
  const terms = termsForRegion(facts, region)?.terms[doorstep];
  if (!terms?.offered) return null;
  const estimate = estimateDelivery(terms, now, facts.holidays);
  if (!estimate) return null;
  return { type: doorstep, label: DELIVERY_OPTIONS[doorstep].label, price: deliveryPrice(terms, subtotal), freeAbove: terms.freeAbove, estimate };
}
