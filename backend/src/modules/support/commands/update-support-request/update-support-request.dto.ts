import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { SUPPORT_PRIORITIES, SUPPORT_STATUSES } from '../../domain/support-constants';
import { Trimmed } from '../../../../shared/http/trimmed.decorator';
import { MultiLine } from '../../../../shared/http/plain-text.validator';

export class UpdateSupportRequestDto {
  @ApiProperty({ enum: SUPPORT_STATUSES, required: false })
  @IsOptional()
  @IsIn(SUPPORT_STATUSES)
  status?: string;

  @ApiProperty({ enum: SUPPORT_PRIORITIES, required: false })
  @IsOptional()
  @IsIn(SUPPORT_PRIORITIES)
  priority?: string;

  @Trimmed()
  @IsOptional()
  @IsString()
  @MultiLine()
  @MaxLength(5000)
  response?: string;
}
