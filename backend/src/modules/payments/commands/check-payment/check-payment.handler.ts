import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { normaliseOrderNumber, ORDER_NUMBER } from '../../../ordering/domain/order-number';
import { OrderPaymentDto } from '../../../ordering/dto/order-payment.dto';
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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderingService,
    private readonly records: PaymentRecords,
    private readonly settle: SettlePaymentHandler,
  ) {}

  async execute({ orderNumber }: CheckPaymentCommand): Promise<OrderPaymentDto> {
    const wanted = normaliseOrderNumber(orderNumber.slice(0, 50));
    const order = ORDER_NUMBER.test(wanted) ? await this.orders.findForPayment(this.dataSource.manager, { orderNumber: wanted }) : null;
    if (!order) throw new NotFoundError('Order not found');
    const attempts = await this.records.attemptsOf(order.id);
    if (attempts.length === 0) throw new NotFoundError('This order has no payment yet');
    for (const attempt of attempts.filter((each) => each.status === 'pending' || each.status === 'failed')) {
      try {
        await this.settle.execute(new SettlePaymentCommand(attempt.reference, 'return'));
      } catch (error) {
        // The provider is down: the shopper sees the attempt as it stands, the job asks again later.
        this.logger.warn(`Checking ${attempt.reference} failed: ${(error as Error).message}`);
      }
    }
    const latest = (await this.records.latestFor([order.id])).get(order.id);
    return latest!;
  }
}
