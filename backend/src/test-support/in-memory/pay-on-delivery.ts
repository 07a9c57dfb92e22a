import type { SellableProduct } from '../../modules/catalog/catalog.service';
import type { Order, OrderLine } from '../../modules/ordering/domain/order.entity';
import { newConfirmToken } from '../../modules/ordering/domain/pay-on-delivery';
import type { InMemoryOrderRecords } from './order-records';

/** A line of `quantity` units of the product's first size x colour. */
export function lineOf(product: SellableProduct, quantity: number): OrderLine {
  const [variant] = product.variants;
  return { productId: product.id, name: product.name, price: product.price, quantity, size: variant.size, color: variant.color, variantId: variant.id, image: null };
}

/** A pay-on-delivery order as placing it left it (or as later steps did, through `fields`), with the token its SMS carried. */
export async function aPayOnDeliveryOrder(orders: InMemoryOrderRecords, fields: Partial<Omit<Order, 'id'>> & Pick<Order, 'items'>): Promise<{ order: Order; token: string }> {
  const { token, hash } = newConfirmToken();
  const order = await orders.placed({
    paymentMethod: 'cod',
    total: '209.55',
    codConfirmTokenHash: hash,
    codPhone: '+233241234567',
    payOnDelivery: { confirmBy: '2026-11-29T10:00:00.000Z', confirmedAt: null, confirmedBy: null, collection: null, history: [] },
    ...fields,
  });
  return { order, token };
}
