import { PHONE_NUMBER } from '@shop/rules';
import { IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { MatchesRule } from '../../../../shared/http/matches-rule.decorator';
import { EmailAddress } from '../../../../shared/http/person-fields.decorator';
import { MultiLine, SingleLine } from '../../../../shared/http/plain-text.validator';
import { Trimmed } from '../../../../shared/http/trimmed.decorator';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../domain/chat-token';

export class StartChatDto {
  /** The first message. */
  @Trimmed()
  @IsString()
  @MultiLine()
  @Length(1, CHAT_MESSAGE_MAX_LENGTH)
  message: string;

  @Trimmed()
  @IsOptional()
  @IsString()
  @SingleLine()
  @Length(1, 100)
  name?: string | null;

  /** Where the answer goes if the shopper has left the page by then. */
  @Trimmed()
  @IsOptional()
  @EmailAddress()
  email?: string | null;

  /** Where the answer goes by SMS if the shopper has left the page by then. */
  @Trimmed()
  @IsOptional()
  @IsString()
  @SingleLine()
  @MatchesRule(PHONE_NUMBER, 'phone must be a phone number like +233 24 123 4567')
  phone?: string | null;

  /** The page the chat starts from, as the shop's page names it ("Order GH-…", "Product: Kente stole"). */
  @Trimmed()
  @IsOptional()
  @IsString()
  @SingleLine()
  @MaxLength(300)
  context?: string | null;
}
