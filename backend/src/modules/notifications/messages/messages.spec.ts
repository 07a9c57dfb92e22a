import { SMS_MAX_LENGTH } from '@shop/rules';
import { OrderFacts } from '../domain/message-facts';
import { MessageSettings, shortDate, smsText } from './drafts';
import { escapeHtml } from '../../../shared/escape-html';
import { renderEmail } from './layout';
import { orderPlacedMessages, orderStageMessages, paymentMessages } from './order.messages';
import { ReturnFacts, returnStepMessages } from './returns.messages';
import { toE164 } from './phone-number';
import { staffDeadLetterMessages, staffNewOrderMessages, staffPaymentMismatchMessages } from './staff.messages';
import { supportAnsweredMessages, supportReceivedMessages } from './support.messages';

const settings: MessageSettings = { shopUrl: 'https://kente.test', staffEmails: ['ops@kente.test'] };
const order: OrderFacts = {
  id: '0b7e2f4c-1111-4000-8000-000000000001',
  orderNumber: 'GH-7KQ2-M9XD-4TRB',
  email: 'ama@example.com',
  phone: '024 123 4567',
  firstName: 'Ama',
  items: [
    { name: 'Kente Stole', quantity: 2, price: '85.50', size: 'M', color: 'Gold' },
    { name: 'Beaded Necklace', quantity: 1, price: '40.00', size: null, color: null },
  ],
  discounts: [],
  total: '260.50',
  deliveryType: 'next-day',
  estimatedDeliveryDate: new Date('2026-12-01T10:00:00Z'),
  deliveryEstimate: null,
  pickupPoint: null,
  trackingNumber: null,
  deliverTo: { address: '12 Bank Road', city: 'Kasoa', region: 'Central', digitalAddress: 'CX-123-4567', landmark: 'opposite Star Oil, Kasoa toll booth', lat: 5.5342, lng: -0.4195 },
  heldUntil: null,
};

describe('phone numbers for texts', () => {
  it.each([
    ['024 123 4567', '+233241234567'],
    ['+233 24 123 4567', '+233241234567'],
    ['0241234567', '+233241234567'],
    ['(020) 812-3456', '+233208123456'],
    ['+44 7911 123456', '+447911123456'],
  ])('%s is %s in E.164', (typed, e164) => {
    expect(toE164(typed, 'GH')).toBe(e164);
  });

  it.each(['garbage', '000 000 0000', '12', ''])('%j is no number we can text', (typed) => {
    expect(toE164(typed, 'GH')).toBeNull();
  });
});

describe('the e-mail layout', () => {
  it('escapes every value and keeps a plain-text twin with the same words and links', () => {
    const { html, text } = renderEmail({
      heading: 'Tom & "Jerry" <b>',
      greeting: "Hello O'Neil,",
      blocks: [{ paragraph: '<img src=x onerror=alert(1)>' }, { rows: [['<i>', '&']] }, { quote: 'a\n<b>' }, { button: { label: 'Go', url: 'https://kente.test/track?order=A&b="c"' } }],
    });
    expect(html).not.toMatch(/<img|<i>|<b>/);
    expect(html).toContain('Tom &amp; &quot;Jerry&quot; &lt;b&gt;');
    expect(html).toContain('Hello O&#39;Neil,');
    expect(html).toContain('href="https://kente.test/track?order=A&amp;b=&quot;c&quot;"');
    expect(html).toContain('a<br>&lt;b&gt;');
    expect(text).toContain('Tom & "Jerry" <b>');
    expect(text).toContain('Go: https://kente.test/track?order=A&b="c"');
    expect(text).toContain('> a\n> <b>');
  });

  it('shows the shop name as text, with inline styles only, and loads nothing from elsewhere', () => {
    const { html, text } = renderEmail({ heading: 'Hi', blocks: [] });
    expect(html).toContain('>Kente &amp; Co</td>');
    expect(text.startsWith('Kente & Co\n')).toBe(true);
    expect(html).not.toMatch(/<img|<link|<style|url\(|@import|<script/i);
  });

  it('escapes the five characters that matter', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('order messages', () => {
  it('a placed order shows each promotion as its own line before the total (ADR 061)', () => {
    const [email] = orderPlacedMessages({ ...order, discounts: [{ label: 'Promo AKWAABA10', amount: '21.15' }, { label: 'Free delivery weekend', amount: '50.00' }], total: '191.08' }, settings);
    expect(email.text).toContain('Promo AKWAABA10: −₵21.15');
    expect(email.text).toContain('Free delivery weekend: −₵50.00');
    expect(email.text.indexOf('Promo AKWAABA10')).toBeLessThan(email.text.indexOf('Total (shipping and tax included): ₵191.08'));
  });

  it('a placed order lists every item with its options and line total, the total, the estimate as a date, where it goes (digital address, landmark, a map link) and the tracking link', () => {
    const [email, sms] = orderPlacedMessages(order, settings);
    expect(email.text).toContain('2 x Kente Stole (size M, colour Gold): ₵171.00');
    expect(email.text).toContain('1 x Beaded Necklace: ₵40.00');
    expect(email.text).toContain('Total (shipping and tax included): ₵260.50');
    expect(email.text).toContain('Estimated delivery: Tue 1 Dec (next-day delivery).');
    expect(email.text).toContain('Track your order: https://kente.test/track?order=GH-7KQ2-M9XD-4TRB');
    expect(email.text).toContain('Deliver to: 12 Bank Road, Kasoa, Central');
    expect(email.text).toContain('Digital address: CX-123-4567');
    expect(email.text).toContain('Landmark: opposite Star Oil, Kasoa toll booth');
    expect(email.text).toContain('Open in Maps: https://www.google.com/maps/search/?api=1&query=5.5342,-0.4195');
    expect(sms).toMatchObject({ recipient: '+233241234567', channel: 'sms', dedupKey: `order:${order.id}:placed:sms` });
    expect(sms.text).toBe('Kente & Co: order GH-7KQ2-M9XD-4TRB received, 3 items, total GHS 260.50. Delivery by Tue 1 Dec. Track: https://kente.test/track?order=GH-7KQ2-M9XD-4TRB');
    expect(email.text).not.toContain('Payment is still due');
  });

  it('a placed order not yet paid says until when its items wait for the payment, and where to pay', () => {
    const [email, sms] = orderPlacedMessages({ ...order, heldUntil: new Date('2026-12-01T19:48:00Z') }, settings);
    expect(email.text).toContain('Payment is still due: please finish paying by 19:48 (Ghana time), or the order is cancelled and its items go back on sale. You can pay from its tracking page.');
    expect(sms.text).toBe('Kente & Co: order GH-7KQ2-M9XD-4TRB received, 3 items, total GHS 260.50, to pay by 19:48. Delivery by Tue 1 Dec. Pay or track: https://kente.test/track?order=GH-7KQ2-M9XD-4TRB');
  });

  it('the map link opens the digital address when there is no pin, and an address with neither has no link', () => {
    const noPin: OrderFacts = { ...order, deliverTo: { ...order.deliverTo, lat: null, lng: null } };
    expect(orderPlacedMessages(noPin, settings)[0].text).toContain('Open in Maps: https://www.google.com/maps/search/?api=1&query=CX-123-4567');
    const plain: OrderFacts = { ...order, deliverTo: { ...order.deliverTo, digitalAddress: null, landmark: null, lat: null, lng: null } };
    const [email] = orderPlacedMessages(plain, settings);
    expect(email.text).toContain('Deliver to: 12 Bank Road, Kasoa, Central');
    expect(email.text).not.toMatch(/Digital address|Landmark|Open in Maps/);
  });

  it('every text fits two segments of plain GSM characters, whatever the names and tracking number', () => {
    const long: OrderFacts = { ...order, firstName: 'Ɔbaapa Adwoa 😀'.repeat(10), trackingNumber: 'TRK-é€[]{}'.repeat(10), items: Array.from({ length: 40 }, (_, index) => ({ ...order.items[0], name: `Item ${index} ${'x'.repeat(200)}` })) };
    const texts = [
      ...orderPlacedMessages(long, settings),
      ...(['confirmed', 'shipped', 'out-for-delivery', 'delivered', 'cancelled'] as const).flatMap((stage) => orderStageMessages(long, stage, settings)),
      ...orderStageMessages(long, 'cancelled', settings, { expired: true }),
      ...(['received', 'failed', 'refunded'] as const).flatMap((outcome) => paymentMessages(long, outcome, settings)),
    ].filter((draft) => draft.channel === 'sms');
    expect(texts).toHaveLength(10);
    for (const { text } of texts) {
      expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
      expect(text).toMatch(/^[A-Za-z0-9 @$_!"#%&'()*+,\-./:;<=>?\n]+$/);
    }
  });

  it('a shipped order carries its tracking number; the delivered one invites a review on the order page', () => {
    const [email, sms] = orderStageMessages({ ...order, trackingNumber: 'GHP-1234' }, 'shipped', settings);
    expect(email.text).toContain('Tracking number: GHP-1234');
    expect(sms.text).toBe('Kente & Co: order GH-7KQ2-M9XD-4TRB has shipped. Tracking number: GHP-1234. Track: https://kente.test/track?order=GH-7KQ2-M9XD-4TRB');
    const [delivered] = orderStageMessages(order, 'delivered', settings);
    expect(delivered.text).toContain('Review your order: https://kente.test/track?order=GH-7KQ2-M9XD-4TRB');
  });

  it('a declined payment says until when the items are held, in Ghana time, and promises no hold the order no longer has', () => {
    const [held] = paymentMessages({ ...order, heldUntil: new Date('2026-12-01T19:48:00Z') }, 'failed', settings);
    expect(held.text).toContain('Your items are held for you until 19:48 (Ghana time): you can try again from your order page.');
    const [notHeld] = paymentMessages(order, 'failed', settings);
    expect(notHeld.text).toContain('You can try again from your order page.');
    expect(notHeld.text).not.toMatch(/held/);
  });

  it('folds what GSM-7 lacks to plain letters', () => {
    expect(smsText('Akwaaba Kwamé: ₵20 – “thanks”')).toBe('Akwaaba Kwame: GHS 20 - "thanks"');
  });

  it('dates read like "Tue 1 Dec" in Ghana time', () => {
    expect(shortDate(new Date('2026-12-01T23:30:00Z'))).toBe('Tue 1 Dec');
  });
});

describe('delivery promises and pickup points (ADR 053)', () => {
  const pickup: OrderFacts = {
    ...order,
    deliveryType: 'pickup',
    deliveryEstimate: 'Tue 1 Dec – Wed 2 Dec',
    pickupPoint: { name: 'Kente & Co. Showroom, Tamale', address: 'Bolgatanga Road, Tamale', digitalAddress: 'NT-0123-4567', openingHours: 'Mon–Sat 9:00–18:00', phone: '+233 30 000 0000' },
  };

  it('the placed e-mail repeats the range checkout promised and, for a pickup, the point with its hours and phone instead of an address', () => {
    const [email] = orderPlacedMessages(pickup, settings);
    expect(email.text).toContain('Ready to collect: Tue 1 Dec – Wed 2 Dec (collection from a pickup point).');
    expect(email.text).toContain('Collect from: Kente & Co. Showroom, Tamale');
    expect(email.text).toContain('Opening hours: Mon–Sat 9:00–18:00');
    expect(email.text).not.toContain('Deliver to');
  });

  it("the staff's new-order e-mail names the delivery, its promise and the landmark a rider asks for", () => {
    const [email] = staffNewOrderMessages({ ...order, deliveryEstimate: 'Tue 1 Dec' }, settings);
    expect(email.text).toContain('for next-day delivery, promised for Tue 1 Dec.');
    expect(email.text).toContain('Landmark: opposite Star Oil, Kasoa toll booth');
    expect(email.text).toContain('Digital address: CX-123-4567');
    expect(email.text).toContain('Confirm it in the admin Orders tab once it is paid.');
  });

  it("the staff's e-mail for a pay-on-delivery order says the rider collects the total, not that it waits for a payment", () => {
    const [email] = staffNewOrderMessages(order, settings, { payOnDelivery: true });
    expect(email.text).toContain('Pay on delivery: the rider collects ₵260.50 at the door.');
    expect(email.text).not.toContain('once it is paid');
  });
});

describe('return messages (ADR 069)', () => {
  const exchange: ReturnFacts = {
    id: '0b7e2f4c-2222-4000-8000-000000000002',
    returnNumber: 'RT-7KQ2-M9XD-4TRB',
    lines: ['1 x Kaba Dress (size L, colour Blue) in exchange for size M, colour Yellow'],
    exchanges: true,
    deliveryFeePesewas: 3000,
    refundPesewas: 0,
    staffMessage: null,
    refundByMobileMoney: false,
  };

  it('a requested exchange names the size it is for, when it is sent, and who is paid the return delivery', () => {
    const [email] = returnStepMessages(order, exchange, 'requested', settings);
    expect(email.text).toContain('to return 1 x Kaba Dress (size L, colour Blue) in exchange for size M, colour Yellow from order GH-7KQ2-M9XD-4TRB.');
    expect(email.text).toContain('We send the other size or colour once the return is approved.');
    expect(email.text).toContain('The return delivery costs ₵30.00, paid to the courier.');
  });

  it('items of an exchange that arrive promise no refund of nothing; a refund that is due is named', () => {
    const [email, sms] = returnStepMessages(order, exchange, 'received', settings);
    expect(email.text).not.toContain('refund');
    expect(sms.text).not.toContain('refund');
    const [refunded] = returnStepMessages(order, { ...exchange, lines: ['1 x Kaba Dress (size L)'], exchanges: false, refundPesewas: 19_425 }, 'received', settings);
    expect(refunded.text).toContain('send your refund of ₵194.25');
  });
});

describe('staff and support messages', () => {
  it('no staff address configured means no staff message', () => {
    const none = { ...settings, staffEmails: [] };
    expect(staffNewOrderMessages(order, none)).toEqual([]);
    expect(staffPaymentMismatchMessages({ orderId: order.id, orderNumber: order.orderNumber, detail: 'x' }, none)).toEqual([]);
    expect(staffDeadLetterMessages({ messageId: 'm', kind: 'order-placed', channel: 'sms', recipient: '+233241234567', reference: null, lastError: 'x' }, none)).toEqual([]);
  });

  it('an answer is keyed by its text: the same answer twice has one key, a changed answer another; none without an answer', () => {
    const request = { id: '0b7e2f4c-2222-4000-8000-000000000002', email: 'kofi@example.com', firstName: 'Kofi', subject: 'Shipping Inquiry', message: 'Where is it?', orderNumber: null, response: 'On its way.' };
    const [first] = supportAnsweredMessages(request, settings);
    const [again] = supportAnsweredMessages({ ...request, response: ' On its way. ' }, settings);
    const [changed] = supportAnsweredMessages({ ...request, response: 'Delivered today.' }, settings);
    expect(first.dedupKey).toMatch(/^support:0b7e2f4c-2222-4000-8000-000000000002:answer:[0-9a-f]{16}:email$/);
    expect(again.dedupKey).toBe(first.dedupKey);
    expect(changed.dedupKey).not.toBe(first.dedupKey);
    expect(first.reference).toBe('0B7E2F4C');
    expect(supportAnsweredMessages({ ...request, response: '  ' }, settings)).toEqual([]);
  });
});

describe('texts go only to the countries of SMS_COUNTRIES', () => {
  it('a number of another country is kept on the draft but never texted; the e-mail still goes', () => {
    const [email, sms] = orderPlacedMessages({ ...order, phone: '+1 268 464 1234' }, settings);
    expect(email).toMatchObject({ channel: 'email', recipient: 'ama@example.com' });
    expect(email.undeliverable).toBeUndefined();
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+12684641234' });
    expect(sms.undeliverable).toMatch(/SMS_COUNTRIES/);
  });

  it('Ghana is the default; other countries are texted once listed', () => {
    expect(orderPlacedMessages(order, settings)[1].undeliverable).toBeUndefined();
    const nigerian = { ...order, phone: '+234 802 123 4567' };
    expect(orderPlacedMessages(nigerian, settings)[1].undeliverable).toMatch(/SMS_COUNTRIES/);
    expect(orderPlacedMessages(nigerian, { ...settings, smsCountries: ['GH', 'NG'] })[1].undeliverable).toBeUndefined();
  });
});

describe('nothing a stranger typed is relayed to an address nobody proved', () => {
  const phishing = {
    id: '0b7e2f4c-3333-4000-8000-000000000003',
    email: 'victim@example.com',
    firstName: 'Claim your prize',
    subject: 'You won ₵5,000 at win-big.example',
    message: 'Collect it at https://win-big.example/claim before Friday.',
    orderNumber: 'GH-WIN-BIG-EXAMPLE',
    response: null,
  };

  it('the support receipt says a request was received, with its reference and the contact line: no name, subject or message', () => {
    const contact = { phone: '+233 30 000 0000', whatsapp: '+233 20 000 0000', email: 'support@kenteandco.com' };
    const [receipt] = supportReceivedMessages(phishing, { ...settings, contact });
    for (const part of [receipt.subject!, receipt.text, receipt.html!]) {
      expect(part).not.toMatch(/Claim|prize|win-big|Collect|WIN-BIG|5,000/);
    }
    expect(receipt.subject).toBe('We received your request [0B7E2F4C]');
    expect(receipt.text).toContain('Reference: 0B7E2F4C');
    expect(receipt.text).toContain('Questions? Call +233 30 000 0000 · WhatsApp +233 20 000 0000 · support@kenteandco.com');
  });

  it.each(['Claim at win-big.example', 'https://win.example', 'Ama www.prize', 'Kofi win-big.com.gh', 'visit bit.ly/x', 'WIN.BIG.EXAMPLE'])(
    'an order e-mail greets %j without the name',
    (firstName) => {
      const emails = [...orderPlacedMessages({ ...order, firstName }, settings), ...orderStageMessages({ ...order, firstName }, 'shipped', settings)].filter((draft) => draft.channel === 'email');
      for (const email of emails) {
        expect(email.text).toContain('\nHello,\n');
        expect(email.text).not.toContain(firstName);
      }
    },
  );

  it.each(['Ama', "Ama-Serwaa O'Neil", 'J. K. Mensah', 'Dr. Adjoa'])('a plain name %j is still greeted by name', (firstName) => {
    const [email] = orderPlacedMessages({ ...order, firstName }, settings);
    expect(email.text).toContain(`Hello ${firstName},`);
  });
});
