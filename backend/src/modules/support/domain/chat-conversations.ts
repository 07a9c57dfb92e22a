import { EntityManager } from 'typeorm';
import { NotFoundError } from '../../../shared/http/domain-errors';
import { ChatFacts } from '../../notifications/domain/message-facts';
import { ChatConversation } from './chat-conversation.entity';
import { chatTokenMatches } from './chat-token';

/**
 * The conversation the token opens, locked for the rest of the transaction: messages of one chat
 * are written one after another, so their ids commit in order and "messages after id N" misses none.
 * An unknown id and a wrong token answer alike (404): the API never says which chats exist.
 */
export async function lockConversation(manager: EntityManager, id: string, token: string | null): Promise<ChatConversation> {
  const conversation = await manager.findOne(ChatConversation, { where: { id }, lock: { mode: 'pessimistic_write' } });
  if (!conversation || (token !== null && !chatTokenMatches(token, conversation.tokenHash))) throw new NotFoundError('Chat not found');
  return conversation;
}

export function chatFacts({ id, name, email, phone, context }: ChatConversation): ChatFacts {
  return { id, name, email, phone, context };
}
