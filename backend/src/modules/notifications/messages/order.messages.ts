import { formatCedis, mapsLink, MessageKind, toPesewas } from '@shop/rules';
import { OrderFacts } from '../domain/message-facts';
import { MessageDraft } from '../domain/message-draft';
import { EmailBlock } from './layout';
import { clockTime, emailDraft, greeting, MessageSettings, phoneDraft, shortDate, smsMoney, trackingLink } from './drafts';

/** The stages a shopper hears about; the others (ordered, processing) are the shop's own business. */
export const ANNOUNCED_STAGES = ['confirmed', 'shipped', 'out-for-delivery', 'delivered', 'cancelled'] as const;
export type AnnouncedStage = (typeof ANNOUNCED_STAGES)[number];

const DELIVERY_NAMES: Record<string, string> = { standard: 'standard delivery', 'next-day': 'next-day delivery', 'same-day': 'same-day delivery', pickup: 'collection from a pickup point' };

/** How the order travels, in words: 'next-day delivery', 'collection from a pickup point'. */
export function deliveryName(order: Pick<OrderFacts, 'deliveryType'>): string {
  return DELIVERY_NAMES[order.deliveryType] ?? `${order.deliveryType} delivery`;
}

export function isAnnouncedStage(status: string): status is AnnouncedStage {
  return (ANNOUNCED_STAGES as readonly string[]).includes(status);
}

function shopper(order: OrderFacts, kind: MessageKind, event: string) {
  return (channel: 'email' | 'sms' | 'whatsapp') => ({ dedupKey: `order:${order.id}:${event}:${channel}`, kind, audience: 'shopper' as const, reference: order.orderNumber, orderId: order.id });
}

/** The order's news to the shopper's phone, by SMS or by WhatsApp as they chose at checkout. */
function toPhone(order: OrderFacts, to: ReturnType<typeof shopper>, text: string, parameters: string[], settings: MessageSettings) {
  const { dedupKey: _, ...addressing } = to('sms');
  return phoneDraft({ ...addressing, dedupKey: (channel) => to(channel).dedupKey }, order.phone, text, { via: order.updatesBy, parameters }, settings);
}

function itemLabel({ name, quantity, size, color }: OrderFacts['items'][number]): string {
  const options = [size ? `size ${size}` : null, color ? `colour ${color}` : null].filter(Boolean).join(', ');
  return `${quantity} x ${name}${options ? ` (${options})` : ''}`;
}

function itemCount(order: OrderFacts): string {
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return units === 1 ? '1 item' : `${units} items`;
}

function itemRows(order: OrderFacts): [string, string][] {
  return [
    ...order.items.map((item): [string, string] => [itemLabel(item), formatCedis(toPesewas(item.price) * item.quantity, { fromPesewas: true })]),
    ...order.discounts.map((discount): [string, string] => [discount.label, `−${formatCedis(discount.amount)}`]),
    ['Total (shipping and tax included)', formatCedis(order.total)],
  ];
}

/**
 * Where the order goes, as the rider will look for it, and a link the phone's map app opens; for a
 * pickup, the point where it waits, with its hours and phone.
 */
export function deliveryBlocks({ deliverTo, pickupPoint }: Pick<OrderFacts, 'deliverTo' | 'pickupPoint'>): EmailBlock[] {
  if (pickupPoint) {
    const rows: [string, string][] = [['Collect from', pickupPoint.name], ['Address', pickupPoint.address]];
    if (pickupPoint.digitalAddress) rows.push(['Digital address', pickupPoint.digitalAddress]);
    rows.push(['Opening hours', pickupPoint.openingHours], ['Phone', pickupPoint.phone]);
    const map = mapsLink(pickupPoint);
    return [{ rows }, ...(map ? [{ button: { label: 'Open in Maps', url: map } }] : [])];
  }
  const rows: [string, string][] = [['Deliver to', `${deliverTo.address}, ${deliverTo.city}, ${deliverTo.region}`]];
  if (deliverTo.digitalAddress) rows.push(['Digital address', deliverTo.digitalAddress]);
  if (deliverTo.landmark) rows.push(['Landmark', deliverTo.landmark]);
  const map = mapsLink(deliverTo);
  return [{ rows }, ...(map ? [{ button: { label: 'Open in Maps', url: map } }] : [])];
}

/** The promise checkout made, in the same words; orders from before ranges give their one date. */
function estimate(order: OrderFacts): string | null {
  if (order.deliveryEstimate) return order.deliveryEstimate;
  return order.estimatedDeliveryDate ? shortDate(order.estimatedDeliveryDate) : null;
}

export function orderPlacedMessages(order: OrderFacts, settings: MessageSettings): MessageDraft[] {
  const link = trackingLink(settings, order.orderNumber);
  const by = estimate(order);
  const delivery = deliveryName(order);
  const to = shopper(order, 'order-placed', 'placed');
  const blocks: EmailBlock[] = [
    { paragraph: `Thank you for shopping with us. We have received your order ${order.orderNumber}:` },
    { rows: itemRows(order) },
    // Placed is not paid: an online payment not yet made says until when the items wait for it.
    ...(order.heldUntil
      ? [{ paragraph: `Payment is still due: please finish paying by ${clockTime(order.heldUntil)} (Ghana time), or the order is cancelled and its items go back on sale. You can pay from its tracking page.` }]
      : []),
    { paragraph: by ? `${order.pickupPoint ? 'Ready to collect' : 'Estimated delivery'}: ${by} (${delivery}).` : `Delivery: ${delivery}.` },
    ...deliveryBlocks(order),
    { paragraph: 'You can follow your order at any time on its tracking page. We will write again when it is confirmed and when it ships.' },
    { button: { label: 'Track your order', url: link } },
  ];
  return [
    emailDraft(to('email'), order.email, `Your order ${order.orderNumber} is placed`, { heading: 'Thank you for your order', greeting: greeting(order.firstName), blocks, contact: settings.contact }),
    toPhone(
      order,
      to,
      `Kente & Co: order ${order.orderNumber} received, ${itemCount(order)}, total ${smsMoney(order.total)}${order.heldUntil ? `, to pay by ${clockTime(order.heldUntil)}` : ''}.${by ? ` Delivery by ${by}.` : ''} ${order.heldUntil ? 'Pay or track' : 'Track'}: ${link}`,
      [order.orderNumber, itemCount(order), smsMoney(order.total), link],
      settings,
    ),
  ];
}

interface StageWording {
  kind: MessageKind;
  subject: string;
  heading: string;
  email: string[];
  sms: string;
  button: string;
}

/**
 * @param expired the payment hold ran out (the order was cancelled for want of payment, not by staff)
 */
export function orderStageMessages(order: OrderFacts, stage: AnnouncedStage, settings: MessageSettings, { expired = false }: { expired?: boolean } = {}): MessageDraft[] {
  const link = trackingLink(settings, order.orderNumber);
  const number = order.orderNumber;
  const by = estimate(order);
  const tracking = order.trackingNumber;
  const wording: Record<AnnouncedStage, StageWording> = {
    confirmed: {
      kind: 'order-confirmed',
      subject: `Your order ${number} is confirmed`,
      heading: 'Your order is confirmed',
      email: [`Good news: we have confirmed your order ${number} and are getting it ready.`, ...(by ? [`Estimated delivery: ${by}.`] : [])],
      sms: `Kente & Co: order ${number} is confirmed and being prepared.${by ? ` Delivery by ${by}.` : ''} Track: ${link}`,
      button: 'Track your order',
    },
    shipped: {
      kind: 'order-shipped',
      subject: `Your order ${number} has shipped`,
      heading: 'Your order is on its way',
      email: [`Your order ${number} has left our workshop.`, tracking ? `Tracking number: ${tracking}` : 'It will reach you soon.', ...(by ? [`Estimated delivery: ${by}.`] : [])],
      sms: `Kente & Co: order ${number} has shipped.${tracking ? ` Tracking number: ${tracking}.` : ''} Track: ${link}`,
      button: 'Track your order',
    },
    'out-for-delivery': {
      kind: 'order-out-for-delivery',
      subject: `Your order ${number} is out for delivery`,
      heading: 'Out for delivery',
      email: [`Your order ${number} is out for delivery and should reach you today. Please keep your phone close so the courier can reach you.`],
      sms: `Kente & Co: order ${number} is out for delivery today. Please keep your phone close. Track: ${link}`,
      button: 'Track your order',
    },
    delivered: {
      kind: 'order-delivered',
      subject: `Your order ${number} was delivered`,
      heading: 'Delivered: enjoy!',
      email: [`Your order ${number} has been delivered. We hope you love it.`, 'Would you tell other shoppers what you think? You can review each item on your order page.'],
      sms: `Kente & Co: order ${number} was delivered. Enjoy! Review your items: ${link}`,
      button: 'Review your order',
    },
    cancelled: {
      kind: 'order-cancelled',
      subject: `Your order ${number} was cancelled`,
      heading: 'Your order was cancelled',
      email: expired
        ? [`We did not receive the payment for your order ${number} in time, so it was cancelled and the items went back on sale.`, 'You are welcome to order again at any time.']
        : [`Your order ${number} has been cancelled. If you paid for it, the money comes back to you.`, 'Questions? Our support team is glad to help.'],
      sms: expired
        ? `Kente & Co: the payment for order ${number} did not arrive in time, so the order was cancelled.`
        : `Kente & Co: order ${number} was cancelled. If you paid, the money comes back to you. Details: ${link}`,
      button: 'See your order',
    },
  };
  return announcement(order, stage, wording[stage], link, settings);
}

export type PaymentOutcomeName = 'received' | 'failed' | 'refunded';

export function paymentMessages(order: OrderFacts, outcome: PaymentOutcomeName, settings: MessageSettings): MessageDraft[] {
  const link = trackingLink(settings, order.orderNumber);
  const number = order.orderNumber;
  const amount = formatCedis(order.total);
  const wording: Record<PaymentOutcomeName, Omit<StageWording, 'kind'> & { kind: MessageKind }> = {
    received: {
      kind: 'payment-received',
      subject: `Payment received for order ${number}`,
      heading: 'Payment received',
      email: [`We have received your payment of ${amount} for order ${number}. Thank you!`, 'We will let you know as soon as your order is confirmed.'],
      sms: `Kente & Co: we received ${smsMoney(order.total)} for order ${number}. Thank you! Track: ${link}`,
      button: 'Track your order',
    },
    failed: {
      kind: 'payment-failed',
      subject: `Payment for order ${number} did not go through`,
      heading: 'Your payment did not go through',
      email: [
        `The payment of ${amount} for order ${number} did not go through, and no money was taken.`,
        order.heldUntil ? `Your items are held for you until ${clockTime(order.heldUntil)} (Ghana time): you can try again from your order page.` : 'You can try again from your order page.',
      ],
      sms: `Kente & Co: the payment for order ${number} did not go through. Try again: ${link}`,
      button: 'Try again',
    },
    refunded: {
      kind: 'payment-refunded',
      subject: `Refund for order ${number}`,
      heading: 'Your money is on its way back',
      email: [`We have refunded ${amount} for order ${number}.`, 'Depending on your bank or mobile money provider it may take a few days to show.'],
      sms: `Kente & Co: we refunded ${smsMoney(order.total)} for order ${number}. It may take a few days to show.`,
      button: 'See your order',
    },
  };
  return announcement(order, `payment-${outcome}`, wording[outcome], link, settings);
}

/** An order's news to its shopper: the e-mail (paragraphs and one button) and the text. */
function announcement(order: OrderFacts, event: string, { kind, subject, heading, email, sms, button }: StageWording, link: string, settings: MessageSettings): MessageDraft[] {
  const to = shopper(order, kind, event);
  return [
    emailDraft(to('email'), order.email, subject, {
      heading,
      greeting: greeting(order.firstName),
      blocks: [...email.map((paragraph) => ({ paragraph })), { button: { label: button, url: link } }],
      contact: settings.contact,
    }),
    // The templates (ADR 067) each take the order number and its link; payment-received leads with the amount.
    toPhone(order, to, sms, kind === 'payment-received' ? [smsMoney(order.total), order.orderNumber, link] : [order.orderNumber, link], settings),
  ];
}
