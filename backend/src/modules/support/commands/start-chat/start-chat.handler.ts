import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotificationsService } from '../../../notifications/notifications.service';
import { ChatConversation } from '../../domain/chat-conversation.entity';
import { chatFacts } from '../../domain/chat-conversations';
import { ChatMessage } from '../../domain/chat-message.entity';
import { hashChatToken, newChatToken } from '../../domain/chat-token';
import { ChatMessageDto, StartedChatDto } from '../../dto/chat.dto';
import { StartChatCommand } from './start-chat.command';

/** A new chat with its first message, and the staff's e-mail about it, in one transaction. */
@Injectable()
export class StartChatHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
  ) {}

  async execute({ chat: input }: StartChatCommand): Promise<StartedChatDto> {
    const token = newChatToken();
    return this.dataSource.transaction(async (manager) => {
      const now = new Date();
      const conversation = await manager.save(
        manager.create(ChatConversation, {
          tokenHash: hashChatToken(token),
          name: input.name?.trim() || null,
          email: input.email?.trim().toLowerCase() || null,
          phone: input.phone?.trim() || null,
          context: input.context?.trim() || null,
          lastMessageAt: now,
          shopperSeenAt: now,
          awaitingStaff: true,
        }),
      );
      const message = await manager.save(manager.create(ChatMessage, { conversationId: conversation.id, author: 'shopper', staffName: null, text: input.message.trim(), deliveredAt: null }));
      await this.notifications.chatStarted(manager, chatFacts(conversation));
      return { id: conversation.id, token, messages: [ChatMessageDto.from(message)] };
    });
  }
}
