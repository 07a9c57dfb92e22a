import { ApiProperty, PickType } from '@nestjs/swagger';
import { Order } from '../../domain/order.entity';
import { TrackedOrderDto } from '../../dto/order.dto';

/** The "Confirm your order" page: what anyone holding the link sees (no e-mail, phone or street address); its total is what the rider collects. */
export class PayOnDeliveryConfirmationDto extends PickType(TrackedOrderDto, ['orderNumber', 'firstName', 'items', 'subtotal', 'shipping', 'tax', 'total', 'deliveryType', 'orderStatus', 'paymentStatus'] as const) {
  /** Town and region only: enough to recognise the order. */
  city: string;

  region: string;

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
