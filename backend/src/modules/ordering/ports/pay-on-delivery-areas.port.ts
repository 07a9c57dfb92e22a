/**
 * Where the shop's riders take money at the door (ADR 054). Delivery zones decide it per zone; until
 * a shop configures zones every region may pay on delivery, as SPEC's prices apply everywhere.
 */
export const PAY_ON_DELIVERY_AREAS = Symbol('PAY_ON_DELIVERY_AREAS');

export interface PayOnDeliveryAreas {
  allowsPayOnDelivery(region: string): Promise<boolean>;
}

/** The shop with no delivery zones configured: pay on delivery everywhere it delivers. */
export class EveryRegionPaysOnDelivery implements PayOnDeliveryAreas {
  async allowsPayOnDelivery(_region: string): Promise<boolean> {
    return true;
  }
}
