import type { CodCollectionMethod } from '@shop/rules';

/** The rider (for now staff in the console) took the order's money at the door. */
export class CollectPayOnDeliveryCommand {
  constructor(
    readonly orderId: string,
    readonly via: CodCollectionMethod,
    /** Cedis as counted ("209.55"): must be the order's total. */
    readonly amount: string,
    /** Who collected: the staff member's e-mail. */
    readonly by: string,
  ) {}
}
