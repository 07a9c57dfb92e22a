import { ApiProperty } from '@nestjs/swagger';
import { PHONE_NUMBER } from '@shop/rules';
import { IsIn, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { MatchesRule } from '../../../../shared/http/matches-rule.decorator';
import { Trimmed } from '../../../../shared/http/trimmed.decorator';
import { SingleLine } from '../../../../shared/http/plain-text.validator';
import { AcceptablePassword } from '../../../identity/dto/acceptable-password.decorator';
import { EmailAddress } from '../../../../shared/http/person-fields.decorator';

export class RegisterSupplierDto {
  @Trimmed()
  @IsString()
  @SingleLine()
  @Length(1, 255)
  businessName: string;

  @Trimmed()
  @IsString()
  @SingleLine()
  @Length(1, 255)
  contactPerson: string;

  @EmailAddress()
  email: string;

  @IsString()
  @Length(6, 200, { message: 'Password must be at least 6 characters' })
  @AcceptablePassword(6)
  password: string;

  @Trimmed()
  @MatchesRule(PHONE_NUMBER, 'phone must be a phone number like +86 138 0000 0000')
  phone: string;

  @Trimmed()
  @IsOptional()
  @IsString()
  @SingleLine()
  @MaxLength(500)
  address?: string | null;

  @Trimmed()
  @IsString()
  @SingleLine()
  @Length(2, 100)
  country: string;

  @ApiProperty({ enum: ['en', 'zh-CN'], default: 'en', required: false })
  @IsOptional()
  @IsIn(['en', 'zh-CN'])
  language?: 'en' | 'zh-CN';

  @Trimmed()
  @IsOptional()
  @IsString()
  @SingleLine()
  @MaxLength(100)
  taxId?: string | null;

  @Trimmed()
  @IsOptional()
  @IsString()
  @SingleLine()
  @MaxLength(100)
  businessLicense?: string | null;

  /** The selfie: a data URL (canvas.toDataURL) or bare base64 of a JPEG, PNG or WebP under 5 MB. */
  @IsString()
  @MaxLength(7_200_000)
  faceVerificationImage: string;

  /** The government ID image, same rules. */
  @IsString()
  @MaxLength(7_200_000)
  governmentIdImage: string;
}

export class SupplierApplicationReceiptDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'pending' })
  faceVerificationStatus: string;

  isApproved: boolean;
}
