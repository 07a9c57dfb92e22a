import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { SUPPORT_SUBJECTS } from '../../domain/support-constants';
import { Trimmed } from '../../../../shared/http/trimmed.decorator';
import { MultiLine, SingleLine } from '../../../../shared/http/plain-text.validator';
import { EmailAddress, PersonName } from '../../../../shared/http/person-fields.decorator';

export class SubmitSupportRequestDto {
  @PersonName()
  firstName: string;

  @PersonName()
  lastName: string;

  @EmailAddress()
  email: string;

  @Trimmed()
  @IsOptional()
  @IsString()
  @SingleLine()
  @MaxLength(50)
  orderNumber?: string | null;

  @ApiProperty({ enum: SUPPORT_SUBJECTS })
  @IsIn(SUPPORT_SUBJECTS)
  subject: string;

  @Trimmed()
  @IsString()
  @MultiLine()
  @Length(1, 5000)
  message: string;
}
