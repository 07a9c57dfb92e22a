import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { EntityManager, QueryFailedError } from 'typeorm';
import { ConflictError, InvalidInputError, TooManyRequestsError } from '../../../../shared/http/domain-errors';
import type { Transactions } from '../../../../shared/transactions';
import { confirmBy, discountedTotals, formatCedis, fromPesewas, ghanaDayStart, MAX_STORED_AMOUNT, payOnDeliveryRefusal, refusalWindowStart, toPesewas } from '@shop/rules';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import type { PaymentsConfig } from '../../../../config/payments-config';
import { DeliveryService } from '../../../delivery/delivery.service';
import { newConfirmToken, refusalPhone } from '../../domain/pay-on-delivery';
import { toE164 } from '../../../notifications/messages/phone-number';
import { PAY_ON_DELIVERY_AREAS, PayOnDeliveryAreas } from '../../ports/pay-on-delivery-areas.port';
import { CartService } from '../../../cart/cart.service';
import { CatalogService } from '../../../catalog/catalog.service';
import { chooseVariant, nameWithChoice } from '../../../catalog/domain/product-variants';
import { NotificationsService } from '../../../notifications/notifications.service';
import { PromotionPricing, PromotionsService } from '../../../promotions/promotions.service';
import { SettingsService } from '../../../settings/settings.service';
import { webhookOrder } from '../../../webhooks/domain/webhook-payloads';
import { WebhookPublisher } from '../../../webhooks/webhook-publisher';
import { Order, OrderLine } from '../../domain/order.entity';
import { orderFacts, orderToPay } from '../../domain/order-facts';
import { heldUntil } from '../../domain/payment-hold';
import { unitsByVariant } from '../../domain/order-stock';
import { newOrderNumber } from '../../domain/order-number';
import { OrderDto } from '../../dto/order.dto';
import { OrderPlaced } from '../../events/order-placed.event';
import { HoldKeys, holdPhoneDigits, OrderRecords } from '../../order-records';
import { ORDER_PAYMENTS, OrderPayments } from '../../ports/order-payments.port';
import { PlaceOrderCommand } from './place-order.command';
import { IdentityService } from '../../../identity/identity.service';

export interface PlacedOrder {
  order: OrderDto;
  /** False when an earlier request with the same Idempotency-Key already placed it. */
  created: boolean;
}

/**
 * Places an order in one transaction: prices from the catalog, totals recomputed in pesewas,
 * stock taken with conditional updates (never below zero), the shopper's cart emptied.
 * Each collaborator is named by the part of it used (a Pick of the service Nest injects), which
 * is all place-order.handler.spec.ts fakes.
 */
@Injectable()
export class PlaceOrderHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: Transactions,
    @Inject(OrderRecords) private readonly orders: Pick<OrderRecords, 'byIdempotencyKey' | 'insert' | 'lockAndSumHoldings' | 'refusalsSince'>,
    @Inject(CatalogService) private readonly catalog: Pick<CatalogService, 'findSellable' | 'reserveStock' | 'variantStock'>,
    @Inject(CartService) private readonly carts: Pick<CartService, 'clearOwnedCart' | 'endRemindersAfterOrder'>,
    private readonly events: EventEmitter2,
    @Inject(ORDER_PAYMENTS) private readonly payments: OrderPayments,
    @Inject(NotificationsService) private readonly notifications: Pick<NotificationsService, 'orderPlaced' | 'payOnDeliveryPlaced'>,
    @Inject(SettingsService) private readonly settings: Pick<SettingsService, 'current'>,
    @Inject(WebhookPublisher) private readonly webhooks: Pick<WebhookPublisher, 'publish'>,
    @Inject(DeliveryService) private readonly delivery: Pick<DeliveryService, 'quote'>,
    @Inject(PAY_ON_DELIVERY_AREAS) private readonly payOnDeliveryAreas: PayOnDeliveryAreas,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'payOnDelivery'> & { payments: Pick<PaymentsConfig, 'holdMinutes'> },
    @Inject(PromotionsService) private readonly promotions: Pick<PromotionsService, 'price' | 'redeem'>,
    @Inject(IdentityService) private readonly accounts: Pick<IdentityService, 'saveCheckoutAddress'>,
  ) {}

  async execute(command: PlaceOrderCommand): Promise<PlacedOrder> {
    const replay = await this.findByIdempotencyKey(command);
    if (replay) return replay;
    // Else the order would hold its stock with no way to pay for it (PayPal on a Paystack-only shop).
    const method = command.order.paymentMethod;
    const payOnDelivery = method === 'cod';
    // Pay on delivery takes no provider: the rider collects.
    if (!payOnDelivery && !this.payments.offers(method)) throw new InvalidInputError({ paymentMethod: [`${method} is not available in this shop: choose another payment method`] });
    let order: Order;
    try {
      order = await this.dataSource.transaction((manager) => this.place(manager, command));
    } catch (error) {
      // Two requests with one key raced: the loser answers the winner's order.
      const raced = isUniqueViolation(error, 'UQ_orders_idempotency_key') ? await this.findByIdempotencyKey(command) : null;
      if (raced) return raced;
      throw error;
    }
    this.events.emit(
      OrderPlaced.eventName,
      new OrderPlaced(order.id, order.orderNumber, order.items.map(({ productId, quantity }) => ({ productId, quantity })), order.total),
    );
    if (payOnDelivery) return { order: { ...OrderDto.from(order), payment: null }, created: true };
    // After the commit: the provider's answer (or outage) can never undo the order.
    return { order: this.awaitingPayment(order, await this.payments.start(orderToPay(order), command.origin)), created: true };
  }

  /** An order to pay online, with its payment and until when its items wait for it. */
  private awaitingPayment(order: Order, payment: OrderDto['payment']): OrderDto {
    return { ...OrderDto.from(order), payment, heldUntil: heldUntil(order, this.config.payments.holdMinutes) };
  }

  private async place(manager: EntityManager, { order: input, cartOwnerHash, userId, idempotencyKey, clientKey, holdLimits, origin }: PlaceOrderCommand): Promise<Order> {
    const products = await this.catalog.findSellable(input.items.map((item) => item.productId), manager);

    const lines: OrderLine[] = input.items.map((item, index) => {
      const product = products.get(item.productId);
      // Never the client's item name: an error repeats only what the shop itself holds.
      if (!product || !product.isActive) throw new ConflictError('A product in your order is no longer available', { productId: item.productId });
      // The size x colour whose units the line takes (ADR 025); one left open takes the first with the units.
      const variant = chooseVariant(product, item, item.quantity, `items.${index}.`);
      return { productId: product.id, name: product.name, price: product.price, quantity: item.quantity, size: variant.size, color: variant.color, variantId: variant.id, image: product.images[0] ?? null };
    });

    const now = new Date();
    const subtotal = lines.reduce((sum, line) => sum + toPesewas(line.price) * line.quantity, 0);
    // The zone of the region prices the delivery and dates it, with the one estimate checkout showed (ADR 053).
    const quote = await this.delivery.quote(manager, { region: input.shippingAddress.region, subtotal, deliveryType: input.deliveryType, pickupPointId: input.pickupPointId, now });
    const promotion = await this.promotions.price(
      {
        lines: lines.map((line) => ({ category: products.get(line.productId)!.category, unitPrice: toPesewas(line.price), quantity: line.quantity })),
        code: input.promoCode || null,
        customer: { email: input.email, phone: input.phone },
        shipping: quote.price,
        now,
      },
      manager,
    );
    // The code the cart took no longer applies (ended, used up, paused): the order names it rather than charge more.
    if (promotion.code?.refusal) throw new ConflictError(promotion.code.message!, { field: 'promoCode', promoCode: promotion.code.code, reason: promotion.code.refusal });
    // Tax is 5% of the subtotal after its discount (ADR 061).
    const totals = discountedTotals(subtotal, quote.price, promotion);
    if (totals.total > MAX_STORED_AMOUNT) {
      throw new InvalidInputError({ total: [`An order can come to at most ${formatCedis(MAX_STORED_AMOUNT, { fromPesewas: true })}; this one comes to ${formatCedis(totals.total, { fromPesewas: true })}. Please split it.`] });
    }
    const serverTotals = { subtotal: fromPesewas(totals.subtotal), shipping: fromPesewas(totals.shipping), discount: fromPesewas(totals.discount), tax: fromPesewas(totals.tax), total: fromPesewas(totals.total) };
    if (toPesewas(input.shipping) !== quote.price) {
      throw new ConflictError(`Delivery now costs ${formatCedis(quote.price, { fromPesewas: true })}. Please review the new total.`, {
        field: 'shipping',
        shipping: serverTotals.shipping,
        totals: serverTotals,
      });
    }
    if (toPesewas(input.discount ?? '0') !== totals.discount) {
      throw new ConflictError(`The discount on this order is ${formatCedis(totals.discount, { fromPesewas: true })}. Please review the new total.`, {
        field: 'discount',
        discount: serverTotals.discount,
        totals: serverTotals,
      });
    }
    const clientTotals = { subtotal: input.subtotal, shipping: input.shipping, discount: input.discount ?? '0', tax: input.tax, total: input.total };
    if (Object.entries(serverTotals).some(([key, value]) => toPesewas(clientTotals[key as keyof typeof clientTotals]) !== toPesewas(value))) {
      throw new ConflictError('Prices have changed since you opened checkout. Please review the new total.', { totals: serverTotals });
    }

    const cod = input.paymentMethod === 'cod' ? await this.payOnDeliveryFor(manager, input.phone, input.shippingAddress.region, totals.total) : null;

    if (holdLimits) await this.refuseHoarding(manager, { clientKey, email: input.email.toLowerCase(), phoneDigits: holdPhoneDigits(input.phone) }, lines, totals.total, holdLimits);

    // A basket the stock read above already finds short is refused before anything is written.
    for (const { line, quantity } of unitsByVariant(lines)) {
      const left = products.get(line.productId)!.variants.find((variant) => variant.id === line.variantId)!.stock;
      if (left < quantity) throw shortOf(line, left);
    }

    const { address, city, region, country, digitalAddress, landmark, lat, lng } = input.shippingAddress;
    const saved = await this.orders.insert(manager, {
      orderNumber: newOrderNumber(),
      userId,
      sessionId: input.sessionId,
      // Text fields arrive trimmed (the DTO's @Trimmed); IsEmail refuses spaces around an e-mail.
      email: input.email.toLowerCase(),
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      phoneE164: toE164(input.phone),
      shippingAddress: {
        address,
        city,
        region,
        country,
        ...(digitalAddress ? { digitalAddress } : {}),
        ...(landmark ? { landmark } : {}),
        ...(lat != null && lng != null ? { lat, lng } : {}),
      },
      items: lines,
      ...serverTotals,
      discounts: promotion.applied.map(({ promotionId, code, name, kind, amount }) => ({ promotionId, code, name, kind, amount: fromPesewas(amount) })),
      paymentMethod: input.paymentMethod,
      paymentStatus: 'pending',
      orderStatus: 'ordered',
      deliveryType: input.deliveryType,
      updatesBy: input.updatesBy ?? 'sms',
      estimatedDeliveryDate: ghanaDayStart(quote.estimate.from),
      estimatedDeliveryLatest: ghanaDayStart(quote.estimate.to),
      pickupPoint: quote.pickupPoint,
      orderedAt: now,
      notes: input.notes || null,
      idempotencyKey,
      clientKey,
      codConfirmTokenHash: cod?.confirmToken.hash ?? null,
      codPhone: cod?.phone ?? null,
      payOnDelivery: cod && { confirmBy: confirmBy(now, this.config.payOnDelivery.confirmHours).toISOString(), confirmedAt: null, confirmedBy: null, collection: null, history: [] },
    });
    if (input.saveAddress && userId) await this.accounts.saveCheckoutAddress(manager, userId, saved.shippingAddress);
    await this.carts.clearOwnedCart(manager, input.sessionId, cartOwnerHash);
    await this.carts.endRemindersAfterOrder(manager, input.sessionId, toE164(input.phone));
    await this.webhooks.publish(manager, 'order.placed', { order: webhookOrder(saved) });

    // What other checkouts wait for comes last, each held until COMMIT (ADR 086): the units of each
    // size x colour (in variant id order), then the promotions' use counts, then the recipient's
    // message count. Cancellations take them in that order too, so the two never deadlock.
    await this.reserveStock(manager, lines);
    await this.redeemPromotions(manager, promotion, saved);
    if (cod) {
      await this.notifications.payOnDeliveryPlaced(manager, orderFacts(saved), {
        confirmUrl: `${origin.replace(/\/+$/, '')}/confirm-order/${cod.confirmToken.token}`,
        confirmBy: new Date(saved.payOnDelivery!.confirmBy!),
      });
    } else {
      // Paid online after placing: the messages say until when the items wait for the payment.
      await this.notifications.orderPlaced(manager, orderFacts(saved, saved.paymentStatus === 'pending' ? this.config.payments.holdMinutes : undefined));
    }
    return saved;
  }

  /** Per size x colour, sorted by variant id so concurrent orders lock variants in one order and never deadlock. */
  private async reserveStock(manager: EntityManager, lines: OrderLine[]): Promise<void> {
    for (const { line, quantity } of unitsByVariant(lines)) {
      if (!(await this.catalog.reserveStock(manager, line.variantId!, quantity))) throw shortOf(line, await this.catalog.variantStock(manager, line.variantId!));
    }
  }

  /** The uses are counted with the order; a code used up by a concurrent checkout undoes this one with a 409 naming it. */
  private async redeemPromotions(manager: EntityManager, promotion: PromotionPricing, order: Order): Promise<void> {
    if (promotion.applied.length === 0) return;
    await this.promotions.redeem(manager, promotion, { orderId: order.id, orderNumber: order.orderNumber, email: order.email, phone: order.phone, total: toPesewas(order.total) });
  }

  /**
   * Whether this basket may be paid at the door (ADR 054): up to COD_MAX_TOTAL, not for a phone that
   * refused COD_REFUSAL_LIMIT orders lately, and only where the delivery area takes money at the door.
   */
  private async payOnDeliveryFor(manager: EntityManager, phone: string, region: string, total: number): Promise<{ phone: string; confirmToken: { token: string; hash: string } }> {
    const maxTotal = this.config.payOnDelivery.maxTotal;
    const codPhone = refusalPhone(phone);
    const refusals = await this.orders.refusalsSince(manager, codPhone, refusalWindowStart(new Date()));
    const refusal = payOnDeliveryRefusal({ total, maxTotal, refusals });
    if (refusal?.reason === 'over-cap') throw new ConflictError(refusal.message, { paymentMethod: 'cod', payOnDeliveryMaxTotal: fromPesewas(maxTotal) });
    if (refusal) throw new ConflictError(refusal.message, { paymentMethod: 'cod', reason: refusal.reason });
    if (!(await this.payOnDeliveryAreas.allowsPayOnDelivery(region, manager))) {
      throw new ConflictError(`Pay on delivery is not available in ${region}. Please pay now with Mobile Money.`, { paymentMethod: 'cod', region });
    }
    return { phone: codPhone, confirmToken: newConfirmToken() };
  }

  /**
   * Unpaid orders hold their units until paid or expired: one client, e-mail or phone may hold at most
   * `limits` at once, or a single shopper could lock up the stock with orders never meant to be paid.
   */
  private async refuseHoarding(manager: EntityManager, keys: HoldKeys, lines: OrderLine[], total: number, limits: { units: number; total: number }): Promise<void> {
    const units = lines.reduce((sum, line) => sum + line.quantity, 0);
    const held = await this.orders.lockAndSumHoldings(manager, keys);
    const over = Object.values(held).some((holding) => holding.units + units > limits.units || holding.total + total > limits.total);
    if (!over) return;
    const { phone } = await this.settings.current(manager);
    const most = `${limits.units} items or ${formatCedis(limits.total, { fromPesewas: true })}`;
    throw new TooManyRequestsError(
      `Unpaid orders can hold at most ${most} at once. Please pay for the orders you have already placed first, or call the shop on ${phone} to order more.`,
      { holdLimits: { units: limits.units, total: fromPesewas(limits.total) } },
    );
  }

  private async findByIdempotencyKey({ idempotencyKey, order, origin }: PlaceOrderCommand): Promise<PlacedOrder | null> {
    if (!idempotencyKey) return null;
    const existing = await this.orders.byIdempotencyKey(idempotencyKey);
    if (!existing) return null;
    // A key replays only for the checkout that made it; anyone else learns nothing from it.
    if (existing.sessionId !== order.sessionId) throw new ConflictError('This Idempotency-Key was already used for another checkout');
    if (existing.paymentMethod === 'cod') return { order: { ...OrderDto.from(existing), payment: null }, created: false };
    // A process killed between the order and its first attempt left none: the replay starts it.
    const payment = (await this.payments.latestFor([existing.id])).get(existing.id) ?? (await this.payments.start(orderToPay(existing), origin));
    return { order: this.awaitingPayment(existing, payment), created: false };
  }
}

/** The refusal of a line its size and colour cannot fill, naming the units left. */
function shortOf(line: OrderLine, left: number): ConflictError {
  const name = nameWithChoice(line.name, line);
  return new ConflictError(left === 0 ? `${name} is sold out` : `Only ${left} of ${name} left in stock`, {
    productId: line.productId,
    variantId: line.variantId,
    size: line.size,
    color: line.color,
    available: left,
  });
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const driverError = (error instanceof QueryFailedError ? error.driverError : error) as { code?: string; constraint?: string };
  return driverError?.code === '23505' && driverError.constraint === constraint;
}
