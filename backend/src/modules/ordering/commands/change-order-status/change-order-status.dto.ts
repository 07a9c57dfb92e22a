import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ORDER_STATUSES } from '../../domain/order-status';
import { MultiLine, SingleLine } from '../../../../shared/http/plain-text.validator';

export class ChangeOrderStatusDto {
  @ApiProperty({ enum: ORDER_STATUSES })
  @IsIn(ORDER_STATUSES)
  status: string;

  /** Optional, with `shipped`. */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value))
  @IsString()
  @SingleLine()
  @MaxLength(100)
  trackingNumber?: string | null;

  /**
   * Why staff cancel the order: required when cancelling a paid order (it is refunded), kept in the
   * order's history for staff and never shown or sent to the customer (ADR 043).
   */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsString()
  @MultiLine()
  @MaxLength(500)
  reason?: string | null;
}
