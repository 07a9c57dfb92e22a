import { useId } from 'react';

type Channel = 'sms' | 'whatsapp';
const CHANNELS: { value: Channel; label: string }[] = [
  { value: 'sms', label: 'SMS' },
  { value: 'whatsapp', label: 'WhatsApp' },
];

/**
 * How the order's news (placed, paid, shipped, out for delivery, delivered) reaches the phone above.
 * SMS unless the shopper picks WhatsApp; the shop then texts whatever WhatsApp cannot deliver (ADR 067).
 */
export function UpdatesByField({ value, onChange }: { value: Channel; onChange: (channel: Channel) => void }) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset className="choice-group field--wide updates-by" aria-describedby={hintId}>
      <legend className="choice-group__legend">Order updates by</legend>
      <div className="choice-group__options">
        {CHANNELS.map((channel) => (
          <label key={channel.value} className="choice-chip">
            <input type="radio" className="choice-chip__input" name={name} value={channel.value} checked={value === channel.value} onChange={() => onChange(channel.value)} />
            <span className="choice-chip__face">{channel.label}</span>
          </label>
        ))}
      </div>
      <p id={hintId} className="field__hint">
        {value === 'whatsapp' ? 'To the phone number above. If WhatsApp cannot reach it, we send an SMS instead.' : 'To the phone number above.'}
      </p>
    </fieldset>
  );
}
