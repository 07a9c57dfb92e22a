import { toPesewas } from '@shop/rules';
import { ConflictError, InvalidInputError } from '../../../shared/http/domain-errors';
import type { OrderForReturn } from '../../ordering/ordering.service';
import type { Variant } from '../../catalog/domain/product-variants';
import { ReturnLine } from './return-request.entity';
import { linesRefund, ReturnReason, SHOPS_FAULT, windowClosesAt } from './return-rules';

export interface ReturnDraft {
  lines: ReturnLine[];
  deliveryFeePesewas: number;
  refundPesewas: number;
  refundsShipping: boolean;
  windowClosesAt: Date;
}

/**
 * The return a shopper asks for, checked against its order: delivered, within the window, each line
 * one of the order's and not returned beyond what was bought (`alreadyReturned`: units per line in
 * the order's returns not refused). 409 with the reason otherwise; a malformed line is a 400.
 */
export function draftReturn(
  order: OrderForReturn,
  request: { lines: { orderItemId: string; quantity: number; exchangeVariantId?: string }[]; reason: ReturnReason },
  context: { alreadyReturned: Map<string, number>; shippingRefunded: boolean; returnFeePesewas: number; now: Date; variantsOf: Map<string, Variant[]> },
): ReturnDraft {
  if (order.orderStatus !== 'delivered' || !order.deliveredAt) throw new ConflictError('Items can be returned once the order is delivered', { orderStatus: order.orderStatus });
  const closes = windowClosesAt(order.deliveredAt);
  if (context.now > closes) throw new ConflictError(`The 14-day return window for this order closed on ${closes.toISOString().slice(0, 10)}`, { windowClosesAt: closes.toISOString() });
  if (order.paymentStatus !== 'paid') throw new ConflictError('Only a paid order can be returned for a refund', { paymentStatus: order.paymentStatus });
  const seen = new Set<string>();
  const lines: ReturnLine[] = [];
  for (const [index, asked] of request.lines.entries()) {
    const line = order.items[Number(asked.orderItemId)];
    if (!line) throw new InvalidInputError({ [`lines.${index}.orderItemId`]: ['orderItemId is not a line of this order'] });
    if (seen.has(asked.orderItemId)) throw new InvalidInputError({ [`lines.${index}.orderItemId`]: ['each line may be named once'] });
    seen.add(asked.orderItemId);
    const returned = context.alreadyReturned.get(asked.orderItemId) ?? 0;
    if (returned + asked.quantity > line.quantity) {
      const left = line.quantity - returned;
      throw new ConflictError(
        left <= 0 ? `${line.name} has already been returned` : `Only ${left} of ${line.name} can still be returned`,
        { field: `lines.${index}.quantity`, orderItemId: asked.orderItemId, returnable: Math.max(0, left) },
      );
    }
    let exchangeFor: ReturnLine['exchangeFor'] = null;
    if (asked.exchangeVariantId) {
      const variant = context.variantsOf.get(line.productId)?.find((candidate) => candidate.id === asked.exchangeVariantId);
      const field = `lines.${index}.exchangeVariantId`;
      if (!variant) throw new InvalidInputError({ [field]: ['exchangeVariantId must be another size or colour of the same product'] });
      if (variant.size === line.size && variant.color === line.color) throw new InvalidInputError({ [field]: ['exchangeVariantId must differ from the size and colour bought'] });
      if (variant.stock < asked.quantity) {
        const choice = [variant.size ? `size ${variant.size}` : null, variant.color].filter(Boolean).join(', ');
        throw new ConflictError(`${line.name}${choice ? ` in ${choice}` : ''} is sold out: you can return it for a refund instead`, { field, offer: 'refund', available: variant.stock });
      }
      exchangeFor = { variantId: variant.id, size: variant.size, color: variant.color };
    }
    lines.push({ orderItemId: asked.orderItemId, productId: line.productId, variantId: line.variantId ?? null, name: line.name, size: line.size, color: line.color, price: line.price, quantity: asked.quantity, resellable: null, exchangeFor });
  }
  const shopsFault = SHOPS_FAULT.includes(request.reason);
  const refundsShipping = shopsFault && !context.shippingRefunded && lines.some((line) => !line.exchangeFor);
  // An exchange is the same product at the same price: nothing is refunded or charged for it.
  const linesPesewas = lines.filter((line) => !line.exchangeFor).reduce((sum, line) => sum + toPesewas(line.price) * line.quantity, 0);
  const money = { subtotal: toPesewas(order.subtotal), total: toPesewas(order.total), shippingPaid: toPesewas(order.shippingPaid) };
  const left = money.total - toPesewas(order.refunded);
  const refundPesewas = Math.min(left, linesRefund(linesPesewas, money) + (refundsShipping ? money.shippingPaid : 0));
  return { lines, deliveryFeePesewas: shopsFault ? 0 : context.returnFeePesewas, refundPesewas, refundsShipping, windowClosesAt: closes };
}
