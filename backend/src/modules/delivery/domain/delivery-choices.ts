import {
  type CheckoutDeliveryType,
  DELIVERY_OPTIONS,
  DELIVERY_TYPES,
  deliveryPrice,
  type DeliveryEstimate,
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
  const regionTerms = termsForRegion(facts, region);
  const choices: DeliveryChoice[] = [];
  for (const type of DELIVERY_TYPES) {
    const terms = regionTerms?.terms[type];
    if (!terms?.offered) continue;
    const estimate = estimateDelivery(terms, now, facts.holidays);
    if (!estimate) continue;
    choices.push({ type, label: DELIVERY_OPTIONS[type].label, price: deliveryPrice(terms, subtotal), freeAbove: terms.freeAbove, estimate });
  }
  if (facts.activePickupPoints.length > 0) {
    choices.push({ type: 'pickup', label: PICKUP_LABEL, price: 0, freeAbove: null, estimate: estimateDelivery({ ...PICKUP_READY_DAYS, cutoff: null }, now, facts.holidays)! });
  }
  return choices;
}
