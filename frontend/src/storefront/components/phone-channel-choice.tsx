import { useId } from 'react';
import './forms.css';

export type PhoneChannel = 'sms' | 'whatsapp';
const CHANNELS: { value: PhoneChannel; label: string }[] = [
  { value: 'sms', label: 'SMS' },
  { value: 'whatsapp', label: 'WhatsApp' },
];

/** SMS or WhatsApp, as chips, for what the shop sends to the phone number above (ADR 067). */
export function PhoneChannelChoice({ legend, hint, value, onChange, className }: { legend: string; hint: string; value: PhoneChannel; onChange: (channel: PhoneChannel) => void; className?: string }) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset className={['choice-group', className].filter(Boolean).join(' ')} aria-describedby={hintId}>
      <legend className="choice-group__legend">{legend}</legend>
      <div className="choice-group__options">
        {CHANNELS.map((channel) => (
          <label key={channel.value} className="choice-chip">
            <input type="radio" className="choice-chip__input" name={name} value={channel.value} checked={value === channel.value} onChange={() => onChange(channel.value)} />
            <span className="choice-chip__face">{channel.label}</span>
          </label>
        ))}
      </div>
      <p id={hintId} className="field__hint">
        {hint}
      </p>
    </fieldset>
  );
}
