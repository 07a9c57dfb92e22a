import { CreditCardOutlined, MobileOutlined, WalletOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { PlaceOrderDtoPaymentMethod } from '../../api/generated/model';
import { PAYMENT_OPTIONS } from '../../lib/checkout-form';
import { RequiredMark } from '../components/required-mark';
import { OptionCard } from './option-card';

const PAYMENT_ICONS: Record<PlaceOrderDtoPaymentMethod, ReactNode> = {
  momo: <MobileOutlined aria-hidden="true" />,
  card: <CreditCardOutlined aria-hidden="true" />,
  paypal: <WalletOutlined aria-hidden="true" />,
};

interface PaymentOptionsProps {
  value: PlaceOrderDtoPaymentMethod;
  onChange: (method: PlaceOrderDtoPaymentMethod) => void;
}

export function PaymentOptions({ value, onChange }: PaymentOptionsProps) {
  return (
    <section className="checkout-card" aria-labelledby="payment-title">
      <fieldset className="option-group">
        <legend id="payment-title" className="checkout-card__title">
          Payment Method
          <RequiredMark />
        </legend>
        {PAYMENT_OPTIONS.map((option) => (
          <OptionCard key={option.value} name="paymentMethod" value={option.value} checked={value === option.value} onChange={() => onChange(option.value)}>
            <span className="option-card__icon">{PAYMENT_ICONS[option.value]}</span>
            <span className="option-card__body">
              <span className="option-card__title">
                {option.label}
                {option.popular ? <span className="popular-badge">Popular</span> : null}
              </span>
              <span className="option-card__detail">{option.detail}</span>
            </span>
          </OptionCard>
        ))}
        <p className="checkout-card__note">You pay with your chosen method after placing the order. We never store payment details.</p>
      </fieldset>
    </section>
  );
}
