import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Request } from 'express';
import { RateLimit, RateLimitPer } from '../../shared/http/rate-limit';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { PostChatMessageCommand } from './commands/post-chat-message/post-chat-message.command';
import { PostChatMessageDto } from './commands/post-chat-message/post-chat-message.dto';
import { PostChatMessageHandler } from './commands/post-chat-message/post-chat-message.handler';
import { StartChatCommand } from './commands/start-chat/start-chat.command';
import { StartChatDto } from './commands/start-chat/start-chat.dto';
import { StartChatHandler } from './commands/start-chat/start-chat.handler';
import { ChatMessageDto, ChatMessagesDto, StartedChatDto } from './dto/chat.dto';
import { ReadChatMessagesQueryDto } from './queries/read-chat-messages/read-chat-messages.dto';
import { ReadChatMessagesHandler } from './queries/read-chat-messages/read-chat-messages.handler';
import { ReadChatMessagesQuery } from './queries/read-chat-messages/read-chat-messages.query';

const TOKEN_HEADER = { name: 'X-Chat-Token', required: true, description: 'The token the chat was started with; a wrong one answers 404' };
const chatOf = (req: Request) => String(req.params.id ?? '');

/** The live chat in the shop (issue 35), when the shop has no WhatsApp number. Its own tag: only the support page's chat loads it. */
@ApiTags('chat')
@Controller('chat')
export class ChatController {
  constructor(
    private readonly startChatHandler: StartChatHandler,
    private readonly postChatMessageHandler: PostChatMessageHandler,
    private readonly readChatMessagesHandler: ReadChatMessagesHandler,
  ) {}

  @Post()
  @RateLimit('chat-start', 5, 600)
  @ApiCreatedResponse({ type: StartedChatDto })
  startChat(@Body() body: StartChatDto): Promise<StartedChatDto> {
    return this.startChatHandler.execute(new StartChatCommand(body));
  }

  @Post(':id/messages')
  @RateLimit('chat-message', 60, 600)
  @RateLimitPer('chat-message-per-chat', 20, 60, chatOf)
  @ApiHeader(TOKEN_HEADER)
  @ApiCreatedResponse({ type: ChatMessageDto })
  async postChatMessage(@Param('id', new UuidParamPipe()) id: string, @Headers('x-chat-token') token: string | undefined, @Body() body: PostChatMessageDto): Promise<ChatMessageDto> {
    const { staffName: _, ...message } = await this.postChatMessageHandler.execute(new PostChatMessageCommand(id, body.text, { author: 'shopper', token: token ?? null }));
    return message;
  }

  /** The page asks every few seconds while it is open and visible. */
  @Get(':id/messages')
  @HttpCode(200)
  @RateLimit('chat-read', 300, 600)
  @ApiHeader(TOKEN_HEADER)
  @ApiOkResponse({ type: ChatMessagesDto })
  readChatMessages(@Param('id', new UuidParamPipe()) id: string, @Headers('x-chat-token') token: string | undefined, @Query() query: ReadChatMessagesQueryDto): Promise<ChatMessagesDto> {
    return this.readChatMessagesHandler.execute(new ReadChatMessagesQuery(id, token, query.after));
  }
}
