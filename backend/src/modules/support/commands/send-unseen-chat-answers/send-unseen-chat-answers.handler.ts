import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull } from 'typeorm';
import { NotificationsService } from '../../../notifications/notifications.service';
import { chatFacts, lockConversation } from '../../domain/chat-conversations';
import { ChatMessage } from '../../domain/chat-message.entity';
import { UNSEEN_ANSWER_AFTER_MS } from '../../domain/chat-token';

/** Chats per round: a shop that was down catches up over a few rounds. */
const BATCH = 50;

/**
 * Staff answers the shopper's page has not read UNSEEN_ANSWER_AFTER_MS after they were written:
 * the shopper has left, so the answers go to the e-mail and/or phone they gave, in one message per
 * chat, once (each answer is marked delivered in the transaction that writes the message, and the
 * outbox keeps one message per key). A chat with neither just has its answers marked.
 */
@Injectable()
export class SendUnseenChatAnswersHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
  ) {}

  /** How many chats had answers sent (or settled without an address). */
  async execute(now = new Date()): Promise<number> {
    const due = new Date(now.getTime() - UNSEEN_ANSWER_AFTER_MS);
    const chats: { conversationId: string }[] = await this.dataSource.query(
      `SELECT DISTINCT "conversationId" FROM chat_messages WHERE author = 'staff' AND "deliveredAt" IS NULL AND "createdAt" <= $1 LIMIT $2`,
      [due, BATCH],
    );
    for (const { conversationId } of chats) {
      await this.dataSource.transaction(async (manager) => {
        // Locked as the page's read locks it: a read in flight either marked the answers first, or waits.
        const conversation = await lockConversation(manager, conversationId, null);
        const unseen = await manager.find(ChatMessage, { where: { conversationId, author: 'staff', deliveredAt: IsNull() }, order: { id: 'ASC' } });
        const answers = unseen.filter((message) => message.createdAt <= due);
        if (!answers.length) return;
        await this.notifications.chatAnswersUnseen(manager, chatFacts(conversation), answers.map(({ id, text }) => ({ id: String(id), text })));
        await manager.update(ChatMessage, { id: In(answers.map((answer) => answer.id)) }, { deliveredAt: now });
      });
    }
    return chats.length;
  }
}
