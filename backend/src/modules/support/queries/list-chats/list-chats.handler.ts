import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChatListDto, ChatSummaryDto } from '../../dto/chat.dto';

/** The console shows the latest chats; a shop answers them as they come, so a page of them is enough. */
const LIST_SIZE = 50;

/** The Support tab's live chats: the ones waiting for staff first (longest waiting first), then the latest. */
@Injectable()
export class ListChatsHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(): Promise<ChatListDto> {
    const rows: (Omit<ChatSummaryDto, 'lastMessage'> & { lastMessage: string | null })[] = await this.dataSource.query(
      `SELECT c.id, c.name, c.email, c.phone, c.context, c."awaitingStaff", c."lastMessageAt", c."shopperSeenAt", c."createdAt",
              (SELECT left(m.text, 120) FROM chat_messages m WHERE m."conversationId" = c.id ORDER BY m.id DESC LIMIT 1) AS "lastMessage"
         FROM chat_conversations c
        ORDER BY c."awaitingStaff" DESC,
                 CASE WHEN c."awaitingStaff" THEN c."lastMessageAt" END ASC,
                 c."lastMessageAt" DESC, c.id
        LIMIT $1`,
      [LIST_SIZE],
    );
    const [{ awaiting }]: { awaiting: number }[] = await this.dataSource.query(`SELECT count(*)::int AS awaiting FROM chat_conversations WHERE "awaitingStaff"`);
    return { chats: rows.map((row) => ({ ...row, lastMessage: row.lastMessage ?? '' })), awaiting };
  }
}
