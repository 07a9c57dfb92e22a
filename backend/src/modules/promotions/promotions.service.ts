import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { fromPesewas, normalisePromoCode, Pesewas, PromotionKind, PromotionLine } from '@shop/rules';
import { DataSource, EntityManager } from 'typeorm';
import { entitiesFromRows } from '../../database/entity-rows';
import { ConflictError } from '../../shared/http/domain-errors';
import { availability, customerKeys, effectOn, PromoCodeRefusal, refusalMessage } from './domain/promotion-offer';
import { PromotionUse } from './domain/promotion-use.entity';
import { Promotion } from './domain/promotion.entity';

/** A promotion a basket gets, with what it takes off in pesewas (the delivery fee for free delivery). */
export interface AppliedPromotion {
  promotionId: string;
  code: string | null;
  name: string;
  kind: PromotionKind;
  amount: Pesewas;
}

export interface PromotionPricing {
  subtotalDiscount: Pesewas;
  freeDelivery: boolean;
  applied: AppliedPromotion[];
  /** The code the shopper gave and, when it does nothing, why. */
  code: { code: string; refusal: PromoCodeRefusal | null; message: string | null } | null;
}

export interface Basket {
  lines: PromotionLine[];
  code: string | null;
  /** Who orders, when known (checkout): uses per customer are counted against the e-mail and the phone. */
  customer: { email: string; phone: string } | null;
  /** The delivery fee free delivery would take off. */
  shipping: Pesewas;
  now: Date;
}

/** What ordering asks of promotions, inside the order's transaction: price a basket, then count its uses. */
@Injectable()
export class PromotionsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async price(basket: Basket, manager: EntityManager = this.dataSource.manager): Promise<PromotionPricing> {
    const customer = basket.customer && customerKeys(basket.customer.email, basket.customer.phone);
    const candidates: { promotion: Promotion; subtotalDiscount: Pesewas; freeDelivery: boolean }[] = [];
    let code: PromotionPricing['code'] = null;

    if (basket.code !== null) {
      const typed = normalisePromoCode(basket.code);
      const promotion = await manager.findOne(Promotion, { where: { code: typed } });
      const effect = promotion ? effectOn(promotion, basket.lines) : null;
      const refusal: PromoCodeRefusal | null = !promotion
        ? 'unknown'
        : (availability(promotion, basket.now) ??
          ((await this.usedUpBy(manager, promotion, customer)) ? 'already-used' : null) ??
          (effect && !effect.applies ? effect.reason : null));
      code = { code: typed, refusal, message: refusal ? refusalMessage(typed, refusal, promotion) : null };
      if (!refusal && effect?.applies) candidates.push({ promotion: promotion!, ...effect });
    }

    // Asked by every checkout: plain SQL (entity-rows.ts).
    const automatic = entitiesFromRows(manager, Promotion, await manager.query(`SELECT * FROM promotions WHERE code IS NULL AND paused = false ORDER BY "createdAt", id`));
    let best: (typeof candidates)[number] | null = null;
    for (const promotion of automatic) {
      // One code per order: automatic promotions give way to it unless marked stackable.
      if (candidates.length > 0 && !promotion.stackable) continue;
      if (availability(promotion, basket.now) || (await this.usedUpBy(manager, promotion, customer))) continue;
      const effect = effectOn(promotion, basket.lines);
      if (!effect.applies) continue;
      const value = (candidate: { subtotalDiscount: Pesewas; freeDelivery: boolean }) => candidate.subtotalDiscount + (candidate.freeDelivery ? basket.shipping : 0);
      if (!best || value(effect) > value(best)) best = { promotion, ...effect };
    }
    if (best) candidates.push(best);

    const subtotal = basket.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    let left = subtotal;
    let freeDelivery = false;
    const applied: AppliedPromotion[] = candidates.map(({ promotion, subtotalDiscount, freeDelivery: free }) => {
      // Together never more than the subtotal, nor the delivery fee taken off twice.
      const fromSubtotal = Math.min(left, subtotalDiscount);
      left -= fromSubtotal;
      const fromDelivery = free && !freeDelivery ? basket.shipping : 0;
      freeDelivery ||= free;
      return { promotionId: promotion.id, code: promotion.code, name: promotion.name, kind: promotion.kind, amount: fromSubtotal + fromDelivery };
    });
    return { subtotalDiscount: subtotal - left, freeDelivery, applied, code };
  }

  /**
   * Counts the order's uses in its transaction. The conditional update takes the promotion's row
   * lock, so two checkouts for the last use of a code queue on it and the second finds none left;
   * the count per customer, read after that lock, sees the other's committed use.
   */
  async redeem(manager: EntityManager, pricing: PromotionPricing, order: { orderId: string; orderNumber: string; email: string; phone: string; total: Pesewas }): Promise<void> {
    const customer = customerKeys(order.email, order.phone);
    for (const applied of pricing.applied) {
      // TypeORM answers an UPDATE ... RETURNING as [rows, affectedCount].
      const [counted]: [{ id: string }[], number] = await manager.query(
        `UPDATE promotions SET uses = uses + 1, "updatedAt" = now() WHERE id = $1 AND paused = false AND ("maxUses" IS NULL OR uses < "maxUses") RETURNING id`,
        [applied.promotionId],
      );
      const label = applied.code ?? applied.name;
      if (counted.length === 0) throw new ConflictError(`${label} has just been used up. Please review your order.`, promoDetails(applied, 'used-up'));
      const promotion = await manager.findOneByOrFail(Promotion, { id: applied.promotionId });
      if (await this.usedUpBy(manager, promotion, customer)) throw new ConflictError(`You have already used ${label}.`, promoDetails(applied, 'already-used'));
      await manager.insert(PromotionUse, {
        promotionId: applied.promotionId,
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        email: customer.email,
        phone: customer.phone,
        discount: fromPesewas(applied.amount),
        orderTotal: fromPesewas(order.total),
        paidAt: null,
        cancelledAt: null,
      });
    }
  }

  /** A cancelled or expired order gives its uses back, in the transaction that cancels it. */
  async releaseUses(manager: EntityManager, orderId: string): Promise<void> {
    const [released]: [{ promotionId: string }[], number] = await manager.query(
      `UPDATE promotion_uses SET "cancelledAt" = now() WHERE "orderId" = $1 AND "cancelledAt" IS NULL RETURNING "promotionId"`,
      [orderId],
    );
    for (const { promotionId } of released) await manager.query(`UPDATE promotions SET uses = uses - 1, "updatedAt" = now() WHERE id = $1 AND uses > 0`, [promotionId]);
  }

  /** Whether this customer (by e-mail or phone) has had all the uses the promotion allows each. */
  private async usedUpBy(manager: EntityManager, promotion: Promotion, customer: { email: string; phone: string } | null): Promise<boolean> {
    if (!customer || promotion.maxUsesPerCustomer === null) return false;
    const [{ count }]: { count: number }[] = await manager.query(
      `SELECT count(*)::int AS count FROM promotion_uses WHERE "promotionId" = $1 AND "cancelledAt" IS NULL AND (email = $2 OR phone = $3)`,
      [promotion.id, customer.email, customer.phone],
    );
    return count >= promotion.maxUsesPerCustomer;
  }
}

/** What a 409 names: the code (or the automatic promotion) and why. */
function promoDetails(applied: AppliedPromotion, reason: PromoCodeRefusal): Record<string, unknown> {
  return applied.code ? { promoCode: applied.code, reason } : { promotionId: applied.promotionId, promotion: applied.name, reason };
}
