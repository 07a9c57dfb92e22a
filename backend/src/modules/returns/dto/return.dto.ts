import { ApiProperty } from '@nestjs/swagger';
import { fromPesewas } from '@shop/rules';
import { ReturnLine, ReturnRequest, ReturnStep } from '../domain/return-request.entity';
import { REFUND_STATUSES, RETURN_REASONS, RETURN_STATUSES, type RefundStatus, type ReturnReason, type ReturnStatus } from '../domain/return-rules';

export class ReturnExchangeDto {
  variantId: string;
  size: string | null;
  color: string | null;
}

export class ReturnLineDto {
  orderItemId: string;
  productId: string;
  name: string;
  size: string | null;
  color: string | null;
  price: string;
  quantity: number;
  /** null until inspected. */
  resellable: boolean | null;
  /** The size and colour sent instead of a refund; null for a refund. */
  exchangeFor: ReturnExchangeDto | null;

  static from(line: ReturnLine): ReturnLineDto {
    const { orderItemId, productId, name, size, color, price, quantity, resellable } = line;
    return { orderItemId, productId, name, size, color, price, quantity, resellable, exchangeFor: line.exchangeFor ?? null };
  }
}

export class ReturnStepDto {
  at: string;
  @ApiProperty({ enum: ['requested', 'approved', 'refused', 'received', 'inspected', 'refund-transfer', 'refund-sent', 'refund-failed', 'refund-owed', 'refund-paid'] })
  event: ReturnStep['event'];
  /** 'shopper' or 'staff' (the shopper never sees who). */
  by: string;
  note: string | null;
}

/** A return as its shopper sees it (by its number): no contact details. */
export class ReturnDto {
  id: string;
  returnNumber: string;
  orderNumber: string;
  @ApiProperty({ enum: RETURN_STATUSES })
  status: ReturnStatus;
  @ApiProperty({ enum: RETURN_REASONS })
  reason: ReturnReason;
  note: string | null;
  lines: ReturnLineDto[];
  /** What the shopper pays to send it back, in cedis ("0.00" when the fault was the shop's). */
  deliveryFee: string;
  /** What is given back, in cedis. */
  refund: string;
  refundsShipping: boolean;
  @ApiProperty({ enum: REFUND_STATUSES })
  refundStatus: RefundStatus;
  staffMessage: string | null;
  timeline: ReturnStepDto[];
  /** Photos the shopper sent; staff read them at /api/admin/returns/{id}/photos/{0..n-1}. */
  photoCount: number;
  createdAt: Date;

  static from(row: ReturnRequest, forStaff = false): ReturnDto {
    return {
      ...(forStaff ? { orderId: row.orderId, paymentMethod: row.paymentMethod, refundVia: row.refundVia } : {}),
      id: row.id,
      returnNumber: row.returnNumber,
      orderNumber: row.orderNumber,
      status: row.status,
      reason: row.reason,
      note: row.note,
      lines: row.lines.map(ReturnLineDto.from),
      deliveryFee: fromPesewas(row.deliveryFeePesewas),
      refund: fromPesewas(row.refundPesewas),
      refundsShipping: row.refundsShipping,
      refundStatus: row.refundStatus,
      staffMessage: row.staffMessage,
      timeline: row.timeline.map((step) => ({ ...step, by: forStaff || step.by === 'shopper' ? step.by : 'staff' })),
      photoCount: row.photoCount,
      createdAt: row.createdAt,
    };
  }
}

/** What the shopper is told before confirming: the return delivery fee and the refund. */
export class ReturnQuoteDto {
  deliveryFee: string;
  refund: string;
  refundsShipping: boolean;
  /** The last day a return of this order may start (ISO). */
  windowClosesAt: string;
}

/** A return in the admin console: the order's payment method and the refund's way back. */
export class AdminReturnDto extends ReturnDto {
  orderId: string;
  paymentMethod: string;
  refundVia: string | null;

  static forStaff(row: ReturnRequest): AdminReturnDto {
    return ReturnDto.from(row, true) as AdminReturnDto;
  }
}
