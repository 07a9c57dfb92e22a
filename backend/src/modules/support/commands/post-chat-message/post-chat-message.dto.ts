import { IsString, Length } from 'class-validator';
import { MultiLine } from '../../../../shared/http/plain-text.validator';
import { Trimmed } from '../../../../shared/http/trimmed.decorator';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../domain/chat-token';

export class PostChatMessageDto {
  @Trimmed()
  @IsString()
  @MultiLine()
  @Length(1, CHAT_MESSAGE_MAX_LENGTH)
  text: string;
}
