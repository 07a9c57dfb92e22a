import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../../shared/timestamped';
import type { RefundStatus, ReturnReason, ReturnStatus } from './return-rules';

/** One line of a return: which order line (its index in the order's items), how many, and what inspection found. */
export interface ReturnLine {
  /** The line's index in the order's items, as text (order lines have no ids of their own). */
  orderItemId: string;
  productId: string;
  variantId: string | null;
  name: string;
  size: string | null;
  color: string | null;
  /** The unit price paid, as the order kept it. */
  price: string;
  quantity: number;
  /** Set by inspection: only resellable units go back to the variant's stock. */
  resellable: boolean | null;
  /** Another size or colour of the same product instead of money: its units are held from the start. */
  exchangeFor: { variantId: string; size: string | null; color: string | null } | null;
}

/** One step of a return as the shopper and staff read it. */
export interface ReturnStep {
  at: string;
  event: 'requested' | 'approved' | 'refused' | 'received' | 'inspected' | 'refund-transfer' | 'refund-sent' | 'refund-failed' | 'refund-owed' | 'refund-paid';
  /** 'shopper', or the staff member. */
  by: string;
  note: string | null;
}

@Entity('returns')
@Index('IDX_returns_status_created', ['status', 'createdAt'])
export class ReturnRequest extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('UQ_returns_return_number', { unique: true })
  @Column({ length: 20 })
  returnNumber: string;

  @Index('IDX_returns_order')
  @Column({ type: 'uuid' })
  orderId: string;

  @Column({ length: 50 })
  orderNumber: string;

  /** The order's, when the return started: how the money goes back. */
  @Column({ length: 20 })
  paymentMethod: string;

  @Column({ type: 'varchar', length: 20 })
  status: ReturnStatus;

  @Column({ type: 'varchar', length: 20 })
  reason: ReturnReason;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'jsonb' })
  lines: ReturnLine[];

  /** What the shopper pays to send it back (0 for the shop's fault), told before confirming. */
  @Column({ type: 'integer' })
  deliveryFeePesewas: number;

  /** What is refunded: the lines' share of what was paid, plus the delivery when it was the shop's fault. */
  @Column({ type: 'integer' })
  refundPesewas: number;

  /** Whether refundPesewas includes the order's delivery (once per order). */
  @Column({ default: false })
  refundsShipping: boolean;

  @Column({ type: 'varchar', length: 20, default: 'none' })
  refundStatus: RefundStatus;

  /** 'paystack', 'paypal'; for a pay-on-delivery order 'momo-transfer' (Paystack Transfers) or 'momo-by-hand'. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  refundVia: string | null;

  /** A Mobile Money transfer's reference, new for each attempt: Paystack pays a reference once. */
  @Index('UQ_returns_refund_reference', { unique: true })
  @Column({ type: 'varchar', length: 50, nullable: true })
  refundReference: string | null;

  /** When an instance last claimed sending that transfer; another may send it again only 2 minutes later. */
  @Column({ type: 'timestamptz', nullable: true })
  refundSendingAt: Date | null;

  /** The staff member's message to the shopper on approving or refusing. */
  @Column({ type: 'text', nullable: true })
  staffMessage: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  timeline: ReturnStep[];

  /** How many photos the shopper sent (return_photos): the list never loads their bytes. */
  @Column({ type: 'smallint', default: 0 })
  photoCount: number;
}
