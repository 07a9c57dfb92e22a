import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { confirmTokenHash } from '../../domain/pay-on-delivery';
import { OrderRecords } from '../../order-records';
import { PayOnDeliveryConfirmationDto } from './pay-on-delivery-confirmation.dto';
import { PayOnDeliveryConfirmationQuery } from './pay-on-delivery-confirmation.query';

@Injectable()
export class PayOnDeliveryConfirmationHandler {
  constructor(private readonly orders: OrderRecords) {}

  async execute({ token }: PayOnDeliveryConfirmationQuery): Promise<PayOnDeliveryConfirmationDto> {
    const order = /^[A-Za-z0-9_-]{43}$/.test(token) ? await this.orders.byConfirmTokenHash(confirmTokenHash(token)) : null;
    if (!order) throw new NotFoundError('This confirmation link is not valid. Please check the link in your SMS.');
    return PayOnDeliveryConfirmationDto.from(order);
  }
}
