import { BadRequestException, Controller, ForbiddenException, Get, HttpCode, HttpStatus, Inject, NotFoundException, Post, Query, Req, UnauthorizedException } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Request } from 'express';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { RecordWhatsAppStatusesHandler } from './commands/record-whatsapp-statuses/record-whatsapp-statuses.handler';
import { failedWhatsAppStatuses, whatsAppSignatureValid } from './commands/record-whatsapp-statuses/whatsapp-statuses';

/**
 * Meta's webhook for the WhatsApp number (ADR 067): delivery statuses of the template messages the
 * shop sent. 404 while WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN are not set.
 */
@ApiTags('whatsapp')
@Controller('whatsapp/webhook')
export class WhatsAppWebhookController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly recordWhatsAppStatusesHandler: RecordWhatsAppStatusesHandler,
  ) {}

  private settings() {
    const whatsapp = this.config.notifications.whatsapp;
    if (!whatsapp?.statusWebhook) throw new NotFoundException('WhatsApp webhooks are not set up');
    return { phoneNumberId: whatsapp.phoneNumberId, ...whatsapp.statusWebhook };
  }

  /** The check Meta makes when the URL is registered: the challenge back for the right token. */
  @Get()
  @ApiOkResponse({ description: '`hub.challenge`, as plain text' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not a subscription, or another verify token' })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  verifyWhatsAppWebhook(@Query('hub.mode') mode: unknown, @Query('hub.verify_token') token: unknown, @Query('hub.challenge') challenge: unknown): string {
    const { verifyToken } = this.settings();
    if (mode !== 'subscribe' || token !== verifyToken || typeof challenge !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(challenge)) {
      throw new ForbiddenException('Not a WhatsApp webhook subscription for this shop');
    }
    return challenge;
  }

  /** Statuses, signed with the app secret. A message Meta could not deliver goes by SMS instead. */
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Read (statuses other than failed need nothing)' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Bad signature: nothing read' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Signed, but not JSON' })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async receiveWhatsAppWebhook(@Req() req: Request): Promise<void> {
    const { appSecret, phoneNumberId } = this.settings();
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!whatsAppSignatureValid(rawBody, req.header('x-hub-signature-256'), appSecret)) throw new UnauthorizedException('Webhook signature not valid');
    let payload: unknown;
    try {
      payload = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new BadRequestException('The webhook body is not JSON');
    }
    await this.recordWhatsAppStatusesHandler.execute(failedWhatsAppStatuses(payload, phoneNumberId));
  }
}
