import { MessageDraft } from '../domain/message-draft';
import { BackInStockFacts } from '../domain/message-facts';
import { MessageSettings, smsDraft } from './drafts';
import { SHOP_NAME } from './layout';

/**
 * The one text of a back-in-stock request (issue 35): the product, its size and colour and the
 * link. It says that it is the only one, which is how the request stops: there is nothing after it.
 */
export function backInStockMessages(facts: BackInStockFacts, settings: MessageSettings): MessageDraft[] {
  const choice = [facts.size, facts.color].filter(Boolean).join(', ');
  const what = choice ? `${facts.productName} (${choice})` : facts.productName;
  return [
    smsDraft(
      { dedupKey: `back-in-stock:${facts.requestId}`, kind: 'back-in-stock', audience: 'shopper', reference: null, orderId: null },
      facts.phone,
      `${SHOP_NAME}: ${what} is back in stock: ${settings.shopUrl}/products/${facts.productId} - This was your one alert for it; no more texts about it will follow.`,
      settings.smsCountries,
    ),
  ];
}
