import { Injectable } from '@nestjs/common';
import { OnEventInBackground } from '../../../shared/events/background-listeners';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { PaymentReceived } from '../../payments/events/payment-received.event';
import { PromotionUse } from '../domain/promotion-use.entity';

/** A paid order counts in its promotions' revenue. */
@Injectable()
export class RecordRevenueWhenPaymentReceivedListener {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @OnEventInBackground(PaymentReceived.eventName)
  async handle(event: PaymentReceived): Promise<void> {
    await this.dataSource.manager.update(PromotionUse, { orderId: event.orderId, paidAt: IsNull() }, { paidAt: new Date() });
  }
}
