import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { AdminPageQueryDto } from '../../../../shared/http/admin-page-query.dto';
import { RETURN_STATUSES, ReturnStatus } from '../../domain/return-rules';

export class ListReturnsQueryDto extends AdminPageQueryDto {
  /** Only returns in this state. */
  @ApiProperty({ required: false, enum: RETURN_STATUSES })
  @IsOptional()
  @IsIn(RETURN_STATUSES)
  status?: ReturnStatus;
}
