import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PaymentMethod, usdCentsFor } from '@shop/rules';
import { DataSource, QueryFailedError } from 'typeorm';
import { ConflictError, InvalidInputError } from '../../../../shared/http/domain-errors';
import { OrderPaymentDto } from '../../../ordering/ports/order-payment.dto';
import { Payment } from '../../domain/payment.entity';
import { PaymentProviders } from '../../payment-providers';
import { attemptReference, displayName, money, NewAttempt, PaymentRecords } from '../../payment-records';
import { StartPaymentCommand } from './start-payment.command';

const CLOSED = new Set(['paid', 'expired', 'refunded']);

/**
 * Opens a payment attempt with its own reference: stored first (so reconciliation knows of it
 * whatever happens next), then started at the provider outside any transaction. An outage leaves
 * the attempt without a redirect URL; the shopper can "Complete payment" later.
 */
@Injectable()
export class StartPaymentHandler {
  private readonly logger = new Logger(StartPaymentHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
    private readonly records: PaymentRecords,
  ) {}

  async execute({ order, method: chosen, origin, placingOrder }: StartPaymentCommand): Promise<OrderPaymentDto | null> {
    if (CLOSED.has(order.paymentStatus) || order.orderStatus === 'cancelled') {
      throw new ConflictError(`This order is ${order.orderStatus === 'cancelled' && !CLOSED.has(order.paymentStatus) ? 'cancelled' : order.paymentStatus}: there is nothing to pay`);
    }
    const method = (chosen ?? order.paymentMethod) as PaymentMethod;
    const provider = this.providers.forMethod(method);
    if (!provider) {
      if (placingOrder) return null;
      throw new InvalidInputError({ method: [`${method} is not available in this shop`] });
    }
    const ghsPerUsd = this.providers.ghsPerUsdFor(provider);
    const amount = ghsPerUsd ? usdCentsFor(order.totalPesewas, ghsPerUsd) : order.totalPesewas;

    const attempt = await this.insertAttempt(
      { orderId: order.id, orderNumber: order.orderNumber, provider: provider.name, method, status: 'pending', amount, currency: provider.currency, amountPesewas: order.totalPesewas, ghsPerUsd },
      placingOrder,
    );

    try {
      const started = await provider.start({
        reference: attempt.reference,
        method,
        amount,
        currency: provider.currency,
        email: order.email,
        orderNumber: order.orderNumber,
        returnUrl: `${origin}/track?order=${encodeURIComponent(order.orderNumber)}`,
      });
      await this.records.noteStarted(attempt.id, started);
      attempt.redirectUrl = started.redirectUrl;
      attempt.providerPaymentId = started.providerPaymentId;
    } catch (error) {
      this.logger.warn(`Starting ${attempt.reference} failed: ${(error as Error).message}`);
      await this.dataSource.transaction((manager) =>
        this.records.record(manager, order.id, attempt.reference, 'attempt-unreachable', `Could not start the payment at ${displayName(provider.name)}: ${(error as Error).message}`),
      );
    }
    return this.records.toDto(attempt);
  }

  /**
   * attempt number = attempts so far + 1; two racing starts collide on the unique reference and the
   * loser counts again and takes the next number. The first attempt of an order being placed is
   * numbered without counting: the order has just been committed with none (a replay's racing start
   * is the collision above).
   */
  private async insertAttempt(fields: Omit<NewAttempt, 'reference'>, placingOrder: boolean): Promise<Payment> {
    const detail = `${displayName(fields.method)} payment of ${money(fields.amount, fields.currency)} started with ${displayName(fields.provider)}${fields.ghsPerUsd ? ` at ₵${fields.ghsPerUsd} per US$1` : ''}`;
    for (let tries = 0; ; tries += 1) {
      try {
        const count = placingOrder && tries === 0 ? 0 : await this.records.attemptCount(fields.orderId);
        return await this.records.insertAttempt({ ...fields, reference: attemptReference(fields.orderNumber, count + 1 + tries) }, detail);
      } catch (error) {
        const code = ((error instanceof QueryFailedError ? error.driverError : error) as { code?: string })?.code;
        if (code !== '23505' || tries >= 5) throw error;
      }
    }
  }
}
