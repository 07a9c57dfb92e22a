import { Injectable, Logger } from '@nestjs/common';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { OrderPaymentDto } from '../../../ordering/ports/order-payment.dto';
import { OrderingService } from '../../../ordering/ordering.service';
import { PaymentRecords } from '../../payment-records';
import { SettlePaymentCommand } from '../settle-payment/settle-payment.command';
import { SettlePaymentHandler } from '../settle-payment/settle-payment.handler';
import { CheckPaymentCommand } from './check-payment.command';

/** The shopper came back (or the tracking page polls): ask the provider about every open attempt, answer the latest. */
@Injectable()
export class CheckPaymentHandler {
  private readonly logger = new Logger(CheckPaymentHandler.name);

  constructor(
    private readonly orders: OrderingService,
    private readonly records: PaymentRecords,
    private readonly settle: SettlePaymentHandler,
  ) {}

  async execute({ orderNumber }: CheckPaymentCommand): Promise<OrderPaymentDto> {
    const order = await this.orders.findForPaymentByNumber(orderNumber);
    for (const attempt of await this.records.openAttemptsOf(order.id)) {
      try {
        await this.settle.execute(new SettlePaymentCommand(attempt.reference, 'return'));
      } catch (error) {
        // The provider is down: the shopper sees the attempt as it stands, the job asks again later.
        this.logger.warn(`Checking ${attempt.reference} failed: ${(error as Error).message}`);
      }
    }
    const latest = (await this.records.latestFor([order.id])).get(order.id);
    if (!latest) throw new NotFoundError('This order has no payment yet');
    return latest;
  }
}
