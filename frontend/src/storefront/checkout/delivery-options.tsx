import { type CheckoutDeliveryType, formatCedis } from '@shop/rules';
import type { PickupPointDto } from '../../api/generated/model';
import { FieldError } from './field-error';
import { OptionCard } from './option-card';
import { OptionGroup } from './option-group';
import type { DeliveryChoices } from './use-delivery-choices';

const WHEN: Record<CheckoutDeliveryType, string> = { standard: 'Arrives', 'next-day': 'Arrives', 'same-day': 'Today,', pickup: 'Ready' };

interface DeliveryOptionsProps {
  value: CheckoutDeliveryType;
  delivery: DeliveryChoices;
  onChange: (delivery: CheckoutDeliveryType) => void;
  pickupPointId: string;
  onPickupPoint: (id: string) => void;
  pickupError?: string;
}

/** The region's delivery choices with their prices and dates, and for a pickup the points to collect from. */
export function DeliveryOptions({ value, delivery, onChange, pickupPointId, onPickupPoint, pickupError }: DeliveryOptionsProps) {
  return (
    <OptionGroup titleId="delivery-title" title="Delivery Option">
      {!delivery.forRegion ? (
        <p className="delivery-note" role="status">
          {delivery.loading ? 'Finding the delivery options for your region…' : delivery.failed ? 'We could not load the options for your region; the prices below may change when you place the order.' : 'Choose your region to see its delivery options and dates.'}
        </p>
      ) : null}
      {delivery.choices.map((choice) => (
        <OptionCard key={choice.type} name="deliveryType" value={choice.type} checked={value === choice.type} onChange={() => onChange(choice.type)}>
          <span className="option-card__body">
            <span className="option-card__title">{choice.label}</span>
            <span className="option-card__detail">
              {WHEN[choice.type]} {choice.when}
            </span>
          </span>
          <span className={choice.price === 0 ? 'option-card__price option-card__price--free' : 'option-card__price'}>{choice.price === 0 ? 'Free' : formatCedis(choice.price, { fromPesewas: true })}</span>
        </OptionCard>
      ))}
      {value === 'pickup' && delivery.pickupPoints.length > 0 ? <PickupPoints points={delivery.pickupPoints} value={pickupPointId} onChange={onPickupPoint} error={pickupError} /> : null}
    </OptionGroup>
  );
}

function PickupPoints({ points, value, onChange, error }: { points: PickupPointDto[]; value: string; onChange: (id: string) => void; error?: string }) {
  return (
    <fieldset className="pickup-points" aria-describedby={error ? 'pickupPointId-error' : undefined}>
      <legend className="pickup-points__title">Where you collect</legend>
      {points.map((point) => (
        <OptionCard key={point.id} name="pickupPointId" value={point.id} checked={value === point.id} onChange={() => onChange(point.id)}>
          <span className="option-card__body">
            <span className="option-card__title">{point.name}</span>
            <span className="option-card__detail">
              {point.address}
              {point.digitalAddress ? ` · ${point.digitalAddress}` : ''}
            </span>
            <span className="option-card__detail">
              {point.openingHours} · {point.phone}
            </span>
          </span>
        </OptionCard>
      ))}
      <FieldError id="pickupPointId-error" error={error} />
    </fieldset>
  );
}
