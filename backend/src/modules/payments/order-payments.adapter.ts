import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OrderPaymentDto } from '../ordering/ports/order-payment.dto';
import { OrderPayments, OrderToPay } from '../ordering/ports/order-payments.port';
import { PaymentProviders } from './payment-providers';
import { StartPaymentCommand } from './commands/start-payment/start-payment.command';
import { StartPaymentHandler } from './commands/start-payment/start-payment.handler';
import { PaymentRecords } from './payment-records';

/** Payments' side of ordering's ORDER_PAYMENTS port. */
@Injectable()
export class OrderPaymentsAdapter implements OrderPayments {
  constructor(
    private readonly startPayment: StartPaymentHandler,
    private readonly records: PaymentRecords,
    private readonly providers: PaymentProviders,
  ) {}

  offers(method: string): boolean {
    return this.providers.forMethod(method) !== null;
  }

  start(order: OrderToPay, origin: string): Promise<OrderPaymentDto | null> {
    return this.startPayment.execute(new StartPaymentCommand(order, null, origin, true));
  }

  async requestMomo(order: OrderToPay, origin: string): Promise<OrderPaymentDto> {
    // Not while placing: an unavailable Mobile Money answers 400 naming `method` instead of null.
    return (await this.startPayment.execute(new StartPaymentCommand(order, 'momo', origin, false)))!;
  }

  latestFor(orderIds: string[]): Promise<Map<string, OrderPaymentDto>> {
    return this.records.latestFor(orderIds);
  }

  noteCancellation(manager: EntityManager, orderId: string, reason: string): Promise<void> {
    return this.records.record(manager, orderId, null, 'cancelled-by-staff', `Cancelled by staff: ${reason}`);
  }
}
