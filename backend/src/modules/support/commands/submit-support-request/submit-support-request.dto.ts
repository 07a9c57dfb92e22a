import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsIn, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { SUPPORT_SUBJECTS } from '../../domain/support-constants';

export class SubmitSupportRequestDto {
  @IsString()
  @Length(1, 100)
  firstName: string;

  @IsString()
  @Length(1, 100)
  lastName: string;

  @IsEmail()
  @MaxLength(255)
  email: string;

  @IsOptional()
  @IsString()
  @MaxLength(50)
  orderNumber?: string | null;

  @ApiProperty({ enum: SUPPORT_SUBJECTS })
  @IsIn(SUPPORT_SUBJECTS)
  subject: string;

  @IsString()
  @Length(1, 5000)
  message: string;
}
