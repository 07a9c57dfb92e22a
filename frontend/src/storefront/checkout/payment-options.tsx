import { CreditCardOutlined, MobileOutlined, WalletOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { PlaceOrderDtoPaymentMethod } from '../../api/generated/model';
import { PAYMENT_OPTIONS } from '../../lib/checkout-form';
import { OptionCard } from './option-card';
import { OptionGroup } from './option-group';

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
    <OptionGroup titleId="payment-title" title="Payment Method">
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
    </OptionGroup>
  );
}
