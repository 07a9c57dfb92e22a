import { Inject, Injectable } from '@nestjs/common';
import { PAYMENT_METHODS } from '@shop/rules';
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
      methods: PAYMENT_METHODS.map((method) => ({ method, available: this.providers.forMethod(method) !== null })),
      paypalGhsPerUsd: paypal ? this.providers.ghsPerUsdFor(paypal) : null,
      holdMinutes: payments.holdMinutes,
    };
  }
}
