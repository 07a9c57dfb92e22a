import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { fromPesewas } from '@shop/rules';
import { DataSource, EntityManager, Not } from 'typeorm';
import { ConflictError, NotFoundError } from '../../../../shared/http/domain-errors';
import { cleanPrivateImage } from '../../../../shared/private-image';
import { CatalogService } from '../../../catalog/catalog.service';
import type { Variant } from '../../../catalog/domain/product-variants';
import { DeliveryService } from '../../../delivery/delivery.service';
import { toE164 } from '../../../notifications/messages/phone-number';
import { NotificationsService } from '../../../notifications/notifications.service';
import { OrderForReturn, OrderingService } from '../../../ordering/ordering.service';
import { draftReturn, ReturnDraft } from '../../domain/draft-return';
import { ReturnPhoto } from '../../domain/return-photo.entity';
import { ReturnRequest } from '../../domain/return-request.entity';
import { newReturnNumber } from '../../domain/return-rules';
import { returnFacts, step } from '../../domain/return-steps';
import { ReturnDto, ReturnQuoteDto } from '../../dto/return.dto';
import { StartReturnCommand } from './start-return.command';

/**
 * A shopper asks to send lines of a delivered order back. The order row is locked for the
 * transaction, so two requests for the same line (a double tap, two tabs) are checked one after
 * the other and the second sees the first.
 */
@Injectable()
export class StartReturnHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderingService,
    private readonly delivery: DeliveryService,
    private readonly notifications: NotificationsService,
    private readonly catalog: CatalogService,
  ) {}

  async quote(command: StartReturnCommand): Promise<ReturnQuoteDto> {
    const draft = await this.dataSource.transaction((manager) => this.draft(manager, command, false).then(({ draft }) => draft));
    return { deliveryFee: fromPesewas(draft.deliveryFeePesewas), refund: fromPesewas(draft.refundPesewas), refundsShipping: draft.refundsShipping, windowClosesAt: draft.windowClosesAt.toISOString() };
  }

  async execute(command: StartReturnCommand): Promise<ReturnDto> {
    // Decoded and re-encoded before the order row is locked: the slow part holds no lock.
    const photos: { data: Buffer; mimeType: string }[] = [];
    for (const [index, photo] of (command.request.photos ?? []).entries()) photos.push(await cleanPrivateImage(`photos.${index}`, photo));
    const saved = await this.dataSource.transaction(async (manager) => {
      const { order, draft } = await this.draft(manager, command, true);
      // The exchange's units are held at once, in variant-id order like every stock change (ADR 003).
      const exchanges = draft.lines.filter((line) => line.exchangeFor).sort((a, b) => (a.exchangeFor!.variantId < b.exchangeFor!.variantId ? -1 : 1));
      for (const line of exchanges) {
        if (!(await this.catalog.reserveStock(manager, line.exchangeFor!.variantId, line.quantity))) {
          const choice = [line.exchangeFor!.size ? `size ${line.exchangeFor!.size}` : null, line.exchangeFor!.color].filter(Boolean).join(', ');
          throw new ConflictError(`${line.name}${choice ? ` in ${choice}` : ''} is sold out: you can return it for a refund instead`, { orderItemId: line.orderItemId, offer: 'refund' });
        }
      }
      const row = await manager.save(
        manager.create(ReturnRequest, {
          returnNumber: newReturnNumber(),
          orderId: order.id,
          orderNumber: order.orderNumber,
          paymentMethod: order.paymentMethod,
          status: 'requested',
          reason: command.request.reason,
          note: command.request.note?.trim() || null,
          lines: draft.lines,
          deliveryFeePesewas: draft.deliveryFeePesewas,
          refundPesewas: draft.refundPesewas,
          refundsShipping: draft.refundsShipping,
          refundStatus: 'none',
          refundVia: null,
          staffMessage: null,
          timeline: [step('requested', 'shopper', command.request.note?.trim() || null)],
          photoCount: photos.length,
        }),
      );
      if (photos.length > 0) await manager.insert(ReturnPhoto, photos.map((photo, position) => ({ returnId: row.id, position, ...photo })));
      await this.notifications.returnStep(manager, order.facts, returnFacts(row), 'requested');
      return row;
    });
    return ReturnDto.from(saved);
  }

  private async draft(manager: EntityManager, { request, customer }: StartReturnCommand, lock: boolean): Promise<{ order: OrderForReturn; draft: ReturnDraft }> {
    const order = await this.orders.findForReturn(manager, { orderNumber: request.orderNumber }, lock);
    // A wrong contact answers as an unknown order does: the number alone tells nobody whose it is.
    if (!order || !mayReturn(order, customer, request.contact)) throw new NotFoundError('Order not found: check the order number and the e-mail or phone it was placed with');
    const earlier = await manager.find(ReturnRequest, { where: { orderId: order.id, status: Not('refused') } });
    const alreadyReturned = new Map<string, number>();
    for (const line of earlier.flatMap((row) => row.lines)) alreadyReturned.set(line.orderItemId, (alreadyReturned.get(line.orderItemId) ?? 0) + line.quantity);
    const draft = draftReturn(order, request, {
      alreadyReturned,
      shippingRefunded: earlier.some((row) => row.refundsShipping),
      returnFeePesewas: await this.delivery.returnFee(order.region, manager),
      now: new Date(),
      variantsOf: await this.variantsOf(manager, order, request.lines),
    });
    return { order, draft };
  }

  /** The sizes and colours (with their stock now) of the products the shopper would exchange. */
  private async variantsOf(manager: EntityManager, order: OrderForReturn, lines: StartReturnCommand['request']['lines']): Promise<Map<string, Variant[]>> {
    const productIds = [...new Set(lines.filter((line) => line.exchangeVariantId).map((line) => order.items[Number(line.orderItemId)]?.productId).filter(Boolean))];
    if (productIds.length === 0) return new Map();
    const products = await this.catalog.findSellable(productIds, manager);
    return new Map([...products].map(([id, product]) => [id, product.isActive ? product.variants : []]));
  }
}


/** The customer's own order (placed signed in, or to their verified phone), or the order's e-mail or phone given. */
function mayReturn(order: OrderForReturn, customer: StartReturnCommand['customer'], contact: string | undefined): boolean {
  if (customer && (order.userId === customer.id || (customer.phone !== null && order.phoneE164 === customer.phone))) return true;
  const given = contact?.trim();
  if (!given) return false;
  if (given.includes('@')) return given.toLowerCase() === order.email.trim().toLowerCase();
  const phone = toE164(given);
  return phone !== null && phone === (order.phoneE164 ?? toE164(order.phone));
}
