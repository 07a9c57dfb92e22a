import { createHash } from 'node:crypto';
import { formatCedis } from '@shop/rules';
import { DeadLetterFacts, OrderFacts, PaymentMismatchFacts, WebhookDisabledFacts } from '../domain/message-facts';
import { MessageDraft } from '../domain/message-draft';
import { emailDraft, MessageSettings } from './drafts';
import { deliveryBlocks, deliveryName } from './order.messages';

/** One e-mail per staff address (each its own row, so one bad address does not hold up the rest). */
function toStaff(settings: MessageSettings, draft: (address: string) => MessageDraft): MessageDraft[] {
  return settings.staffEmails.map(draft);
}

/** `payOnDelivery`: the rider collects the money, once the shopper has confirmed by the link sent to them. */
export function staffNewOrderMessages(order: OrderFacts, settings: MessageSettings, { payOnDelivery = false }: { payOnDelivery?: boolean } = {}): MessageDraft[] {
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return toStaff(settings, (address) =>
    emailDraft(
      { dedupKey: `staff:order:${order.id}:new-order:${address}`, kind: 'staff-new-order', audience: 'staff', reference: order.orderNumber, orderId: order.id },
      address,
      `New order ${order.orderNumber}: ${formatCedis(order.total)}`,
      {
        heading: `New order ${order.orderNumber}`,
        blocks: [
          { paragraph: `${order.firstName} placed an order of ${units === 1 ? '1 item' : `${units} items`} for ${deliveryName(order)}${order.deliveryEstimate ? `, promised for ${order.deliveryEstimate}` : ''}.` },
          { rows: [...order.items.map((item): [string, string] => [`${item.quantity} x ${item.name}`, [item.size, item.color].filter(Boolean).join(', ') || '-']), ['Total', formatCedis(order.total)]] },
          // What the rider needs (the landmark above all), or the pickup point the parcel goes to.
          ...deliveryBlocks(order),
          {
            paragraph: payOnDelivery
              ? `Pay on delivery: the rider collects ${formatCedis(order.total)} at the door. The shopper confirms the order by the link sent to them; prepare it once it shows as confirmed in the admin Orders tab.`
              : 'Confirm it in the admin Orders tab once it is paid.',
          },
          { button: { label: 'Open the admin dashboard', url: `${settings.shopUrl}/admin` } },
        ],
        footer: 'Staff notice',
      },
    ),
  );
}

export function staffPaymentMismatchMessages(facts: PaymentMismatchFacts, settings: MessageSettings): MessageDraft[] {
  // The detail names the amounts, so a second, different mismatch on one order is a new message.
  const fingerprint = createHash('sha256').update(facts.detail).digest('hex').slice(0, 16);
  return toStaff(settings, (address) =>
    emailDraft(
      { dedupKey: `staff:mismatch:${facts.orderId}:${fingerprint}:${address}`, kind: 'staff-payment-mismatch', audience: 'staff', reference: facts.orderNumber, orderId: facts.orderId },
      address,
      `Payment mismatch on order ${facts.orderNumber}`,
      {
        heading: 'A payment needs your attention',
        blocks: [
          { paragraph: `The payment for order ${facts.orderNumber} did not match the order, so it was not marked paid:` },
          { quote: facts.detail },
          { paragraph: "Check with the provider, then refund or settle it from the order's payment history." },
          { button: { label: 'Open the admin dashboard', url: `${settings.shopUrl}/admin` } },
        ],
        footer: 'Staff notice',
      },
    ),
  );
}

export function staffDeadLetterMessages(message: DeadLetterFacts, settings: MessageSettings): MessageDraft[] {
  return toStaff(settings, (address) =>
    emailDraft(
      { dedupKey: `staff:dead:${message.messageId}:${address}`, kind: 'staff-message-dead', audience: 'staff', reference: message.reference },
      address,
      `A message could not be delivered${message.reference ? ` (${message.reference})` : ''}`,
      {
        heading: 'A message could not be delivered',
        blocks: [
          { paragraph: 'The shop gave up on this message after every try:' },
          { rows: [['Kind', message.kind], ['Channel', message.channel], ['Recipient', message.recipient], ['Reference', message.reference ?? '-']] },
          { paragraph: 'Last error:' },
          { quote: message.lastError },
          { paragraph: 'You can correct the cause and retry it in the admin Messages view.' },
          { button: { label: 'Open the admin dashboard', url: `${settings.shopUrl}/admin` } },
        ],
        footer: 'Staff notice',
      },
    ),
  );
}

export function staffWebhookDisabledMessages(facts: WebhookDisabledFacts, settings: MessageSettings): MessageDraft[] {
  return toStaff(settings, (address) =>
    emailDraft(
      { dedupKey: `staff:webhook-disabled:${facts.subscriptionId}:${createHash('sha256').update(facts.reason).digest('hex').slice(0, 16)}:${address}`, kind: 'staff-webhook-disabled', audience: 'staff', reference: null },
      address,
      'A webhook endpoint was turned off',
      {
        heading: 'A webhook endpoint was turned off',
        blocks: [
          { paragraph: 'The shop could not deliver events to this endpoint for three days, so it stopped sending to it:' },
          { rows: [['Endpoint', facts.url]] },
          { quote: facts.reason },
          { paragraph: 'Once the endpoint answers again, turn it back on in the admin Settings, Webhooks: the events it missed are sent in order.' },
          { button: { label: 'Open the admin settings', url: `${settings.shopUrl}/admin` } },
        ],
        footer: 'Staff notice',
      },
    ),
  );
}
