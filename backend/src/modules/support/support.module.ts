import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/identity.module';
import { AdminChatController } from './admin-chat.controller';
import { AdminSupportController } from './admin-support.controller';
import { ChatController } from './chat.controller';
import { PostChatMessageHandler } from './commands/post-chat-message/post-chat-message.handler';
import { SendUnseenChatAnswersHandler } from './commands/send-unseen-chat-answers/send-unseen-chat-answers.handler';
import { StartChatHandler } from './commands/start-chat/start-chat.handler';
import { SubmitSupportRequestHandler } from './commands/submit-support-request/submit-support-request.handler';
import { UpdateSupportRequestHandler } from './commands/update-support-request/update-support-request.handler';
import { ChatConversation } from './domain/chat-conversation.entity';
import { ChatMessage } from './domain/chat-message.entity';
import { SupportRequest } from './domain/support-request.entity';
import { SendUnseenChatAnswersJob } from './jobs/send-unseen-chat-answers.job';
import { GetChatHandler } from './queries/get-chat/get-chat.handler';
import { ListChatsHandler } from './queries/list-chats/list-chats.handler';
import { ListSupportRequestsHandler } from './queries/list-support-requests/list-support-requests.handler';
import { ReadChatMessagesHandler } from './queries/read-chat-messages/read-chat-messages.handler';
import { SupportController } from './support.controller';

@Module({
  imports: [TypeOrmModule.forFeature([SupportRequest, ChatConversation, ChatMessage]), IdentityModule],
  controllers: [SupportController, AdminSupportController, ChatController, AdminChatController],
  providers: [
    SubmitSupportRequestHandler,
    ListSupportRequestsHandler,
    UpdateSupportRequestHandler,
    StartChatHandler,
    PostChatMessageHandler,
    ReadChatMessagesHandler,
    ListChatsHandler,
    GetChatHandler,
    SendUnseenChatAnswersHandler,
    SendUnseenChatAnswersJob,
  ],
})
export class SupportModule {}
