import { formatCedis, MessageKind } from '@shop/rules';
import { OrderFacts } from '../domain/message-facts';
import { MessageDraft } from '../domain/message-draft';
import { dayAndTime, emailDraft, greeting, MessageSettings, smsDraft, smsMoney, trackingLink } from './drafts';

/** What happened to a pay-on-delivery order that its shopper hears about (ADR 054). */
export type PayOnDeliveryStep = 'confirmed' | 'expired' | 'collected' | 'refused';

export interface PayOnDeliveryPlacedFacts {
  /** The public page that confirms the order; its token is in the path. */
  confirmUrl: string;
  confirmBy: Date;
}

function to(order: OrderFacts, kind: MessageKind, event: string) {
  return (channel: 'email' | 'sms') => ({ dedupKey: `order:${order.id}:${event}:${channel}`, kind, audience: 'shopper' as const, reference: order.orderNumber, orderId: order.id });
}

function both(order: OrderFacts, kind: MessageKind, event: string, settings: MessageSettings, mail: { subject: string; heading: string; paragraphs: string[]; button: { label: string; url: string } }, sms: string): MessageDraft[] {
  const addressing = to(order, kind, event);
  return [
    emailDraft(addressing('email'), order.email, mail.subject, {
      heading: mail.heading,
      greeting: greeting(order.firstName),
      blocks: [...mail.paragraphs.map((paragraph) => ({ paragraph })), { button: mail.button }],
      contact: settings.contact,
    }),
    smsDraft(addressing('sms'), order.phone, sms, settings.smsCountries),
  ];
}

/** Placed: the link that confirms it, and until when; the money is paid to the rider. */
export function payOnDeliveryPlacedMessages(order: OrderFacts, { confirmUrl, confirmBy }: PayOnDeliveryPlacedFacts, settings: MessageSettings): MessageDraft[] {
  const number = order.orderNumber;
  const until = dayAndTime(confirmBy);
  return both(
    order,
    'cod-placed',
    'cod-placed',
    settings,
    {
      subject: `Please confirm your order ${number}`,
      heading: 'Confirm your order',
      paragraphs: [
        `Thank you for your order ${number}, to pay on delivery: ${formatCedis(order.total)}.`,
        `Please confirm it by ${until} (Ghana time) with the button below, or it is cancelled and the items go back on sale.`,
        'Once it is confirmed we prepare it, and you pay the rider in cash or Mobile Money when it arrives.',
      ],
      button: { label: 'Confirm your order', url: confirmUrl },
    },
    `Kente & Co: please confirm order ${number} (${smsMoney(order.total)}, pay on delivery) by ${until}: ${confirmUrl}`,
  );
}

export function payOnDeliveryStepMessages(order: OrderFacts, step: PayOnDeliveryStep, settings: MessageSettings, { via }: { via?: 'cash' | 'momo' } = {}): MessageDraft[] {
  const number = order.orderNumber;
  const link = trackingLink(settings, number);
  const amount = formatCedis(order.total);
  switch (step) {
    case 'confirmed':
      return both(
        order,
        'cod-confirmed',
        'cod-confirmed',
        settings,
        { subject: `Your order ${number} is confirmed`, heading: 'Your order is confirmed', paragraphs: [`Thank you: order ${number} is confirmed and we are getting it ready.`, `Please have ${amount} ready for the rider, in cash or Mobile Money.`], button: { label: 'Track your order', url: link } },
        `Kente & Co: order ${number} is confirmed. Pay the rider ${smsMoney(order.total)} in cash or Mobile Money. Track: ${link}`,
      );
    case 'expired':
      return both(
        order,
        'cod-expired',
        'cod-expired',
        settings,
        { subject: `Your order ${number} was cancelled`, heading: 'Your order was not confirmed', paragraphs: [`Order ${number} was not confirmed in time, so it was cancelled and the items went back on sale.`, 'You are welcome to order again at any time.'], button: { label: 'See your order', url: link } },
        `Kente & Co: order ${number} was not confirmed in time, so it was cancelled. You are welcome to order again.`,
      );
    case 'collected':
      return both(
        order,
        'cod-collected',
        'cod-collected',
        settings,
        {
          subject: `Receipt for order ${number}`,
          heading: 'Paid and delivered: thank you!',
          paragraphs: [`We received ${amount} for order ${number}${via === 'momo' ? ' by Mobile Money' : via === 'cash' ? ' in cash' : ''} at delivery. This e-mail is your receipt.`, 'We hope you love it. You can review each item on your order page.'],
          button: { label: 'Review your order', url: link },
        },
        `Kente & Co: received ${smsMoney(order.total)}${via === 'momo' ? ' by MoMo' : via === 'cash' ? ' in cash' : ''} for order ${number}. Thank you! Receipt: ${link}`,
      );
    case 'refused':
      return both(
        order,
        'cod-refused',
        'cod-refused',
        settings,
        { subject: `Your order ${number} was cancelled`, heading: 'Your order was cancelled', paragraphs: [`Order ${number} was refused at delivery, so it was cancelled and no money was taken.`, 'Questions? Our support team is glad to help.'], button: { label: 'See your order', url: link } },
        `Kente & Co: order ${number} was refused at delivery and has been cancelled. No money was taken.`,
      );
  }
}

/** The rider asked for Mobile Money: the link where the shopper approves the payment on their phone. */
export function payOnDeliveryMomoRequestMessages(order: OrderFacts, payUrl: string, attempt: string, settings: MessageSettings): MessageDraft[] {
  const number = order.orderNumber;
  return both(
    order,
    'cod-momo-request',
    `cod-momo-request:${attempt}`,
    settings,
    { subject: `Pay ${formatCedis(order.total)} for order ${number}`, heading: 'Pay the rider by Mobile Money', paragraphs: [`Your rider asked for ${formatCedis(order.total)} by Mobile Money for order ${number}.`, 'Open the link and approve the payment on your phone.'], button: { label: 'Pay with Mobile Money', url: payUrl } },
    `Kente & Co: pay ${smsMoney(order.total)} for order ${number} by Mobile Money: ${payUrl}`,
  );
}
