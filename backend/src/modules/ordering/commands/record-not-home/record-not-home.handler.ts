import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Transactions } from '../../../../shared/transactions';
import { Order } from '../../domain/order.entity';
import { lockAtTheDoor, withHistory } from '../../domain/pay-on-delivery';
import { OrderRecords } from '../../order-records';
import { RecordNotHomeCommand } from './record-not-home.command';

/** No one at the door: nothing changes but the history (who, when, what the rider saw); the order stays out for delivery. */
@Injectable()
export class RecordNotHomeHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: Transactions,
    @Inject(OrderRecords) private readonly orders: Pick<OrderRecords, 'lockForChange' | 'save'>,
  ) {}

  execute({ orderId, by, note }: RecordNotHomeCommand): Promise<Order> {
    return this.dataSource.transaction(async (manager) => {
      const order = await lockAtTheDoor(this.orders, manager, orderId, 'marked not home');
      return this.orders.save(manager, withHistory(order, 'not-home', by, note));
    });
  }
}
