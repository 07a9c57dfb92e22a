import type { EntityManager } from 'typeorm';
import type { DeliveryService } from '../../delivery/delivery.service';

/**
 * Where the shop's riders take money at the door (ADR 054). Delivery zones decide it per zone (ADR
 * 053); until a shop configures zones every region may pay on delivery, as SPEC's prices apply everywhere.
 */
export const PAY_ON_DELIVERY_AREAS = Symbol('PAY_ON_DELIVERY_AREAS');

export interface PayOnDeliveryAreas {
  /** Read in the order's transaction (`manager`): on the embedded database it holds the one connection. */
  allowsPayOnDelivery(region: string, manager: EntityManager): Promise<boolean>;
}

/** The zone of the region decides, through delivery's service. */
export function zonesPayOnDelivery(delivery: Pick<DeliveryService, 'payOnDelivery'>): PayOnDeliveryAreas {
  return { allowsPayOnDelivery: (region, manager) => delivery.payOnDelivery(region, manager) };
}
