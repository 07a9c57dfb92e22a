import { ApiProperty } from '@nestjs/swagger';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES } from '@shop/rules';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { AdminPageQueryDto } from '../../../../shared/http/admin-page-query.dto';
import { SearchTerm } from '../../../../shared/http/search-term.decorator';

export class ListMessagesQueryDto extends AdminPageQueryDto {
  /** Part of the recipient, the subject or the order number / support reference. */
  @SearchTerm()
  search?: string;

  @ApiProperty({ required: false, enum: MESSAGE_STATUSES })
  @IsOptional()
  @IsIn(MESSAGE_STATUSES)
  status?: string;

  @ApiProperty({ required: false, enum: MESSAGE_CHANNELS })
  @IsOptional()
  @IsIn(MESSAGE_CHANNELS)
  channel?: string;

  /** Only the messages about this order. */
  @ApiProperty({ required: false, format: 'uuid' })
  @IsOptional()
  @IsUUID()
  orderId?: string;
}
