import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { discountedTotals, type OrderTotals, type Pesewas, toPesewas } from '@shop/rules';
import { useCallback, useSyncExternalStore } from 'react';
import { quotePromotions } from '../api/generated/endpoints/promotions/promotions';
import type { PromotionQuoteDto, QuotePromotionsDto } from '../api/generated/model';
import { subscribeStorageKey } from './storage-key';

/** The code the shopper applied in the cart, for checkout to send: this tab's, like the cart's session (ADR 061). */
export const PROMO_CODE_KEY = 'promoCode';
const listeners = new Set<() => void>();

function storedCode(): string | null {
  try {
    return sessionStorage.getItem(PROMO_CODE_KEY);
  } catch {
    return null;
  }
}

export function setPromoCode(code: string | null): void {
  try {
    if (code) sessionStorage.setItem(PROMO_CODE_KEY, code);
    else sessionStorage.removeItem(PROMO_CODE_KEY);
  } catch {
    // Storage blocked: the code lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

/** The applied code and a way to change it; none on the server, which never has the tab's storage. */
export function usePromoCode(): [string | null, (code: string | null) => void] {
  const code = useSyncExternalStore((listener) => subscribeStorageKey(PROMO_CODE_KEY, listeners, listener), storedCode, () => null);
  return [code, useCallback((next: string | null) => setPromoCode(next), [])];
}

/**
 * The basket priced by the server with the code and the automatic promotions: a read, asked again
 * when the lines, the code or the shopper change. Keeps the last answer while the next one comes.
 */
export function usePromotionQuote(basket: QuotePromotionsDto, enabled: boolean) {
  return useQuery<PromotionQuoteDto>({
    queryKey: ['promotion-quote', basket],
    queryFn: ({ signal }) => quotePromotions(basket, undefined, signal).then((response) => response.data),
    enabled: enabled && basket.items.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** The totals with the quote's discount, by the same rule the server charges (tax on the subtotal after it). */
export function totalsWithPromotions(subtotal: Pesewas, shipping: Pesewas, quote: PromotionQuoteDto | undefined): OrderTotals {
  // A quote for another basket (the lines just changed) counts for nothing until the new one comes.
  if (!quote || toPesewas(quote.subtotal) !== subtotal) return discountedTotals(subtotal, shipping, { subtotalDiscount: 0, freeDelivery: false });
  return discountedTotals(subtotal, shipping, { subtotalDiscount: toPesewas(quote.subtotalDiscount), freeDelivery: quote.freeDelivery });
}
