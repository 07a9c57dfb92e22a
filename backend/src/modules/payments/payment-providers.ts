import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { PaymentMethod } from '@shop/rules';
import type { AddressInfo } from 'node:net';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PaymentProvider, PaymentSandbox, ProviderName } from './providers/payment-provider';
import { PAYMENT_PROVIDER_REGISTRATIONS } from './providers/provider-registrations';
import { PaystackProvider } from './providers/paystack.provider';
import type { TransferProvider } from './providers/transfer-provider';

export class ShopNotListeningError extends Error {}

/**
 * The providers this shop runs, chosen once from the configuration: those with keys, or, with no
 * keys at all (TEST MODE), every registered provider against its in-app sandbox on the shop's own
 * port, so the very same clients, webhooks and settlement run offline.
 */
@Injectable()
export class PaymentProviders {
  readonly testMode: boolean;
  private readonly ghsPerUsd: string;
  private readonly providers = new Map<ProviderName, PaymentProvider>();
  private readonly sandboxList: { name: ProviderName; sandbox: PaymentSandbox }[] = [];

  constructor(@Inject(APP_CONFIG) config: AppConfig, adapterHost: HttpAdapterHost) {
    const payments = config.payments;
    this.testMode = payments.testMode;
    this.ghsPerUsd = payments.paypal?.ghsPerUsd ?? payments.testModeGhsPerUsd;
    const ownBaseUrl = () => {
      const address = adapterHost.httpAdapter?.getHttpServer()?.address() as AddressInfo | string | null;
      if (!address || typeof address === 'string') throw new ShopNotListeningError('The shop is not listening yet: the TEST MODE sandbox cannot be reached');
      const host = address.family === 'IPv6' || address.address.includes(':') ? (address.address === '::' ? '127.0.0.1' : `[${address.address}]`) : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
      return `http://${host}:${address.port}`;
    };
    for (const registration of PAYMENT_PROVIDER_REGISTRATIONS) {
      if (payments.testMode) {
        const { provider, sandbox } = registration.createTestMode(payments, {
          baseUrl: () => `${ownBaseUrl()}/api/test-payments/${registration.name}`,
          webhookUrl: () => `${ownBaseUrl()}/api/payments/${registration.name}/webhook`,
        });
        this.providers.set(registration.name, provider);
        this.sandboxList.push({ name: registration.name, sandbox });
      } else if (registration.isConfigured(payments)) {
        this.providers.set(registration.name, registration.create(payments));
      }
    }
  }

  byName(name: string): PaymentProvider | null {
    return this.providers.get(name as ProviderName) ?? null;
  }

  /** What pays suppliers (Paystack's transfers), or null when Paystack is not configured. */
  transfers(): TransferProvider | null {
    const paystack = this.providers.get('paystack');
    return paystack instanceof PaystackProvider ? paystack : null;
  }

  forMethod(method: string): PaymentProvider | null {
    return [...this.providers.values()].find((provider) => provider.methods.includes(method as PaymentMethod)) ?? null;
  }

  /** Cedis per US dollar for a provider that charges in dollars (PayPal's rate, in TEST MODE too); null for one that charges in cedis. */
  ghsPerUsdFor(provider: PaymentProvider): string | null {
    return provider.currency === 'USD' ? this.ghsPerUsd : null;
  }

  /** TEST MODE only: each sandbox, mounted at /api/test-payments/<name>. */
  get sandboxes(): readonly { name: ProviderName; sandbox: PaymentSandbox }[] {
    return this.sandboxList;
  }
}
