import { ApiProperty } from '@nestjs/swagger';
import { ArrayNotEmpty, ArrayUnique, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MultiLine, SingleLine } from '../../../shared/http/plain-text.validator';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from '../domain/webhook-event-types';
import type { WebhookSubscription } from '../domain/webhook-subscription.entity';

export class CreateWebhookDto {
  /** https:// (http:// and private addresses only with WEBHOOK_ALLOW_PRIVATE=on). */
  @IsString()
  @SingleLine()
  @MaxLength(2000)
  url: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, uniqueItems: true })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayUnique()
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true })
  eventTypes: string[];

  /** What the endpoint is, for staff ("Accounting", "Courier"). */
  @IsOptional()
  @IsString()
  @MultiLine()
  @MaxLength(200)
  description?: string | null;

  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

export class UpdateWebhookDto {
  @IsOptional()
  @IsString()
  @SingleLine()
  @MaxLength(2000)
  url?: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, uniqueItems: true, required: false })
  @IsOptional()
  @IsArray()
  @ArrayNotEmpty()
  @ArrayUnique()
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true })
  eventTypes?: string[];

  @IsOptional()
  @IsString()
  @MultiLine()
  @MaxLength(200)
  description?: string | null;

  /** Turning an endpoint back on sends what it missed, in order. */
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

export class WebhookSubscriptionDto {
  id: string;
  url: string;
  description: string | null;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true })
  eventTypes: string[];
  active: boolean;
  /** Why the shop turned it off, when it did. */
  disabledReason: string | null;
  /** The secret's last four characters, to tell secrets apart; the secret itself is shown once. */
  secretHint: string;
  createdAt: Date;

  static from(subscription: WebhookSubscription): WebhookSubscriptionDto {
    const { id, url, description, eventTypes, active, disabledReason, secret, createdAt } = subscription;
    return { id, url, description, eventTypes, active, disabledReason, secretHint: secret.slice(-4), createdAt };
  }
}

/** Answered once, when a subscription is created or its secret rotated. */
export class WebhookSubscriptionWithSecretDto extends WebhookSubscriptionDto {
  /** `whsec_` + base64: keep it where the receiver verifies signatures; it is not shown again. */
  @ApiProperty({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' })
  secret: string;
}

export class WebhookAttemptDto {
  attemptedAt: Date;
  durationMs: number;
  statusCode: number | null;
  /** The start of the endpoint's answer (about 1 kB at most). */
  excerpt: string | null;
  error: string | null;
}

export class WebhookDeliveryDto {
  id: string;
  eventId: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES })
  type: string;
  @ApiProperty({ enum: WEBHOOK_DELIVERY_STATUSES })
  status: string;
  attempts: number;
  createdAt: Date;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  lastError: string | null;
  /** Newest first, at most 20. */
  attemptLog: WebhookAttemptDto[];
}
