import { keepPreviousData } from '@tanstack/react-query';
import { type CheckoutDeliveryType, DELIVERY_OPTIONS, DELIVERY_TYPES, estimateDelivery, formatDeliveryEstimate, fromPesewas, type Pesewas, shippingFee, SPEC_ZONE_TERMS, toPesewas } from '@shop/rules';
import { useGetDeliveryOptions } from '../../api/generated/endpoints/delivery/delivery';
import type { GetDeliveryOptionsRegion, PickupPointDto } from '../../api/generated/model';

/** One delivery choice as the checkout shows it. */
export interface DeliveryChoiceView {
  type: CheckoutDeliveryType;
  label: string;
  price: Pesewas;
  /** 'Tue 1 Dec – Thu 3 Dec' */
  when: string;
}

export interface DeliveryChoices {
  choices: DeliveryChoiceView[];
  pickupPoints: PickupPointDto[];
  /** The region's own choices, from the server; false while no region is chosen (SPEC's are shown). */
  forRegion: boolean;
  loading: boolean;
  failed: boolean;
  /** Whether the region's zone takes money at the door; null until the region's answer is in. */
  payOnDelivery: boolean | null;
}

/** SPEC's three options, what every region gets with no zones: shown until the shopper names a region. */
function specChoices(subtotal: Pesewas): DeliveryChoiceView[] {
  const now = new Date();
  return DELIVERY_TYPES.flatMap((type) => {
    const estimate = estimateDelivery(SPEC_ZONE_TERMS[type], now);
    return estimate ? [{ type, label: DELIVERY_OPTIONS[type].label, price: shippingFee(subtotal, type), when: formatDeliveryEstimate(estimate) }] : [];
  });
}

/**
 * The choices of the shopper's region, priced by the server for this subtotal (ADR 053): the very
 * prices and dates the order will carry. The last answer stays on screen while a new subtotal is asked.
 */
export function useDeliveryChoices(region: string, subtotal: Pesewas): DeliveryChoices {
  const query = useGetDeliveryOptions(
    { region: region as GetDeliveryOptionsRegion, subtotal: fromPesewas(subtotal) },
    { query: { enabled: region !== '', placeholderData: keepPreviousData, staleTime: 60_000 } },
  );
  const answer = region !== '' && query.data?.data.region === region ? query.data.data : null;
  if (!answer) return { choices: specChoices(subtotal), pickupPoints: [], forRegion: false, loading: region !== '' && query.isFetching, failed: region !== '' && query.isError, payOnDelivery: null };
  return {
    choices: answer.choices.map((choice) => ({ type: choice.type, label: choice.label, price: toPesewas(choice.price), when: choice.estimate.text })),
    pickupPoints: answer.pickupPoints,
    forRegion: true,
    loading: query.isFetching,
    failed: query.isError,
    payOnDelivery: answer.payOnDelivery,
  };
}
