import type { EntityManager } from 'typeorm';
import type { Basket, PromotionPricing, PromotionsService } from '../../modules/promotions/promotions.service';
import { InMemoryTransactions } from './transactions';

const NONE: PromotionPricing = { subtotalDiscount: 0, freeDelivery: false, applied: [], code: null };

/** Promotions as place-order sees them: the pricing a test sets, the uses counted in the order's transaction. */
export class InMemoryPromotions implements Pick<PromotionsService, 'price' | 'redeem'> {
  /** What the next baskets get; none unless a test says. */
  pricing: (basket: Basket) => PromotionPricing = () => NONE;
  /** What a concurrent checkout did to the last use meanwhile: redeem throws it. */
  usedUp: Error | null = null;
  readonly redeemed: { orderNumber: string; promotionIds: string[] }[] = [];
  readonly baskets: Basket[] = [];

  constructor(private readonly transactions: InMemoryTransactions) {}

  async price(basket: Basket, manager?: EntityManager): Promise<PromotionPricing> {
    if (manager) this.transactions.assertInside(manager);
    this.baskets.push(basket);
    return this.pricing(basket);
  }

  async redeem(manager: EntityManager, pricing: PromotionPricing, order: { orderNumber: string }): Promise<void> {
    this.transactions.assertInside(manager);
    if (this.usedUp) throw this.usedUp;
    this.redeemed.push({ orderNumber: order.orderNumber, promotionIds: pricing.applied.map((applied) => applied.promotionId) });
  }
}
