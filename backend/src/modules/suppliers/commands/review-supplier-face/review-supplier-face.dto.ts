import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trimmed } from '../../../../shared/http/trimmed.decorator';

export class ReviewSupplierFaceDto {
  @ApiProperty({ enum: ['verified', 'rejected'] })
  @IsIn(['verified', 'rejected'])
  status: 'verified' | 'rejected';

  @Trimmed()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  notes?: string | null;
}
