import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, LessThanOrEqual, MoreThan } from 'typeorm';
import { ChatConversation } from '../../domain/chat-conversation.entity';
import { lockConversation } from '../../domain/chat-conversations';
import { ChatMessage } from '../../domain/chat-message.entity';
import { ChatMessageDto, ChatMessagesDto } from '../../dto/chat.dto';
import { ReadChatMessagesQuery } from './read-chat-messages.query';

/**
 * The shopper's open page asking for what is new. It writes, unlike a pure query: the page has now
 * seen every answer up to the last message it gets, so none of those goes by e-mail or SMS.
 */
@Injectable()
export class ReadChatMessagesHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ conversationId, token, after }: ReadChatMessagesQuery): Promise<ChatMessagesDto> {
    return this.dataSource.transaction(async (manager) => {
      const conversation = await lockConversation(manager, conversationId, token ?? '');
      const messages = await manager.find(ChatMessage, { where: { conversationId: conversation.id, ...(after ? { id: MoreThan(after) } : {}) }, order: { id: 'ASC' }, take: 200 });
      const seenUpTo = messages.length ? messages[messages.length - 1].id : after;
      if (seenUpTo) {
        await manager.update(ChatMessage, { conversationId: conversation.id, author: 'staff', deliveredAt: IsNull(), id: LessThanOrEqual(seenUpTo) }, { deliveredAt: () => 'now()' });
      }
      await manager.update(ChatConversation, { id: conversation.id }, { shopperSeenAt: () => 'now()' });
      return { messages: messages.map(ChatMessageDto.from) };
    });
  }
}
