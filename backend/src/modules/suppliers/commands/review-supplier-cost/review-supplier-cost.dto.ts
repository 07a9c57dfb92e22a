import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export class ReviewSupplierCostDto {
  /** Approve puts the new cost (and its selling price) on sale; reject keeps the old one. */
  @ApiProperty({ enum: ['approve', 'reject'] })
  @IsIn(['approve', 'reject'])
  decision: 'approve' | 'reject';
}
