import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { PaymentEvent } from '../../domain/payment-event.entity';
import { TransferReported } from '../../events/transfer-reported.event';
import { displayName } from '../../payment-records';
import { RefundOutcomes } from '../../refund-outcomes';
import { SettlePaymentCommand } from '../settle-payment/settle-payment.command';
import { SettlePaymentHandler } from '../settle-payment/settle-payment.handler';
import { ProcessPaymentEventsCommand } from './process-payment-events.command';

const TRANSFER_OUTCOMES = { 'transfer-success': 'paid', 'transfer-failed': 'failed', 'transfer-reversed': 'reversed' } as const;
const TRANSFER_SENTENCES = { paid: 'the transfer was paid', failed: 'the transfer failed', reversed: 'the transfer was reversed' } as const;

/**
 * Works through the inbox. Each step is itself a conditional update (settlement, a refund's
 * outcome), so two instances processing the same event change things once; an event whose
 * provider could not be asked stays unprocessed for the next run.
 */
@Injectable()
export class ProcessPaymentEventsHandler {
  private readonly logger = new Logger(ProcessPaymentEventsHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settle: SettlePaymentHandler,
    private readonly refunds: RefundOutcomes,
    private readonly events: EventEmitter2,
  ) {}

  async execute({ eventId }: ProcessPaymentEventsCommand): Promise<number> {
    const events = await this.dataSource.manager.find(PaymentEvent, {
      where: eventId ? { id: eventId, processedAt: IsNull() } : { processedAt: IsNull() },
      order: { receivedAt: 'ASC' },
      take: 100,
    });
    let processed = 0;
    for (const event of events) {
      let outcome: string;
      try {
        outcome = await this.process(event);
      } catch (error) {
        this.logger.warn(`Payment event ${event.provider} ${event.eventId} left for later: ${(error as Error).message}`);
        continue;
      }
      await this.dataSource.query(`UPDATE payment_events SET "processedAt" = now(), outcome = $2 WHERE id = $1 AND "processedAt" IS NULL`, [event.id, outcome]);
      processed += 1;
    }
    return processed;
  }

  private async process(event: PaymentEvent): Promise<string> {
    if (!event.reference) return 'no reference: ignored';
    // Staff read this in the order's and the payout's history: the provider's name, not its event id.
    const from = `${displayName(event.provider)}, by webhook`;
    switch (event.kind) {
      case 'payment':
        return `settlement: ${await this.settle.execute(new SettlePaymentCommand(event.reference, 'webhook'))}`;
      case 'refund-processed':
        return (await this.refunds.refunded(event.reference, `${from}: the money went back to the shopper`)) ? 'refunded' : 'refund already recorded';
      case 'refund-failed':
        return (await this.refunds.failed(event.reference, `${from}: the refund failed`)) ? 'refund failed' : 'refund already recorded';
      case 'transfer-success':
      case 'transfer-failed':
      case 'transfer-reversed': {
        const outcome = TRANSFER_OUTCOMES[event.kind];
        // Awaited: a payout that could not be settled leaves the event unprocessed, for the next run.
        await this.events.emitAsync(TransferReported.eventName, new TransferReported(event.reference, outcome, `${from}: ${TRANSFER_SENTENCES[outcome]}`));
        return `transfer ${outcome}: handed to payouts`;
      }
      default:
        return 'ignored';
    }
  }
}
