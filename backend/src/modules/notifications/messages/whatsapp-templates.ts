import type { MessageKind } from '@shop/rules';

/**
 * The WhatsApp templates the shop sends, by message kind, each to be approved in Meta's WhatsApp
 * Manager under exactly this name (ADR 067 gives each body). Kinds without one (confirmed,
 * cancelled, a failed payment, pay on delivery) go by SMS even to a shopper who chose WhatsApp.
 */
export const WHATSAPP_TEMPLATE_NAMES: Partial<Record<MessageKind, string>> = {
  'order-placed': 'order_placed',
  'payment-received': 'payment_received',
  'order-shipped': 'order_shipped',
  'order-out-for-delivery': 'order_out_for_delivery',
  'order-delivered': 'order_delivered',
  'sign-in-code': 'sign_in_code',
};
