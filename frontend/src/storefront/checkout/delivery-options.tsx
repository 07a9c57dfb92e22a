import { DELIVERY_OPTIONS, DELIVERY_TYPES, type DeliveryType, estimatedDeliveryDate, formatCedis, shippingFee } from '@shop/rules';
import { formatGhanaDay } from '../../lib/ghana-time';
import { OptionCard } from './option-card';
import { OptionGroup } from './option-group';

/** 'Today', 'Mon 23 Nov' or 'Est. by Wed 25 Nov', after the option's own note. */
function estimateText(delivery: DeliveryType): string {
  if (delivery === 'same-day') return 'Today';
  const day = formatGhanaDay(estimatedDeliveryDate(delivery));
  return delivery === 'next-day' ? day : `Est. by ${day}`;
}

interface DeliveryOptionsProps {
  value: DeliveryType;
  /** In pesewas: each option shows the fee it would cost on it. */
  subtotal: number;
  onChange: (delivery: DeliveryType) => void;
}

export function DeliveryOptions({ value, subtotal, onChange }: DeliveryOptionsProps) {
  return (
    <OptionGroup titleId="delivery-title" title="Delivery Option">
      {DELIVERY_TYPES.map((type) => {
        const option = DELIVERY_OPTIONS[type];
        const fee = shippingFee(subtotal, type);
        return (
          <OptionCard key={type} name="deliveryType" value={type} checked={value === type} onChange={() => onChange(type)}>
            <span className="option-card__body">
              <span className="option-card__title">{option.label}</span>
              <span className="option-card__detail">
                {option.note} · {estimateText(type)}
              </span>
            </span>
            <span className={fee === 0 ? 'option-card__price option-card__price--free' : 'option-card__price'}>{fee === 0 ? 'Free' : formatCedis(fee, { fromPesewas: true })}</span>
          </OptionCard>
        );
      })}
    </OptionGroup>
  );
}
