import type { MessageChannel, MessageKind, MessageStatus, MessageTransport } from '@shop/rules';

/** Each kind of message as staff name it, in words rather than the server's ids. */
const KIND_LABELS: Record<MessageKind, string> = {
  'order-placed': 'Order placed',
  'order-confirmed': 'Order confirmed',
  'order-shipped': 'Order shipped',
  'order-out-for-delivery': 'Out for delivery',
  'order-delivered': 'Order delivered',
  'order-cancelled': 'Order cancelled',
  'payment-received': 'Payment received',
  'payment-failed': 'Payment failed',
  'payment-refunded': 'Payment refunded',
  'cod-placed': 'Pay on delivery: confirm link',
  'cod-confirmed': 'Pay on delivery: confirmed',
  'cod-expired': 'Pay on delivery: not confirmed',
  'cod-collected': 'Pay on delivery: receipt',
  'cod-refused': 'Pay on delivery: refused',
  'cod-momo-request': 'Pay on delivery: MoMo request',
  'sign-in-code': 'Sign-in code',
  'support-received': 'Support request received',
  'support-answered': 'Support answer',
  'chat-answered': 'Chat answer (shopper had left)',
  'supplier-application-received': 'Supplier application received',
  'supplier-face-verified': 'Supplier face check passed',
  'supplier-face-rejected': 'Supplier face check failed',
  'supplier-approved': 'Supplier approved',
  'staff-new-order': 'New order (staff)',
  'staff-payment-mismatch': 'Payment mismatch (staff)',
  'staff-message-dead': 'Message gave up (staff)',
  'staff-webhook-disabled': 'Webhook endpoint turned off (staff)',
  'back-in-stock': 'Back in stock',
  'cart-reminder': 'Cart reminder',
  'return-requested': 'Return requested',
  'return-approved': 'Return approved',
  'return-refused': 'Return refused',
  'return-received': 'Return received',
  'return-refunded': 'Return refunded',
  'staff-new-chat': 'New chat (staff)',
};
export function messageKindLabel(kind: string): string {
  return KIND_LABELS[kind as MessageKind] ?? kind;
}

const STATUS_LABELS: Record<MessageStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  dead: 'Gave up',
  // Kept and never tried: no usable number or address, a country texts do not go to, or the
  // recipient's hourly or daily limit; the message's error says which.
  undeliverable: 'Not sent',
};
export function messageStatusLabel(status: string): string {
  return STATUS_LABELS[status as MessageStatus] ?? status;
}

const CHANNEL_LABELS: Record<MessageChannel, string> = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' };
export function messageChannelLabel(channel: string): string {
  return CHANNEL_LABELS[channel as MessageChannel] ?? channel;
}

const TRANSPORT_LABELS: Record<MessageTransport, string> = { smtp: 'SMTP', arkesel: 'Arkesel', hubtel: 'Hubtel', 'whatsapp-cloud': 'WhatsApp Cloud API', 'local-mailbox': 'Local mailbox' };
export function messageTransportLabel(transport: string): string {
  return TRANSPORT_LABELS[transport as MessageTransport] ?? transport;
}
