import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { PaymentReceived } from '../../payments/events/payment-received.event';
import { PromotionUse } from '../domain/promotion-use.entity';

/** A paid order counts in its promotions' revenue. */
@Injectable()
export class RecordRevenueWhenPaymentReceivedListener {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @OnEvent(PaymentReceived.eventName, { async: true, promisify: true })
  async handle(event: PaymentReceived): Promise<void> {
    await this.dataSource.manager.update(PromotionUse, { orderId: event.orderId, paidAt: IsNull() }, { paidAt: new Date() });
  }
}
