import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { moneyColumn } from '../../../shared/money-column';
import { Timestamped } from '../../../shared/timestamped';

export interface ShippingAddress {
  address: string;
  city: string;
  region: string;
  country: string;
  /** GhanaPostGPS, e.g. GA-183-8164; absent on orders placed without one. */
  digitalAddress?: string;
  landmark?: string;
  /** The delivery pin, both or neither. */
  lat?: number;
  lng?: number;
}

/** The pickup point as it was when the order was placed: a later edit or removal never moves a parcel. */
export interface OrderPickupPoint {
  id: string;
  name: string;
  address: string;
  digitalAddress: string | null;
  openingHours: string;
  phone: string;
}

export interface OrderLine {
  productId: string;
  name: string;
  price: string;
  quantity: number;
  size: string | null;
  color: string | null;
  /** The variant whose units the order took and gives back (ADR 025). */
  variantId: string | null;
  image: string | null;
  /** An exchange's line, shipped at no charge: the return (RT-...) it replaces units of (ADR 069). */
  exchangeFor?: string;
}

/** A promotion the order got, as it was when placed: a later change to the promotion never rewrites it (ADR 061). */
export interface OrderDiscount {
  promotionId: string;
  /** Null for an automatic promotion. */
  code: string | null;
  name: string;
  kind: string;
  /** Cedis off; for free delivery, the delivery fee. */
  amount: string;
}

/** One line of a pay-on-delivery order's history: who did what at the door or on the phone, and when. */
export interface PayOnDeliveryEvent {
  at: string;
  /** 'shopper' for the SMS link, else the staff member's e-mail. */
  by: string;
  event: 'confirmed' | 'confirmed-by-phone' | 'collected' | 'momo-requested' | 'refused' | 'not-home' | 'expired';
  note: string | null;
}

/** What pay on delivery keeps on its order (ADR 054). */
export interface PayOnDeliveryRecord {
  /** When an unconfirmed order expires (COD_CONFIRM_HOURS after placing). */
  confirmBy: string | null;
  confirmedAt: string | null;
  confirmedBy: string | null;
  collection: { via: 'cash' | 'momo'; amount: string; by: string; at: string } | null;
  history: PayOnDeliveryEvent[];
}

@Entity('orders')
@Index('IDX_orders_cod_refusals', ['codPhone', 'codRefusedAt'])
@Index('IDX_orders_created', ['createdAt'])
@Index('IDX_orders_payment_status_created', ['paymentStatus', 'createdAt'])
// Partial indexes of unpaid orders, one on an expression (migration 1795770000000), which TypeORM
// cannot describe; declared so schema sync leaves them alone.
@Index('IDX_orders_unpaid_client', { synchronize: false })
@Index('IDX_orders_unpaid_email', { synchronize: false })
@Index('IDX_orders_unpaid_phone_digits', { synchronize: false })
export class Order extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('UQ_orders_order_number', { unique: true })
  @Column({ length: 50 })
  orderNumber: string;

  @Index('IDX_orders_user')
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  sessionId: string | null;

  @Column({ length: 255 })
  email: string;

  @Column({ length: 100 })
  firstName: string;

  @Column({ length: 100 })
  lastName: string;

  @Column({ length: 30 })
  phone: string;

  @Column({ type: 'jsonb' })
  shippingAddress: ShippingAddress;

  @Column({ type: 'jsonb' })
  items: OrderLine[];

  @Column(moneyColumn())
  subtotal: string;

  @Column(moneyColumn())
  shipping: string;

  /** Every promotion's money off together (subtotal and delivery); the tax is 5% of the subtotal after the subtotal's part. */
  @Column(moneyColumn({ default: 0 }))
  discount: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  discounts: OrderDiscount[];

  @Column(moneyColumn())
  tax: string;

  @Column(moneyColumn())
  total: string;

  /** What returns gave back so far (ADR 069): revenue counts total minus this. */
  @Column(moneyColumn({ default: 0 }))
  refunded: string;

  @Column({ length: 20 })
  paymentMethod: string;

  @Column({ length: 20, default: 'pending' })
  paymentStatus: string;

  @Column({ length: 20, default: 'ordered' })
  orderStatus: string;

  @Column({ length: 20, default: 'standard' })
  deliveryType: string;

  /** ORDER_UPDATE_CHANNELS: how the shopper hears of the order on the phone, chosen at checkout (ADR 067). */
  @Column({ length: 10, default: 'sms' })
  updatesBy: string;

  /** The first Ghana day the order may arrive (its midnight), from the one estimate (ADR 053). */
  @Column({ type: 'timestamptz', nullable: true })
  estimatedDeliveryDate: Date | null;

  /** The last day of the promised range; null on orders placed before ranges, whose promise was one day. */
  @Column({ type: 'timestamptz', nullable: true })
  estimatedDeliveryLatest: Date | null;

  /** Where a `pickup` order is collected; null for delivery to the door. */
  @Column({ type: 'jsonb', nullable: true })
  pickupPoint: OrderPickupPoint | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  trackingNumber: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  orderedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  processingAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  shippedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  outForDeliveryAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  notificationsSent: Record<string, string>;

  /** Who placed it, as the rate limits count clients (an IPv6 client by its /64): bounds what one client holds unpaid. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  clientKey: string | null;

  /** Pay on delivery: SHA-256 (hex) of the token in the shopper's confirmation link; the token itself is never stored. */
  @Index('UQ_orders_cod_confirm_token', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  codConfirmTokenHash: string | null;

  /** The phone in E.164 when it reads as a number: a customer who verified it sees the order under My orders (ADR 059). */
  @Index('IDX_orders_phone_e164')
  @Column({ type: 'varchar', length: 20, nullable: true })
  phoneE164: string | null;

  /** Pay on delivery: the phone in E.164, which refusals at the door count against. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  codPhone: string | null;

  /** Pay on delivery: when the shopper turned the order away at the door. */
  @Column({ type: 'timestamptz', nullable: true })
  codRefusedAt: Date | null;

  @Column({ type: 'jsonb', nullable: true })
  payOnDelivery: PayOnDeliveryRecord | null;

  /** A retried checkout with the same key answers this order instead of placing another. */
  @Index('UQ_orders_idempotency_key', { unique: true })
  @Column({ type: 'varchar', length: 255, nullable: true })
  idempotencyKey: string | null;
}
