import { Inject, Injectable } from '@nestjs/common';
import { fromPesewas, PAYMENT_METHODS } from '@shop/rules';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { PaymentOptionsDto } from '../../dto/payment-options.dto';
import { PaymentProviders } from '../../payment-providers';
import { PaymentOptionsQuery } from './payment-options.query';

@Injectable()
export class PaymentOptionsHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly providers: PaymentProviders,
  ) {}

  execute(_query: PaymentOptionsQuery): PaymentOptionsDto {
    const payments = this.config.payments;
    const paypal = this.providers.byName('paypal');
    return {
      testMode: this.providers.testMode,
      // Pay on delivery needs no provider: the rider collects (whether an area takes it is decided when placing).
      methods: PAYMENT_METHODS.map((method) => ({ method, available: method === 'cod' || this.providers.forMethod(method) !== null })),
      paypalGhsPerUsd: paypal ? this.providers.ghsPerUsdFor(paypal) : null,
      holdMinutes: payments.holdMinutes,
      payOnDeliveryMaxTotal: fromPesewas(this.config.payOnDelivery.maxTotal),
      payOnDeliveryConfirmHours: this.config.payOnDelivery.confirmHours,
    };
  }
}
