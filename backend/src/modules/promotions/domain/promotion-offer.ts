import { formatCedis, PromotionEffect, promotionEffect, PromotionLine, PromotionTerms, toPesewas } from '@shop/rules';
import { toE164 } from '../../notifications/messages/phone-number';
import { Promotion } from './promotion.entity';

/** Why a code does nothing for this basket, as the cart and a 409 name it. */
export const PROMO_CODE_REFUSALS = ['unknown', 'paused', 'not-started', 'expired', 'used-up', 'already-used', 'minimum-not-met', 'not-applicable'] as const;
export type PromoCodeRefusal = (typeof PROMO_CODE_REFUSALS)[number];

export function promotionTerms(promotion: Promotion): PromotionTerms {
  return {
    kind: promotion.kind,
    percentOff: promotion.percentOff,
    amountOff: promotion.amountOff === null ? null : toPesewas(promotion.amountOff),
    minSubtotal: promotion.minSubtotal === null ? null : toPesewas(promotion.minSubtotal),
    category: promotion.category,
    minQuantity: promotion.minQuantity,
  };
}

/** Whether the promotion may be used at all right now, before looking at the basket. */
export function availability(promotion: Promotion, now: Date): PromoCodeRefusal | null {
  if (promotion.paused) return 'paused';
  if (promotion.startsAt && now < promotion.startsAt) return 'not-started';
  if (promotion.endsAt && now >= promotion.endsAt) return 'expired';
  if (promotion.maxUses !== null && promotion.uses >= promotion.maxUses) return 'used-up';
  return null;
}

export function effectOn(promotion: Promotion, lines: readonly PromotionLine[]): PromotionEffect {
  return promotionEffect(promotionTerms(promotion), lines);
}

/** The shopper's words for each refusal, naming the code (and the minimum, the category). */
export function refusalMessage(code: string, reason: PromoCodeRefusal, promotion: Promotion | null): string {
  switch (reason) {
    case 'unknown':
      return `${code} is not a promo code we know. Check the spelling.`;
    case 'paused':
      return `${code} is not available at the moment.`;
    case 'not-started':
      return `${code} starts on ${ghanaDateTime(promotion!.startsAt!)}.`;
    case 'expired':
      return `${code} has expired.`;
    case 'used-up':
      return `${code} has been used up.`;
    case 'already-used':
      return `You have already used ${code}.`;
    case 'minimum-not-met':
      return `${code} needs a subtotal of at least ${formatCedis(promotion!.minSubtotal!)}.`;
    case 'not-applicable':
      return promotion?.category
        ? `${code} applies to ${promotion.minQuantity && promotion.minQuantity > 1 ? `${promotion.minQuantity} or more items` : 'items'} in ${promotion.category} only.`
        : `${code} does not apply to this cart.`;
  }
}

/** Ghana keeps UTC all year: '1 Dec 2026, 09:00' in the shop's time. */
function ghanaDateTime(instant: Date): string {
  return `${instant.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Accra' })}, ${instant.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Accra' })}`;
}

/** Who used a code, for uses per customer: the e-mail, and the phone as E.164 however it was typed. */
export function customerKeys(email: string, phone: string): { email: string; phone: string } {
  return { email: email.trim().toLowerCase(), phone: toE164(phone) ?? phone.replace(/\D/g, '') };
}
