import { Body, Controller, Get, Param, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { staffName } from '../identity/domain/user.entity';
import { AdminOnly, RequestWithUser } from '../identity/guards/auth.guards';
import { PostChatMessageCommand } from './commands/post-chat-message/post-chat-message.command';
import { PostChatMessageDto } from './commands/post-chat-message/post-chat-message.dto';
import { PostChatMessageHandler } from './commands/post-chat-message/post-chat-message.handler';
import { AdminChatDto, AdminChatMessageDto, ChatListDto } from './dto/chat.dto';
import { GetChatHandler } from './queries/get-chat/get-chat.handler';
import { GetChatQuery } from './queries/get-chat/get-chat.query';
import { ListChatsHandler } from './queries/list-chats/list-chats.handler';

/** Staff answering the shop's live chats, in the Support tab. */
@Controller('admin/chats')
@AdminOnly('support')
export class AdminChatController {
  constructor(
    private readonly listChatsHandler: ListChatsHandler,
    private readonly getChatHandler: GetChatHandler,
    private readonly postChatMessageHandler: PostChatMessageHandler,
  ) {}

  @Get()
  @ApiOkResponse({ type: ChatListDto })
  listChats(): Promise<ChatListDto> {
    return this.listChatsHandler.execute();
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminChatDto })
  getChat(@Param('id', new UuidParamPipe()) id: string): Promise<AdminChatDto> {
    return this.getChatHandler.execute(new GetChatQuery(id));
  }

  @Post(':id/messages')
  @ApiCreatedResponse({ type: AdminChatMessageDto })
  answerChat(@Param('id', new UuidParamPipe()) id: string, @Body() body: PostChatMessageDto, @Req() req: RequestWithUser): Promise<AdminChatMessageDto> {
    return this.postChatMessageHandler.execute(new PostChatMessageCommand(id, body.text, { author: 'staff', staffName: staffName(req.user!) }));
  }
}
