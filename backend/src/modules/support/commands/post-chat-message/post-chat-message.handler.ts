import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChatConversation } from '../../domain/chat-conversation.entity';
import { lockConversation } from '../../domain/chat-conversations';
import { ChatMessage } from '../../domain/chat-message.entity';
import { AdminChatMessageDto } from '../../dto/chat.dto';
import { PostChatMessageCommand } from './post-chat-message.command';

/**
 * Adds a message: the shopper's puts the chat back among those waiting for staff, staff's answers
 * it. A staff message stays undelivered until the shopper's page reads it, or it goes to them by
 * e-mail/SMS (SendUnseenChatAnswers).
 */
@Injectable()
export class PostChatMessageHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ conversationId, text, from }: PostChatMessageCommand): Promise<AdminChatMessageDto> {
    return this.dataSource.transaction(async (manager) => {
      const conversation = await lockConversation(manager, conversationId, from.author === 'shopper' ? (from.token ?? '') : null);
      const message = await manager.save(
        manager.create(ChatMessage, { conversationId: conversation.id, author: from.author, staffName: from.author === 'staff' ? from.staffName : null, text: text.trim(), deliveredAt: null }),
      );
      await manager.update(ChatConversation, { id: conversation.id }, { lastMessageAt: message.createdAt, awaitingStaff: from.author === 'shopper' });
      return AdminChatMessageDto.from(message);
    });
  }
}
