import { ApiProperty } from '@nestjs/swagger';
import { ORDER_UPDATE_CHANNELS } from '@shop/rules';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { SingleLine } from '../../../../shared/http/plain-text.validator';
import { GhanaOrInternationalPhone } from '../../domain/sign-in-phone';

export class SendSignInCodeDto {
  /** As typed: 024 123 4567, +233 24 123 4567 or 233241234567. */
  @IsString()
  @SingleLine()
  @MaxLength(30)
  @GhanaOrInternationalPhone()
  phone: string;
}

export class SendSignInCodeRequestDto extends SendSignInCodeDto {
  /** `whatsapp`: the code goes by WhatsApp's authentication template, and by SMS if WhatsApp fails (ADR 067). Omitted: SMS. */
  @ApiProperty({ enum: ORDER_UPDATE_CHANNELS, required: false, default: 'sms' })
  @IsOptional()
  @IsIn(ORDER_UPDATE_CHANNELS)
  via?: 'sms' | 'whatsapp';
}

export class VerifySignInCodeDto extends SendSignInCodeDto {
  /** The six digits of the SMS. */
  @IsString()
  @Matches(/^\s*\d{6}\s*$/, { message: 'code must be the 6 digits of the SMS' })
  code: string;
}

export class SignInCodeSentDto {
  /** The number the code went to, in E.164 and partly hidden: +233 24 ••• 4567. */
  sentTo: string;
  /** How long the code works. */
  expiresInMinutes: number;
}
