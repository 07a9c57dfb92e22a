import { PHONE_NUMBER } from '@shop/rules';
import { ArrayMaxSize, IsString, IsUrl, Length, MaxLength, ValidateIf } from 'class-validator';
import { MatchesRule } from '../../../../shared/http/matches-rule.decorator';
import { NestedObjects } from '../../../../shared/http/nested-objects.decorator';
import { EmailAddress } from '../../../../shared/http/person-fields.decorator';
import { MultiLine, SingleLine } from '../../../../shared/http/plain-text.validator';
import { Trimmed } from '../../../../shared/http/trimmed.decorator';

export const MAX_SOCIAL_LINKS = 8;

export class SocialLinkInputDto {
  /** "Instagram" */
  @Trimmed()
  @IsString()
  @SingleLine()
  @Length(1, 40)
  name: string;

  /** https only: the footer links to it. */
  @Trimmed()
  @IsString()
  @SingleLine()
  @MaxLength(300)
  @IsUrl({ protocols: ['https'], require_protocol: true, require_tld: true }, { message: '$property must be an https:// address' })
  url: string;
}

/** Every field of the store settings, as the admin Settings form sends them. */
export class UpdateShopSettingsDto {
  @Trimmed()
  @IsString()
  @SingleLine()
  @MatchesRule(PHONE_NUMBER, 'phone must be a phone number like +233 24 123 4567')
  phone: string;

  /** Empty: the shop has no WhatsApp, so the support page's live chat is the shop's own (ADR 066). */
  @Trimmed()
  @IsString()
  @SingleLine()
  @ValidateIf((_, value) => value !== '')
  @MatchesRule(PHONE_NUMBER, 'whatsapp must be a phone number like +233 24 123 4567, or empty')
  whatsapp: string;

  @Trimmed()
  @IsString()
  @SingleLine()
  @EmailAddress()
  email: string;

  @Trimmed()
  @IsString()
  @MultiLine()
  @Length(3, 300)
  address: string;

  @Trimmed()
  @IsString()
  @MultiLine()
  @Length(3, 500)
  businessHours: string;

  @ArrayMaxSize(MAX_SOCIAL_LINKS)
  @NestedObjects(() => SocialLinkInputDto)
  socialLinks: SocialLinkInputDto[];
}
