import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SupportRequest } from '../../domain/support-request.entity';
import { SupportRequestReceiptDto } from '../../dto/support-request-receipt.dto';
import { SupportRequestReceived } from '../../events/support-request-received.event';
import { SubmitSupportRequestCommand } from './submit-support-request.command';

/** Stores a customer's message with the defaults: open, normal priority, unassigned. */
@Injectable()
export class SubmitSupportRequestHandler {
  constructor(
    @InjectRepository(SupportRequest) private readonly requests: Repository<SupportRequest>,
    private readonly events: EventEmitter2,
  ) {}

  async execute({ request: input }: SubmitSupportRequestCommand): Promise<SupportRequestReceiptDto> {
    const saved = await this.requests.save(
      this.requests.create({
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        email: input.email.trim().toLowerCase(),
        orderNumber: input.orderNumber?.trim() || null,
        subject: input.subject,
        message: input.message.trim(),
      }),
    );
    this.events.emit(SupportRequestReceived.eventName, new SupportRequestReceived(saved.id, saved.subject));
    return { id: saved.id, status: saved.status, createdAt: saved.createdAt };
  }
}
