import { Injectable } from '@nestjs/common';
import { OrderPaymentDto } from '../../../ordering/ports/order-payment.dto';
import { OrderingService } from '../../../ordering/ordering.service';
import { StartPaymentCommand } from '../start-payment/start-payment.command';
import { StartPaymentHandler } from '../start-payment/start-payment.handler';
import { RetryPaymentCommand } from './retry-payment.command';

/** The shopper names the order by its number alone: its facts come from ordering, then a payment starts as at checkout. */
@Injectable()
export class RetryPaymentHandler {
  constructor(
    private readonly orders: OrderingService,
    private readonly startPayment: StartPaymentHandler,
  ) {}

  async execute({ orderNumber, method, origin }: RetryPaymentCommand): Promise<OrderPaymentDto> {
    const order = await this.orders.findForPaymentByNumber(orderNumber);
    // Outside checkout a method no provider takes is refused (400), so an attempt always comes back.
    return (await this.startPayment.execute(new StartPaymentCommand(order, method, origin, false)))!;
  }
}
