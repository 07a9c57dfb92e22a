import { IsNumberString, IsOptional, MaxLength } from 'class-validator';

export class ReadChatMessagesQueryDto {
  /** The id of the last message the page has; none for the whole chat. */
  @IsOptional()
  @IsNumberString({ no_symbols: true })
  @MaxLength(18)
  after?: string;
}
