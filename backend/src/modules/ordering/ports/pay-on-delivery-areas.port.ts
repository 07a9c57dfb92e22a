import type { DeliveryService } from '../../delivery/delivery.service';

/**
 * Where the shop's riders take money at the door (ADR 054). Delivery zones decide it per zone (ADR
 * 053); until a shop configures zones every region may pay on delivery, as SPEC's prices apply everywhere.
 */
export const PAY_ON_DELIVERY_AREAS = Symbol('PAY_ON_DELIVERY_AREAS');

export interface PayOnDeliveryAreas {
  allowsPayOnDelivery(region: string): Promise<boolean>;
}

/** The zone of the region decides, through delivery's service. */
export function zonesPayOnDelivery(delivery: Pick<DeliveryService, 'payOnDelivery'>): PayOnDeliveryAreas {
  return { allowsPayOnDelivery: (region) => delivery.payOnDelivery(region) };
}
