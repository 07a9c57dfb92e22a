import { ApiProperty } from '@nestjs/swagger';
import { COD_COLLECTION_METHODS } from '@shop/rules';
import { Order } from '../domain/order.entity';

/** What the shopper (and anyone with the order number) sees of a pay-on-delivery order. */
export class PayOnDeliveryDto {
  /** What the rider collects at the door ("209.55"); null once paid or cancelled. */
  @ApiProperty({ nullable: true, type: String, example: '209.55' })
  toCollect: string | null;

  /** Until when the shopper may confirm the order by the link in their SMS; then it is cancelled. */
  @ApiProperty({ nullable: true, type: Date })
  confirmBy: Date | null;

  /** When the order was confirmed (by the shopper's link or by staff on the phone); null while waiting. */
  @ApiProperty({ nullable: true, type: Date })
  confirmedAt: Date | null;

  /** When the rider collected the money; null until then. */
  @ApiProperty({ nullable: true, type: Date })
  collectedAt: Date | null;

  static from(order: Order): PayOnDeliveryDto | null {
    const record = order.payOnDelivery;
    if (order.paymentMethod !== 'cod' || !record) return null;
    const open = order.orderStatus !== 'cancelled' && (order.paymentStatus === 'pending' || order.paymentStatus === 'failed');
    return {
      toCollect: open ? order.total : null,
      confirmBy: record.confirmBy ? new Date(record.confirmBy) : null,
      confirmedAt: record.confirmedAt ? new Date(record.confirmedAt) : null,
      collectedAt: record.collection ? new Date(record.collection.at) : null,
    };
  }
}

export class PayOnDeliveryCollectionDto {
  @ApiProperty({ enum: COD_COLLECTION_METHODS })
  via: string;

  @ApiProperty({ example: '209.55' })
  amount: string;

  /** The staff member (later the rider) who recorded it. */
  by: string;

  at: Date;
}

export class PayOnDeliveryEventDto {
  at: Date;

  /** 'shopper' (the SMS link), 'shop' (the confirmation window ran out) or the staff member's e-mail. */
  by: string;

  @ApiProperty({ enum: ['confirmed', 'confirmed-by-phone', 'collected', 'momo-requested', 'refused', 'not-home', 'expired'] })
  event: string;

  @ApiProperty({ nullable: true, type: String })
  note: string | null;
}

/** Staff also see who confirmed, the collection record and the history at the door. */
export class PayOnDeliveryAdminDto extends PayOnDeliveryDto {
  @ApiProperty({ nullable: true, type: String })
  confirmedBy: string | null;

  @ApiProperty({ nullable: true, type: PayOnDeliveryCollectionDto })
  collection: PayOnDeliveryCollectionDto | null;

  @ApiProperty({ type: [PayOnDeliveryEventDto] })
  history: PayOnDeliveryEventDto[];

  static override from(order: Order): PayOnDeliveryAdminDto | null {
    const shown = PayOnDeliveryDto.from(order);
    const record = order.payOnDelivery;
    if (!shown || !record) return null;
    return {
      ...shown,
      confirmedBy: record.confirmedBy,
      collection: record.collection && { ...record.collection, at: new Date(record.collection.at) },
      history: record.history.map((entry) => ({ ...entry, at: new Date(entry.at) })),
    };
  }
}
