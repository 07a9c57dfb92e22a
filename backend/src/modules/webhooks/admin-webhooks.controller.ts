import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiExtraModels, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { AdminOnly } from '../identity/guards/auth.guards';
import { DeleteWebhookCommand } from './commands/delete-webhook/delete-webhook.command';
import { DeleteWebhookHandler } from './commands/delete-webhook/delete-webhook.handler';
import { ResendWebhookDeliveryCommand } from './commands/resend-webhook-delivery/resend-webhook-delivery.command';
import { ResendWebhookDeliveryHandler } from './commands/resend-webhook-delivery/resend-webhook-delivery.handler';
import { RotateWebhookSecretCommand } from './commands/rotate-webhook-secret/rotate-webhook-secret.command';
import { RotateWebhookSecretHandler } from './commands/rotate-webhook-secret/rotate-webhook-secret.handler';
import { SaveWebhookCommand } from './commands/save-webhook/save-webhook.command';
import { SaveWebhookHandler } from './commands/save-webhook/save-webhook.handler';
import { WEBHOOK_EVENTS } from './domain/webhook-event-types';
import { WebhookEnvelopeDto } from './dto/webhook-payloads.dto';
import { CreateWebhookDto, UpdateWebhookDto, WebhookDeliveryDto, WebhookSubscriptionDto, WebhookSubscriptionWithSecretDto } from './dto/webhook-subscription.dto';
import { ListWebhookDeliveriesHandler } from './queries/list-webhook-deliveries/list-webhook-deliveries.handler';
import { ListWebhookDeliveriesQuery } from './queries/list-webhook-deliveries/list-webhook-deliveries.query';
import { ListWebhooksHandler } from './queries/list-webhooks/list-webhooks.handler';

const DELIVERIES_SHOWN = 50;

@ApiTags('admin')
@ApiExtraModels(WebhookEnvelopeDto, ...Object.values(WEBHOOK_EVENTS).map((event) => event.payload))
@Controller('admin/webhooks')
@AdminOnly('webhooks')
export class AdminWebhooksController {
  constructor(
    private readonly listWebhooksHandler: ListWebhooksHandler,
    private readonly saveWebhookHandler: SaveWebhookHandler,
    private readonly deleteWebhookHandler: DeleteWebhookHandler,
    private readonly rotateWebhookSecretHandler: RotateWebhookSecretHandler,
    private readonly listWebhookDeliveriesHandler: ListWebhookDeliveriesHandler,
    private readonly resendWebhookDeliveryHandler: ResendWebhookDeliveryHandler,
  ) {}

  @Get()
  @ApiOkResponse({ type: [WebhookSubscriptionDto] })
  listWebhooks(): Promise<WebhookSubscriptionDto[]> {
    return this.listWebhooksHandler.execute();
  }

  /** The answer carries the signing secret: the only time it is shown. */
  @Post()
  @ApiCreatedResponse({ type: WebhookSubscriptionWithSecretDto })
  createWebhook(@Body() body: CreateWebhookDto): Promise<WebhookSubscriptionWithSecretDto> {
    return this.saveWebhookHandler.execute(new SaveWebhookCommand(null, body)) as Promise<WebhookSubscriptionWithSecretDto>;
  }

  @Patch(':id')
  @ApiOkResponse({ type: WebhookSubscriptionDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  updateWebhook(@Param('id', new UuidParamPipe()) id: string, @Body() body: UpdateWebhookDto): Promise<WebhookSubscriptionDto> {
    return this.saveWebhookHandler.execute(new SaveWebhookCommand(id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ApiErrorDto })
  deleteWebhook(@Param('id', new UuidParamPipe()) id: string): Promise<void> {
    return this.deleteWebhookHandler.execute(new DeleteWebhookCommand(id));
  }

  /** A new secret, shown once; the old one stops signing at once. */
  @Post(':id/rotate-secret')
  @HttpCode(200)
  @ApiOkResponse({ type: WebhookSubscriptionWithSecretDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  rotateWebhookSecret(@Param('id', new UuidParamPipe()) id: string): Promise<WebhookSubscriptionWithSecretDto> {
    return this.rotateWebhookSecretHandler.execute(new RotateWebhookSecretCommand(id));
  }

  /** The latest 50 deliveries, newest first, each with its attempts. */
  @Get(':id/deliveries')
  @ApiOkResponse({ type: [WebhookDeliveryDto] })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  listWebhookDeliveries(@Param('id', new UuidParamPipe()) id: string): Promise<WebhookDeliveryDto[]> {
    return this.listWebhookDeliveriesHandler.execute(new ListWebhookDeliveriesQuery(id, DELIVERIES_SHOWN));
  }

  /** Send a delivered or given-up event again, same Webhook-Id (409 while it is still being sent, or the endpoint is off). */
  @Post(':id/deliveries/:deliveryId/resend')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto })
  resendWebhookDelivery(@Param('id', new UuidParamPipe()) id: string, @Param('deliveryId', new UuidParamPipe('deliveryId')) deliveryId: string): Promise<void> {
    return this.resendWebhookDeliveryHandler.execute(new ResendWebhookDeliveryCommand(id, deliveryId));
  }
}
