import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trimmed } from '../../../../shared/http/trimmed.decorator';
import { MultiLine } from '../../../../shared/http/plain-text.validator';

export class ReviewSupplierFaceDto {
  @ApiProperty({ enum: ['verified', 'rejected'] })
  @IsIn(['verified', 'rejected'])
  status: 'verified' | 'rejected';

  @Trimmed()
  @IsOptional()
  @IsString()
  @MultiLine()
  @MaxLength(2000)
  notes?: string | null;
}
