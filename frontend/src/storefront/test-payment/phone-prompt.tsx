import { Button } from '../components/button';
import './phone-prompt.css';

interface PhonePromptProps {
  amount: string;
  orderNumber: string;
  busy: boolean;
  onApprove: () => void;
  onDecline: () => void;
}

/**
 * A drawing of the prompt a Mobile Money network shows on the shopper's phone (the real one asks
 * for the wallet PIN): in TEST MODE the shopper answers it here.
 */
export function PhonePrompt({ amount, orderNumber, busy, onApprove, onDecline }: PhonePromptProps) {
  return (
    <div className="phone-prompt" role="group" aria-labelledby="phone-prompt-title">
      <div className="phone-prompt__screen">
        <p className="phone-prompt__network">Mobile Money · TEST</p>
        <p id="phone-prompt-title" className="phone-prompt__title">
          Payment request
        </p>
        <p className="phone-prompt__text">
          Kente &amp; Co. requests <strong>{amount}</strong> for order <span className="phone-prompt__order">{orderNumber}</span>. Approve?
        </p>
        <div className="phone-prompt__actions">
          <Button onClick={onDecline} disabled={busy}>
            Decline
          </Button>
          <Button variant="primary" onClick={onApprove} disabled={busy}>
            Approve
          </Button>
        </div>
      </div>
    </div>
  );
}
