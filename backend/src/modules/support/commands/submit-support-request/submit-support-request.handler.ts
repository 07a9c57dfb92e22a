import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotificationsService } from '../../../notifications/notifications.service';
import { asOrderNumber } from '../../../ordering/domain/order-number';
import { SupportRequest } from '../../domain/support-request.entity';
import { supportRequestFacts } from '../../domain/support-request-facts';
import { SupportRequestReceiptDto } from '../../dto/support-request-receipt.dto';
import { SupportRequestReceived } from '../../events/support-request-received.event';
import { WebhookPublisher } from '../../../webhooks/webhook-publisher';
import { SubmitSupportRequestCommand } from './submit-support-request.command';

/** Stores a customer's message with the defaults: open, normal priority, unassigned; its receipt e-mail in the same transaction. */
@Injectable()
export class SubmitSupportRequestHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventEmitter2,
    private readonly notifications: NotificationsService,
    private readonly webhooks: WebhookPublisher,
  ) {}

  async execute({ request: input }: SubmitSupportRequestCommand): Promise<SupportRequestReceiptDto> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const request = await manager.save(
        manager.create(SupportRequest, {
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          email: input.email.trim().toLowerCase(),
          orderNumber: orderNumberAsTyped(input.orderNumber),
          subject: input.subject,
          message: input.message.trim(),
        }),
      );
      await this.notifications.supportRequestReceived(manager, supportRequestFacts(request));
      await this.webhooks.publish(manager, 'support.request_received', { requestId: request.id, subject: request.subject, orderNumber: request.orderNumber, priority: request.priority });
      return request;
    });
    this.events.emit(SupportRequestReceived.eventName, new SupportRequestReceived(saved.id, saved.subject));
    return { id: saved.id, status: saved.status, createdAt: saved.createdAt };
  }
}

/**
 * An order number read out or typed loosely ("gh 7kq2 m9xd 4trb") is stored as the shop writes it,
 * so staff can search for it; anything else ("my order from Monday") is kept as the shopper put it.
 */
function orderNumberAsTyped(typed: string | null | undefined): string | null {
  const text = typed?.trim();
  if (!text) return null;
  return asOrderNumber(text) ?? text;
}
