import { Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { adminPage } from '../../shared/http/admin-page';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { AdminOnly } from '../identity/guards/auth.guards';
import { RetryMessageCommand } from './commands/retry-message/retry-message.command';
import { RetryMessageHandler } from './commands/retry-message/retry-message.handler';
import { MessageDeliveryDto, OutboxMessageDto, OutboxMessageSummaryDto } from './dto/outbox-message.dto';
import { GetMessageHandler } from './queries/get-message/get-message.handler';
import { GetMessageQuery } from './queries/get-message/get-message.query';
import { ListMessagesQueryDto } from './queries/list-messages/list-messages.dto';
import { ListMessagesHandler } from './queries/list-messages/list-messages.handler';
import { ListMessagesQuery } from './queries/list-messages/list-messages.query';

@ApiTags('admin')
@Controller('admin/messages')
@AdminOnly('messages')
export class AdminMessagesController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly listMessagesHandler: ListMessagesHandler,
    private readonly getMessageHandler: GetMessageHandler,
    private readonly retryMessageHandler: RetryMessageHandler,
  ) {}

  /** One page of sent and waiting messages, newest first; the number matching is in X-Total-Count. */
  @Get()
  @ApiOkResponse({ type: [OutboxMessageSummaryDto], headers: { 'X-Total-Count': { description: 'Messages matching the filters', schema: { type: 'integer' } } } })
  async listMessages(@Query() query: ListMessagesQueryDto, @Res({ passthrough: true }) res: Response): Promise<OutboxMessageSummaryDto[]> {
    const { messages, total } = await this.listMessagesHandler.execute(
      new ListMessagesQuery(adminPage(query), { status: query.status ?? null, channel: query.channel ?? null, orderId: query.orderId ?? null }),
    );
    res.setHeader('X-Total-Count', String(total));
    return messages;
  }

  /** Whether e-mails, texts and WhatsApp messages reach people (SMTP, an SMS provider, WhatsApp Cloud API) or stay in the local mailbox. */
  @Get('delivery')
  @ApiOkResponse({ type: MessageDeliveryDto })
  getMessageDelivery(): MessageDeliveryDto {
    const { smtpUrl, sms, whatsapp, production, mailDir } = this.config.notifications;
    return {
      email: smtpUrl ? 'smtp' : 'local-mailbox',
      sms: sms?.provider ?? 'local-mailbox',
      whatsapp: whatsapp ? 'whatsapp-cloud' : production ? 'sms' : 'local-mailbox',
      mailDir: smtpUrl ? null : mailDir,
    };
  }

  @Get(':id')
  @ApiOkResponse({ type: OutboxMessageDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  getMessage(@Param('id', new UuidParamPipe()) id: string): Promise<OutboxMessageDto> {
    return this.getMessageHandler.execute(new GetMessageQuery(id));
  }

  /** Queue a dead-lettered message again (409 for any other status). */
  @Post(':id/retry')
  @HttpCode(200)
  @ApiOkResponse({ type: OutboxMessageDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto })
  retryMessage(@Param('id', new UuidParamPipe()) id: string): Promise<OutboxMessageDto> {
    return this.retryMessageHandler.execute(new RetryMessageCommand(id));
  }
}
