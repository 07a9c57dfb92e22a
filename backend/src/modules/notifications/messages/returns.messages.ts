import { fromPesewas, formatCedis, MessageKind } from '@shop/rules';
import { OrderFacts } from '../domain/message-facts';
import { MessageDraft } from '../domain/message-draft';
import { emailDraft, greeting, MessageSettings, smsDraft, smsMoney, trackingLink } from './drafts';

export type ReturnStepName = 'requested' | 'approved' | 'refused' | 'received' | 'refunded' | 'refund-owed';

/** A return's facts for its messages (ADR 069), beside its order's. */
export interface ReturnFacts {
  id: string;
  returnNumber: string;
  /** '2 x Kaba Dress (size M)', one per line; '1 x Kaba Dress (size L) in exchange for size M, colour Yellow' for an exchange. */
  lines: string[];
  /** Some line comes back for another size or colour, sent once the return is approved. */
  exchanges: boolean;
  deliveryFeePesewas: number;
  refundPesewas: number;
  staffMessage: string | null;
  /** The refund goes to a Mobile Money wallet (an order paid on delivery), not back the way it was paid. */
  refundByMobileMoney: boolean;
}

interface Wording {
  kind: MessageKind;
  subject: string;
  heading: string;
  email: string[];
  sms: string;
}

/** A return's news to its shopper at each step: an e-mail and a text, each once per return and step. */
export function returnStepMessages(order: OrderFacts, facts: ReturnFacts, step: ReturnStepName, settings: MessageSettings): MessageDraft[] {
  const number = facts.returnNumber;
  const link = `${trackingLink(settings, order.orderNumber)}&return=${encodeURIComponent(number)}`;
  const refund = fromPesewas(facts.refundPesewas);
  const fee = facts.deliveryFeePesewas > 0 ? `The return delivery costs ${formatCedis(fromPesewas(facts.deliveryFeePesewas))}, paid to the courier.` : 'The return delivery is free.';
  const said = facts.staffMessage ? [`Our team wrote: "${facts.staffMessage}"`] : [];
  const wording: Record<ReturnStepName, Wording> = {
    requested: {
      kind: 'return-requested',
      subject: `We received your return ${number}`,
      heading: 'Your return request is in',
      email: [
        `We received your request ${number} to return ${facts.lines.join('; ')} from order ${order.orderNumber}.`,
        ...(facts.exchanges ? ['We send the other size or colour once the return is approved.'] : []),
        fee,
        'We will tell you within 2 working days whether it is approved and how to send the items.',
      ],
      sms: `Kente & Co: return ${number} for order ${order.orderNumber} received. We will reply within 2 working days. ${link}`,
    },
    approved: {
      kind: 'return-approved',
      subject: `Your return ${number} is approved`,
      heading: 'Your return is approved',
      email: [`Your return ${number} is approved: please send ${facts.lines.join(', ')} back unworn, with the tags on.`, fee, ...said],
      sms: `Kente & Co: return ${number} is approved. Please send the items back unworn with tags. ${link}`,
    },
    refused: {
      kind: 'return-refused',
      subject: `Your return ${number} was not accepted`,
      heading: 'We could not accept your return',
      email: [`We are sorry: we could not accept your return ${number}.`, ...said, 'Questions? Our support team is glad to help.'],
      sms: `Kente & Co: return ${number} was not accepted. Details: ${link}`,
    },
    received: {
      kind: 'return-received',
      subject: `We received the items of return ${number}`,
      heading: 'Your items arrived',
      email: [
        facts.refundPesewas > 0
          ? `The items of your return ${number} have arrived at our workshop. We will check them and then send your refund of ${formatCedis(refund)}.`
          : `The items of your return ${number} have arrived at our workshop. Thank you.`,
      ],
      sms: facts.refundPesewas > 0 ? `Kente & Co: the items of return ${number} arrived. Your refund follows once checked. ${link}` : `Kente & Co: the items of return ${number} arrived. Thank you. ${link}`,
    },
    refunded: {
      kind: 'return-refunded',
      subject: `Refund for return ${number}`,
      heading: 'Your money is on its way back',
      email: facts.refundByMobileMoney
        ? [`We have sent ${formatCedis(refund)} for your return ${number} to your Mobile Money number ${order.phone}.`]
        : [`We have refunded ${formatCedis(refund)} for your return ${number}, the way you paid.`, 'Depending on your bank or mobile money provider it may take a few days to show.'],
      sms: facts.refundByMobileMoney
        ? `Kente & Co: we sent ${smsMoney(refund)} for return ${number} to this Mobile Money number.`
        : `Kente & Co: we refunded ${smsMoney(refund)} for return ${number}. It may take a few days to show.`,
    },
    'refund-owed': {
      kind: 'return-refunded',
      subject: `Refund for return ${number}`,
      heading: 'Your refund is coming by Mobile Money',
      email: [`Your return ${number} is accepted: we will send ${formatCedis(refund)} to your Mobile Money number ${order.phone} shortly.`],
      sms: `Kente & Co: return ${number} accepted. We will send ${smsMoney(refund)} to this Mobile Money number shortly.`,
    },
  };
  const { kind, subject, heading, email, sms } = wording[step];
  const addressing = (channel: 'email' | 'sms') => ({ dedupKey: `return:${facts.id}:${step}:${channel}`, kind, audience: 'shopper' as const, reference: number, orderId: order.id });
  return [
    emailDraft(addressing('email'), order.email, subject, {
      heading,
      greeting: greeting(order.firstName),
      blocks: [...email.map((paragraph) => ({ paragraph })), { button: { label: 'See your return', url: link } }],
      contact: settings.contact,
    }),
    smsDraft(addressing('sms'), order.phone, sms, settings.smsCountries),
  ];
}
