import { MessageDraft } from '../domain/message-draft';
import { CartReminderFacts } from '../domain/message-facts';
import { MessageSettings, smsDraft } from './drafts';
import { SHOP_NAME } from './layout';

/**
 * A cart reminder (issue 35, ADR 071): marketing, sent only because the shopper ticked the box. Its
 * one link restores the cart on any phone and stops the reminders; the first says one more may follow.
 */
export function cartReminderMessages(facts: CartReminderFacts, settings: MessageSettings): MessageDraft[] {
  const items = facts.units === 1 ? '1 item' : `${facts.units} items`;
  const last = facts.ordinal === facts.of;
  return [
    smsDraft(
      { dedupKey: `cart-reminder:${facts.reminderId}:${facts.ordinal}`, kind: 'cart-reminder', audience: 'shopper', reference: null, orderId: null },
      facts.phone,
      `${SHOP_NAME}: you left ${items} in your cart. Pick up where you left off: ${settings.shopUrl}/cart/return/${facts.token} - ` +
        (last ? 'This is our last reminder about it.' : 'One more reminder may follow; the link also stops them.'),
      settings.smsCountries,
    ),
  ];
}
