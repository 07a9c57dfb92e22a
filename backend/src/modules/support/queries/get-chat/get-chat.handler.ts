import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { ChatConversation } from '../../domain/chat-conversation.entity';
import { ChatMessage } from '../../domain/chat-message.entity';
import { AdminChatDto, AdminChatMessageDto } from '../../dto/chat.dto';
import { GetChatQuery } from './get-chat.query';

/** One chat with every message, for staff. */
@Injectable()
export class GetChatHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ conversationId }: GetChatQuery): Promise<AdminChatDto> {
    const conversation = await this.dataSource.getRepository(ChatConversation).findOneBy({ id: conversationId });
    if (!conversation) throw new NotFoundError('Chat not found');
    const messages = await this.dataSource.getRepository(ChatMessage).find({ where: { conversationId }, order: { id: 'ASC' } });
    const { id, name, email, phone, context, awaitingStaff, lastMessageAt, shopperSeenAt, createdAt } = conversation;
    return {
      id, name, email, phone, context, awaitingStaff, lastMessageAt, shopperSeenAt, createdAt,
      lastMessage: messages.length ? messages[messages.length - 1].text.slice(0, 120) : '',
      messages: messages.map(AdminChatMessageDto.from),
    };
  }
}
