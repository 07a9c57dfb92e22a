import { currentRegionName } from '@shop/rules';
import { PlaceOrderDtoDeliveryType } from '../api/generated/model';
import { CHECKOUT_FIELDS, GHANA_REGIONS, PAYMENT_OPTIONS, type CheckoutForm } from './checkout-form';

/** The choice fields take only their own values back (a draft from an older page could hold others). */
const CHOICES: Partial<Record<keyof CheckoutForm, readonly string[]>> = {
  region: ['', ...GHANA_REGIONS],
  // The API's enum, not @shop/rules' delivery module: this file loads with every storefront page.
  deliveryType: Object.values(PlaceOrderDtoDeliveryType),
  regionFromCode: ['', 'yes'],
  paymentMethod: PAYMENT_OPTIONS.map((option) => option.value),
  updatesBy: ['sms', 'whatsapp'],
};

/**
 * What the shopper typed at checkout, kept in this tab's session storage until the order is placed:
 * a refresh (or a phone reloading a tab in the background) keeps every field. Session storage, not
 * local: it goes with the tab, like the cart's session id. The Idempotency-Key stays per opened
 * form: kept across a refresh it would answer a later checkout of a new cart with an order whose
 * answer was lost.
 */
export const CHECKOUT_DRAFT_KEY = 'checkoutDraft';

/** The stored draft, keeping only the known fields that are strings; nothing when storage is blocked or the entry is garbled. */
export function loadCheckoutDraft(): Partial<CheckoutForm> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return {};
    const form = stored as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const field of CHECKOUT_FIELDS) {
      // A draft from before 2019's regions reached the page may hold Brong Ahafo: now Bono (ADR 052).
      const value = field === 'region' ? currentRegionName(form[field]) : form[field];
      if (typeof value === 'string' && (CHOICES[field]?.includes(value) ?? true)) fields[field] = value;
    }
    return fields as Partial<CheckoutForm>;
  } catch {
    return {};
  }
}

export function saveCheckoutDraft(form: CheckoutForm): void {
  try {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(form));
  } catch {
    // Storage full or blocked: the form still works, it just forgets on a refresh.
  }
}

/** Once the order is placed the draft has done its job. */
export function clearCheckoutDraft(): void {
  try {
    sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // nothing stored
  }
}
