/**
 * The messages the shop sends (issue: notifications), shared by the server and the admin Messages
 * view. Each message is one row of the outbox: written in the same transaction as the change that
 * causes it, then delivered once by the relay.
 */
export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** queued: due (again) for sending; sending: claimed by a relay; sent; dead: gave up after every try (staff may retry); undeliverable: no address we can send to. */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'dead', 'undeliverable'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_AUDIENCES = ['shopper', 'supplier', 'staff'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

export const MESSAGE_KINDS = [
  'order-placed',
  'order-confirmed',
  'order-shipped',
  'order-out-for-delivery',
  'order-delivered',
  'order-cancelled',
  'payment-received',
  'payment-failed',
  'payment-refunded',
  'cod-placed',
  'cod-confirmed',
  'cod-expired',
  'cod-collected',
  'cod-refused',
  'cod-momo-request',
  'sign-in-code',
  'back-in-stock',
  'cart-reminder',
  'return-requested',
  'return-approved',
  'return-refused',
  'return-received',
  'return-refunded',
  'support-received',
  'support-answered',
  'chat-answered',
  'supplier-application-received',
  'supplier-face-verified',
  'supplier-face-rejected',
  'supplier-approved',
  'staff-new-order',
  'staff-payment-mismatch',
  'staff-message-dead',
  'staff-webhook-disabled',
  'staff-new-chat',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Marketing messages (DECISIONS: consent first; never sharing a channel's limits with order messages). */
export const MARKETING_MESSAGE_KINDS: readonly MessageKind[] = ['back-in-stock', 'cart-reminder'];

/** How a message left the shop: a real provider, or the local mailbox (no SMTP / SMS / WhatsApp settings). */
export const MESSAGE_TRANSPORTS = ['smtp', 'arkesel', 'hubtel', 'whatsapp-cloud', 'local-mailbox'] as const;
export type MessageTransport = (typeof MESSAGE_TRANSPORTS)[number];

/** One SMS segment holds 160 GSM-7 characters, or 153 each once split; messages fit two. */
export const SMS_MAX_LENGTH = 306;

/**
 * How a shopper hears about an order on the phone, chosen at checkout (ADR 067). WhatsApp carries
 * the order updates Meta has templates for; when it fails for good the same message goes by SMS.
 */
export const ORDER_UPDATE_CHANNELS = ['sms', 'whatsapp'] as const;
export type OrderUpdateChannel = (typeof ORDER_UPDATE_CHANNELS)[number];
