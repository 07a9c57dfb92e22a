import { ApiProperty } from '@nestjs/swagger';
import { ORDER_PAYMENT_STATUSES } from '@shop/rules';
import { ORDER_STATUSES } from '../../domain/order-status';
import { Order } from '../../domain/order.entity';
import { OrderLineDto } from '../../dto/order.dto';

/** The "Confirm your order" page: what anyone holding the link sees (no e-mail, phone or street address). */
export class PayOnDeliveryConfirmationDto {
  @ApiProperty({ example: 'GH-7KQ2-M9XD-4TRB' })
  orderNumber: string;

  firstName: string;

  items: OrderLineDto[];

  @ApiProperty({ example: '171.00' })
  subtotal: string;

  @ApiProperty({ example: '30.00' })
  shipping: string;

  @ApiProperty({ example: '8.55' })
  tax: string;

  /** What the rider collects at the door. */
  @ApiProperty({ example: '209.55' })
  total: string;

  deliveryType: string;

  /** Town and region only: enough to recognise the order. */
  city: string;

  region: string;

  @ApiProperty({ enum: ORDER_STATUSES })
  orderStatus: string;

  @ApiProperty({ enum: ORDER_PAYMENT_STATUSES })
  paymentStatus: string;

  @ApiProperty({ nullable: true, type: Date })
  confirmBy: Date | null;

  /** Null until confirmed; confirming again keeps the first time. */
  @ApiProperty({ nullable: true, type: Date })
  confirmedAt: Date | null;

  static from(order: Order): PayOnDeliveryConfirmationDto {
    const record = order.payOnDelivery;
    return {
      orderNumber: order.orderNumber,
      firstName: order.firstName,
      items: order.items.map((item) => ({ ...item, variantId: item.variantId ?? null })),
      subtotal: order.subtotal,
      shipping: order.shipping,
      tax: order.tax,
      total: order.total,
      deliveryType: order.deliveryType,
      city: order.shippingAddress.city,
      region: order.shippingAddress.region,
      orderStatus: order.orderStatus,
      paymentStatus: order.paymentStatus,
      confirmBy: record?.confirmBy ? new Date(record.confirmBy) : null,
      confirmedAt: record?.confirmedAt ? new Date(record.confirmedAt) : null,
    };
  }
}
