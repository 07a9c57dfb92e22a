import { PhoneChannelChoice, type PhoneChannel } from '../components/phone-channel-choice';

/**
 * How the order's news (placed, paid, shipped, out for delivery, delivered) reaches the phone above.
 * SMS unless the shopper picks WhatsApp; the shop then texts whatever WhatsApp cannot deliver (ADR 067).
 */
export function UpdatesByField({ value, onChange }: { value: PhoneChannel; onChange: (channel: PhoneChannel) => void }) {
  return (
    <PhoneChannelChoice
      className="field--wide updates-by"
      legend="Order updates by"
      hint={value === 'whatsapp' ? 'To the phone number above. If WhatsApp cannot reach it, we send an SMS instead.' : 'To the phone number above.'}
      value={value}
      onChange={onChange}
    />
  );
}
