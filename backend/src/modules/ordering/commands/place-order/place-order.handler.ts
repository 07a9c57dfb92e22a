import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { ConflictError, InvalidInputError } from '../../../../shared/http/domain-errors';
import { DeliveryType, estimatedDeliveryDate, formatCedis, fromPesewas, MAX_STORED_AMOUNT, orderTotals, toPesewas } from '@shop/rules';
import { CartService } from '../../../cart/cart.service';
import { CatalogService } from '../../../catalog/catalog.service';
import { assertProductOptions } from '../../../catalog/domain/product-options';
import { NotificationsService } from '../../../notifications/notifications.service';
import { Order, OrderLine } from '../../domain/order.entity';
import { orderFacts } from '../../domain/order-facts';
import { newOrderNumber } from '../../domain/order-number';
import { OrderDto } from '../../dto/order.dto';
import { OrderPlaced } from '../../events/order-placed.event';
import { ORDER_PAYMENTS, OrderPayments } from '../../ports/order-payments.port';
import { PlaceOrderCommand } from './place-order.command';

export interface PlacedOrder {
  order: OrderDto;
  /** False when an earlier request with the same Idempotency-Key already placed it. */
  created: boolean;
}

/**
 * Places an order in one transaction: prices from the catalog, totals recomputed in pesewas,
 * stock taken with conditional updates (never below zero), the shopper's cart emptied.
 */
@Injectable()
export class PlaceOrderHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly carts: CartService,
    private readonly events: EventEmitter2,
    @Inject(ORDER_PAYMENTS) private readonly payments: OrderPayments,
    private readonly notifications: NotificationsService,
  ) {}

  async execute(command: PlaceOrderCommand): Promise<PlacedOrder> {
    const replay = await this.findByIdempotencyKey(command);
    if (replay) return replay;
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
    // After the commit: the provider's answer (or outage) can never undo the order.
    return { order: { ...OrderDto.from(order), payment: await this.payments.start(order, command.origin) }, created: true };
  }

  private async place(manager: EntityManager, { order: input, cartOwnerHash, userId, idempotencyKey }: PlaceOrderCommand): Promise<Order> {
    const delivery = input.deliveryType as DeliveryType;
    const products = await this.catalog.findSellable(input.items.map((item) => item.productId), manager);

    const lines: OrderLine[] = input.items.map((item, index) => {
      const product = products.get(item.productId);
      // Never the client's item name: an error repeats only what the shop itself holds.
      if (!product || !product.isActive) throw new ConflictError('A product in your order is no longer available', { productId: item.productId });
      assertProductOptions(product, item, `items.${index}.`);
      return { productId: product.id, name: product.name, price: product.price, quantity: item.quantity, size: item.size || null, color: item.color || null, image: product.images[0] ?? null };
    });

    const totals = orderTotals(lines.map((line) => ({ unitPrice: toPesewas(line.price), quantity: line.quantity })), delivery);
    if (totals.total > MAX_STORED_AMOUNT) {
      throw new InvalidInputError({ total: [`An order can come to at most ${formatCedis(MAX_STORED_AMOUNT, { fromPesewas: true })}; this one comes to ${formatCedis(totals.total, { fromPesewas: true })}. Please split it.`] });
    }
    const serverTotals = { subtotal: fromPesewas(totals.subtotal), shipping: fromPesewas(totals.shipping), tax: fromPesewas(totals.tax), total: fromPesewas(totals.total) };
    const clientTotals = { subtotal: input.subtotal, shipping: input.shipping, tax: input.tax, total: input.total };
    if (Object.entries(serverTotals).some(([key, value]) => toPesewas(clientTotals[key as keyof typeof clientTotals]) !== toPesewas(value))) {
      throw new ConflictError('Prices have changed since you opened checkout. Please review the new total.', { totals: serverTotals });
    }

    // Sorted so concurrent orders lock products in one order and never deadlock.
    const unitsByProduct = new Map<string, number>();
    for (const line of lines) unitsByProduct.set(line.productId, (unitsByProduct.get(line.productId) ?? 0) + line.quantity);
    for (const [productId, quantity] of [...unitsByProduct].sort(([a], [b]) => a.localeCompare(b))) {
      if (!(await this.catalog.reserveStock(manager, productId, quantity))) {
        const product = products.get(productId)!;
        const left = (await this.catalog.findSellable([productId], manager)).get(productId)?.stock ?? 0;
        throw new ConflictError(left === 0 ? `${product.name} is sold out` : `Only ${left} of ${product.name} left in stock`, { productId, available: left });
      }
    }

    const now = new Date();
    const { address, city, region, country } = input.shippingAddress;
    const saved = await manager.save(
      manager.create(Order, {
        orderNumber: newOrderNumber(),
        userId,
        sessionId: input.sessionId,
        // Text fields arrive trimmed (the DTO's @Trimmed); IsEmail refuses spaces around an e-mail.
        email: input.email.toLowerCase(),
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        shippingAddress: { address, city, region, country },
        items: lines,
        ...serverTotals,
        paymentMethod: input.paymentMethod,
        paymentStatus: 'pending',
        orderStatus: 'ordered',
        deliveryType: delivery,
        estimatedDeliveryDate: estimatedDeliveryDate(delivery, now),
        orderedAt: now,
        notes: input.notes || null,
        idempotencyKey,
      }),
    );
    await this.carts.clearOwnedCart(manager, input.sessionId, cartOwnerHash);
    await this.notifications.orderPlaced(manager, orderFacts(saved));
    return saved;
  }

  private async findByIdempotencyKey({ idempotencyKey, order, origin }: PlaceOrderCommand): Promise<PlacedOrder | null> {
    if (!idempotencyKey) return null;
    const existing = await this.dataSource.getRepository(Order).findOneBy({ idempotencyKey });
    if (!existing) return null;
    // A key replays only for the checkout that made it; anyone else learns nothing from it.
    if (existing.sessionId !== order.sessionId) throw new ConflictError('This Idempotency-Key was already used for another checkout');
    // A process killed between the order and its first attempt left none: the replay starts it.
    const payment = (await this.payments.latestFor([existing.id])).get(existing.id) ?? (await this.payments.start(existing, origin));
    return { order: { ...OrderDto.from(existing), payment }, created: false };
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const driverError = (error instanceof QueryFailedError ? error.driverError : error) as { code?: string; constraint?: string };
  return driverError?.code === '23505' && driverError.constraint === constraint;
}
