import { ApiProperty } from '@nestjs/swagger';
import { CHAT_AUTHORS, ChatMessage } from '../domain/chat-message.entity';

export class ChatMessageDto {
  /** Grows with each message: ask for those after the last one you have. */
  id: string;

  @ApiProperty({ enum: CHAT_AUTHORS })
  author: string;

  text: string;

  createdAt: Date;

  static from(message: ChatMessage): ChatMessageDto {
    return { id: String(message.id), author: message.author, text: message.text, createdAt: message.createdAt };
  }
}

export class ChatMessagesDto {
  messages: ChatMessageDto[];
}

/** A new chat: the token is shown this once; the browser keeps it and sends it as X-Chat-Token. */
export class StartedChatDto extends ChatMessagesDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  token: string;
}

/** What the console shows of a message: who of the staff wrote it, too. */
export class AdminChatMessageDto extends ChatMessageDto {
  @ApiProperty({ nullable: true, type: String })
  staffName: string | null;

  static override from(message: ChatMessage): AdminChatMessageDto {
    return { ...ChatMessageDto.from(message), staffName: message.staffName };
  }
}

export class ChatSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ nullable: true, type: String })
  name: string | null;

  @ApiProperty({ nullable: true, type: String })
  email: string | null;

  @ApiProperty({ nullable: true, type: String })
  phone: string | null;

  @ApiProperty({ nullable: true, type: String })
  context: string | null;

  /** The shopper's last message has no answer yet. */
  awaitingStaff: boolean;

  /** The start of the last message. */
  lastMessage: string;

  lastMessageAt: Date;

  /** When the shopper's page last asked for messages: open now if a few seconds ago. */
  shopperSeenAt: Date;

  createdAt: Date;
}

export class ChatListDto {
  /** Waiting for an answer first (longest waiting first), then the rest, latest first. */
  chats: ChatSummaryDto[];

  /** How many chats wait for an answer: the Support tab's badge. */
  awaiting: number;
}

export class AdminChatDto extends ChatSummaryDto {
  messages: AdminChatMessageDto[];
}
