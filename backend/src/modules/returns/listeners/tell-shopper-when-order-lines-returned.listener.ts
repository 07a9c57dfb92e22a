import { Injectable, Logger } from '@nestjs/common';
import { OnEventInBackground } from '../../../shared/events/background-listeners';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotificationsService } from '../../notifications/notifications.service';
import { OrderingService } from '../../ordering/ordering.service';
import { ReturnRequest } from '../domain/return-request.entity';
import { returnFacts } from '../domain/return-steps';
import { OrderLinesReturned } from '../events/order-lines-returned.event';

/** The parcel arrived: the shopper hears so (once: the messages' keys are per return and step). */
@Injectable()
export class TellShopperWhenOrderLinesReturnedListener {
  private readonly logger = new Logger(TellShopperWhenOrderLinesReturnedListener.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderingService,
    private readonly notifications: NotificationsService,
  ) {}

  @OnEventInBackground(OrderLinesReturned.eventName)
  async handle(event: OrderLinesReturned): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const row = await manager.findOneBy(ReturnRequest, { id: event.returnId });
        const order = await this.orders.findForReturn(manager, { id: event.orderId });
        if (row && order) await this.notifications.returnStep(manager, order.facts, returnFacts(row), 'received');
      });
    } catch (error) {
      this.logger.warn(`Return ${event.returnId}: the shopper was not told of its arrival: ${(error as Error).message}`);
    }
  }
}
