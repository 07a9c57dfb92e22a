import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ORDER_STATUSES } from '../../domain/order-status';
import { SingleLine } from '../../../../shared/http/plain-text.validator';

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
}
