import { ApiProperty } from '@nestjs/swagger';
import { Order, OrderPickupPoint, ShippingAddress } from '../domain/order.entity';
import { CHECKOUT_DELIVERY_TYPES, ORDER_UPDATE_CHANNELS, formatDeliveryEstimate, ghanaClock, ORDER_PAYMENT_STATUSES, PAYMENT_METHODS } from '@shop/rules';
import { ORDER_STATUSES } from '../domain/order-status';
import { maskEmail, maskPhone } from '../domain/masked-contact';
import { OrderPaymentDto } from '../ports/order-payment.dto';
import { PayOnDeliveryAdminDto, PayOnDeliveryDto } from './pay-on-delivery.dto';
import { AppliedPromotionDto } from '../../promotions/queries/quote-promotions/quote-promotions.dto';

export class ShippingAddressDto {
  address: string;
  city: string;
  region: string;
  country: string;
  /** GhanaPostGPS, e.g. GA-183-8164; null when the shopper gave none. */
  digitalAddress: string | null;
  landmark: string | null;
  /** The delivery pin; both null when the shopper set none. */
  lat: number | null;
  lng: number | null;

  static from(address: ShippingAddress): ShippingAddressDto {
    return {
      address: address.address,
      city: address.city,
      region: address.region,
      country: address.country,
      digitalAddress: address.digitalAddress ?? null,
      landmark: address.landmark ?? null,
      lat: address.lat ?? null,
      lng: address.lng ?? null,
    };
  }
}

/** What was promised when the order was placed: a day, or a range of days. */
export class OrderDeliveryEstimateDto {
  /** The first and last Ghana day ('YYYY-MM-DD'); the same day for one date. */
  from: string;
  to: string;
  /** 'Mon 30 Nov' or 'Tue 1 Dec – Thu 3 Dec', as checkout showed it. */
  text: string;

  static from(order: Pick<Order, 'estimatedDeliveryDate' | 'estimatedDeliveryLatest'>): OrderDeliveryEstimateDto | null {
    if (!order.estimatedDeliveryDate) return null;
    const from = ghanaClock(order.estimatedDeliveryDate).day;
    const to = order.estimatedDeliveryLatest ? ghanaClock(order.estimatedDeliveryLatest).day : from;
    return { from, to, text: formatDeliveryEstimate({ from, to }) };
  }
}

/** Where a pickup order is collected, as the point was when the order was placed. */
export class OrderPickupPointDto {
  name: string;
  address: string;
  @ApiProperty({ nullable: true, type: String })
  digitalAddress: string | null;
  openingHours: string;
  phone: string;

  static from(point: OrderPickupPoint | null): OrderPickupPointDto | null {
    return point ? { name: point.name, address: point.address, digitalAddress: point.digitalAddress, openingHours: point.openingHours, phone: point.phone } : null;
  }
}

export class OrderLineDto {
  @ApiProperty({ format: 'uuid' })
  productId: string;

  name: string;

  /** Unit price charged, in cedis. */
  @ApiProperty({ example: '185.00' })
  price: string;

  quantity: number;

  @ApiProperty({ nullable: true, type: String })
  size: string | null;

  @ApiProperty({ nullable: true, type: String })
  color: string | null;

  /** The size x colour the units were taken from; null only on an order whose product was deleted before variants existed (ADR 025). */
  @ApiProperty({ nullable: true, type: String, format: 'uuid' })
  variantId: string | null;

  @ApiProperty({ nullable: true, type: String })
  image: string | null;

  /** Set on a line added by an exchange, shipped at no charge: the return number it belongs to. */
  exchangeFor?: string;
}

/** A promotion the order got: its own line under the subtotal (ADR 061), as the cart's quote showed it. */
export class OrderDiscountDto extends AppliedPromotionDto {}

/** What anyone holding the order number sees: no e-mail, no phone. */
export class TrackedOrderDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'GH-7KQ2-M9XD-4TRB' })
  orderNumber: string;

  @ApiProperty({ nullable: true, type: String, format: 'uuid' })
  userId: string | null;

  firstName: string;

  lastName: string;

  shippingAddress: ShippingAddressDto;

  items: OrderLineDto[];

  @ApiProperty({ example: '171.00' })
  subtotal: string;

  @ApiProperty({ example: '30.00' })
  shipping: string;

  /** Money off from promotions, subtotal and delivery together; '0.00' without one. */
  @ApiProperty({ example: '0.00' })
  discount: string;

  @ApiProperty({ type: [OrderDiscountDto] })
  discounts: OrderDiscountDto[];

  @ApiProperty({ example: '8.55' })
  tax: string;

  @ApiProperty({ example: '209.55' })
  total: string;

  @ApiProperty({ enum: PAYMENT_METHODS })
  paymentMethod: string;

  @ApiProperty({ enum: ORDER_PAYMENT_STATUSES })
  paymentStatus: string;

  /** The latest payment attempt; null when none was started. */
  @ApiProperty({ type: OrderPaymentDto, nullable: true })
  payment: OrderPaymentDto | null;

  @ApiProperty({ enum: ORDER_STATUSES })
  orderStatus: string;

  /** Pay on delivery (paymentMethod cod): what the rider collects and whether the shopper confirmed; null for prepaid orders. */
  @ApiProperty({ type: PayOnDeliveryDto, nullable: true })
  payOnDelivery: PayOnDeliveryDto | null;

  /**
   * Until when an unpaid order keeps its items (then it expires and is cancelled); null once paid,
   * cancelled or moved on by staff.
   */
  @ApiProperty({ nullable: true, type: Date })
  heldUntil: Date | null;

  /** Where the order's messages (the receipt) go, masked: "k•••@gmail.com". */
  @ApiProperty({ example: 'k•••@gmail.com' })
  receiptEmail: string;

  /** The phone the order's SMS go to, masked to its last three digits: "••• ••• 567". */
  @ApiProperty({ example: '••• ••• 567' })
  receiptPhone: string;

  @ApiProperty({ enum: CHECKOUT_DELIVERY_TYPES })
  deliveryType: string;

  /** How the order's phone messages go: SMS, or WhatsApp with SMS when WhatsApp fails (ADR 067). */
  @ApiProperty({ enum: ORDER_UPDATE_CHANNELS })
  updatesBy: string;

  @ApiProperty({ nullable: true, type: Date })
  estimatedDeliveryDate: Date | null;

  /** The delivery date or range promised at checkout (ADR 053). */
  @ApiProperty({ nullable: true, type: OrderDeliveryEstimateDto })
  deliveryEstimate: OrderDeliveryEstimateDto | null;

  /** Where a pickup order is collected; null for delivery to the door. */
  @ApiProperty({ nullable: true, type: OrderPickupPointDto })
  pickupPoint: OrderPickupPointDto | null;

  @ApiProperty({ nullable: true, type: String })
  trackingNumber: string | null;

  @ApiProperty({ nullable: true, type: Date })
  orderedAt: Date | null;

  @ApiProperty({ nullable: true, type: Date })
  confirmedAt: Date | null;

  @ApiProperty({ nullable: true, type: Date })
  processingAt: Date | null;

  @ApiProperty({ nullable: true, type: Date })
  shippedAt: Date | null;

  @ApiProperty({ nullable: true, type: Date })
  outForDeliveryAt: Date | null;

  @ApiProperty({ nullable: true, type: Date })
  deliveredAt: Date | null;

  /** When each message about the order left the shop, by kind and channel ("order-shipped:sms"), as ISO times. */
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', format: 'date-time' },
    example: { 'order-placed:email': '2026-11-28T14:02:11.000Z', 'order-placed:sms': '2026-11-28T14:02:12.000Z' },
  })
  notificationsSent: Record<string, string>;

  createdAt: Date;

  updatedAt: Date;

  static from(order: Order): TrackedOrderDto {
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      userId: order.userId,
      firstName: order.firstName,
      lastName: order.lastName,
      shippingAddress: ShippingAddressDto.from(order.shippingAddress),
      // Orders from before variants whose product had gone carry none (ADR 025).
      items: order.items.map((item) => ({ ...item, variantId: item.variantId ?? null })),
      subtotal: order.subtotal,
      shipping: order.shipping,
      discount: order.discount,
      // Orders from before promotions read '[]' from the table; one built in memory may have none.
      discounts: (order.discounts ?? []).map(({ code, name, kind, amount }) => ({ code, name, kind, amount })),
      tax: order.tax,
      total: order.total,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      payment: null,
      orderStatus: order.orderStatus,
      payOnDelivery: PayOnDeliveryDto.from(order),
      heldUntil: null,
      receiptEmail: maskEmail(order.email),
      receiptPhone: maskPhone(order.phone),
      deliveryType: order.deliveryType,
      updatesBy: order.updatesBy,
      estimatedDeliveryDate: order.estimatedDeliveryDate,
      deliveryEstimate: OrderDeliveryEstimateDto.from(order),
      pickupPoint: OrderPickupPointDto.from(order.pickupPoint),
      trackingNumber: order.trackingNumber,
      orderedAt: order.orderedAt,
      confirmedAt: order.confirmedAt,
      processingAt: order.processingAt,
      shippedAt: order.shippedAt,
      outForDeliveryAt: order.outForDeliveryAt,
      deliveredAt: order.deliveredAt,
      notificationsSent: order.notificationsSent,
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
    };
  }
}

/** The whole order, for the shopper who placed it and for admins. */
export class OrderDto extends TrackedOrderDto {
  email: string;

  phone: string;

  @ApiProperty({ nullable: true, type: String })
  notes: string | null;

  /** With who confirmed, the collection record and the history at the door. */
  @ApiProperty({ type: PayOnDeliveryAdminDto, nullable: true })
  declare payOnDelivery: PayOnDeliveryAdminDto | null;

  static override from(order: Order): OrderDto {
    return { ...TrackedOrderDto.from(order), email: order.email, phone: order.phone, notes: order.notes, payOnDelivery: PayOnDeliveryAdminDto.from(order) };
  }
}
