import { Injectable, Logger } from '@nestjs/common';
import { OnEventInBackground } from '../../../shared/events/background-listeners';
import { ProcessPaymentEventsCommand } from '../commands/process-payment-events/process-payment-events.command';
import { ProcessPaymentEventsHandler } from '../commands/process-payment-events/process-payment-events.handler';
import { PaymentWebhookReceived } from '../events/payment-webhook-received.event';

/**
 * A stored webhook is processed at once, after the provider has its answer. If this process dies
 * first, or the provider cannot be asked, reconciliation processes it from the inbox later.
 */
@Injectable()
export class ProcessEventWhenPaymentWebhookReceivedListener {
  private readonly logger = new Logger(ProcessEventWhenPaymentWebhookReceivedListener.name);

  constructor(private readonly processEvents: ProcessPaymentEventsHandler) {}

  @OnEventInBackground(PaymentWebhookReceived.eventName)
  async handle(event: PaymentWebhookReceived): Promise<void> {
    try {
      await this.processEvents.execute(new ProcessPaymentEventsCommand(event.eventId));
    } catch (error) {
      this.logger.warn(`${event.provider} ${event.type} left to reconciliation: ${(error as Error).message}`);
    }
  }
}
