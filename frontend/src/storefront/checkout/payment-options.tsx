import type { ReactNode } from 'react';
import type { PaymentOptionsDto, PlaceOrderDtoPaymentMethod } from '../../api/generated/model';
import { isMethodAvailable, PAYMENT_OPTIONS } from '../../lib/checkout-form';
import { paypalQuote } from '../../lib/payments';
import { OptionCard } from './option-card';
import { OptionGroup } from './option-group';
import { CreditCardIcon } from '../icons/credit-card';
import { ExperimentIcon } from '../icons/experiment';
import { MobileIcon } from '../icons/mobile';
import { WalletIcon } from '../icons/wallet';
import { CashIcon } from '../icons/cash';
import './payment-options.css';

const PAYMENT_ICONS: Record<PlaceOrderDtoPaymentMethod, ReactNode> = {
  momo: <MobileIcon aria-hidden="true" />,
  card: <CreditCardIcon aria-hidden="true" />,
  paypal: <WalletIcon aria-hidden="true" />,
  cod: <CashIcon aria-hidden="true" />,
};

interface PaymentOptionsProps {
  value: PlaceOrderDtoPaymentMethod;
  onChange: (method: PlaceOrderDtoPaymentMethod) => void;
  /** What the shop takes (GET /api/payments/options); undefined while it loads or when it failed. */
  options: PaymentOptionsDto | undefined;
  /** The options could not be loaded: every method stays choosable and the server decides. */
  optionsFailed: boolean;
  /** The order total in pesewas, for the dollar figure PayPal will charge. */
  totalPesewas: number;
  /** Why this order cannot be paid on delivery (over the cap, refusals at the door, the region); null when it can. */
  payOnDeliveryRefused: string | null;
}

/** The extra line under a method: why it cannot be chosen, or what PayPal will charge in dollars. */
function methodNote(method: PlaceOrderDtoPaymentMethod, available: boolean, options: PaymentOptionsDto | undefined, totalPesewas: number): string | null {
  if (!available) return 'Not available at the moment. Please choose another way to pay.';
  if (method !== 'paypal') return null;
  if (!options) return 'PayPal charges in US dollars; the amount shows here in a moment.';
  return options.paypalGhsPerUsd ? paypalQuote(totalPesewas, options.paypalGhsPerUsd) : null;
}

function flowNote(method: PlaceOrderDtoPaymentMethod, options: PaymentOptionsDto | undefined): string {
  if (method === 'cod') {
    const hours = options ? ` within ${options.payOnDeliveryConfirmHours} hours` : '';
    return `After you place the order we send you an SMS with a link to confirm it${hours}; an order not confirmed in time is cancelled. Pay the rider in cash or Mobile Money when it arrives.`;
  }
  const hold = options ? `We hold your items for ${options.holdMinutes} minutes while you pay. ` : '';
  return `When you place the order we take you straight to a secure page to pay, then back here to track it. ${hold}We never see or store your card or Mobile Money details.`;
}

export function PaymentOptions({ value, onChange, options, optionsFailed, totalPesewas, payOnDeliveryRefused }: PaymentOptionsProps) {
  return (
    <OptionGroup titleId="payment-title" title="Payment Method">
      {options?.testMode ? (
        <p className="test-mode-note" role="note">
          <ExperimentIcon aria-hidden="true" /> <strong>TEST MODE</strong>: no real money moves. You approve or decline the payment on the shop’s own test page.
        </p>
      ) : null}
      {PAYMENT_OPTIONS.map((option) => {
        const refused = option.value === 'cod' ? payOnDeliveryRefused : null;
        const available = isMethodAvailable(option.value, options) && !refused;
        const note = refused ?? methodNote(option.value, available, options, totalPesewas);
        const noteId = `payment-note-${option.value}`;
        return (
          <OptionCard
            key={option.value}
            name="paymentMethod"
            value={option.value}
            checked={value === option.value}
            disabled={!available}
            describedBy={note ? noteId : undefined}
            onChange={() => onChange(option.value)}
          >
            <span className="option-card__icon">{PAYMENT_ICONS[option.value]}</span>
            <span className="option-card__body">
              <span className="option-card__title">
                {option.label}
                {option.popular && available ? <span className="popular-badge">Popular</span> : null}
              </span>
              <span className="option-card__detail">{option.detail}</span>
              {note ? (
                <span id={noteId} className={available ? 'payment-note' : 'payment-note payment-note--unavailable'}>
                  {note}
                </span>
              ) : null}
            </span>
          </OptionCard>
        );
      })}
      {optionsFailed ? <p className="checkout-card__note">We could not check which ways to pay are open right now; you can still place the order.</p> : null}
      <p className="checkout-card__note">{flowNote(value, options)}</p>
    </OptionGroup>
  );
}
