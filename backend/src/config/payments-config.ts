import { GHS_PER_USD } from '@shop/rules';
import { ConfigError, envReader } from './env-reader';

export interface PaystackSettings {
  secretKey: string;
  baseUrl: string;
}

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  baseUrl: string;
  /** Cedis per US dollar, as staff wrote it ("15.20"). */
  ghsPerUsd: string;
}

export interface PaymentsConfig {
  /**
   * Where payment providers send shoppers back: PUBLIC_URL (required in production), else
   * http://localhost:PORT. Never taken from a request, whose Host header anyone can write.
   */
  shopUrl: string;
  /** No provider keys at all: every provider runs against the shop's built-in sandbox. */
  testMode: boolean;
  paystack: PaystackSettings | null;
  paypal: PaypalSettings | null;
  /** TEST MODE PayPal rate (PAYPAL_GHS_PER_USD or 15.00). */
  testModeGhsPerUsd: string;
  holdMinutes: number;
  reconcileSeconds: number;
}

const PAYSTACK_API = 'https://api.paystack.co';
const PAYPAL_API = 'https://api-m.paypal.com';
export const TEST_MODE_GHS_PER_USD = '15.00';

/**
 * Payments settings, read once with the rest of the configuration. No provider keys at all means
 * TEST MODE (the built-in sandboxes, no real money), which production refuses unless asked for on
 * purpose with PAYMENTS_TEST_MODE=on: a live shop that lost its keys must not quietly take fake payments.
 */
export function loadPaymentsConfig(env: NodeJS.ProcessEnv, production: boolean, shopUrl: string): PaymentsConfig {
  const { value, onOff, positive, httpUrl } = envReader(env);
  const paystackKey = value('PAYSTACK_SECRET_KEY');
  const paypalKeys = { clientId: value('PAYPAL_CLIENT_ID'), clientSecret: value('PAYPAL_CLIENT_SECRET'), webhookId: value('PAYPAL_WEBHOOK_ID') };
  const paypalSet = Object.values(paypalKeys).filter((entry) => entry !== null).length;
  if (paypalSet > 0 && paypalSet < 3) {
    throw new ConfigError('PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID must be set together');
  }
  const rate = value('PAYPAL_GHS_PER_USD');
  if (rate !== null && !GHS_PER_USD.test(rate)) {
    throw new ConfigError(`PAYPAL_GHS_PER_USD must be cedis per US dollar such as 15.20 (up to 4 decimals), got '${rate}'`);
  }
  if (paypalSet === 3 && rate === null) throw new ConfigError('PAYPAL_GHS_PER_USD is required when PayPal is configured: PayPal charges in US dollars');

  const testModeSwitch = onOff('PAYMENTS_TEST_MODE');
  const testMode = paystackKey === null && paypalSet === 0;
  if (testMode && testModeSwitch === 'off') {
    throw new ConfigError('PAYMENTS_TEST_MODE=off but no provider keys are set: set PAYSTACK_SECRET_KEY and/or the PAYPAL_* keys');
  }
  if (testMode && production && testModeSwitch !== 'on') {
    throw new ConfigError(
      'No payment provider keys are set (PAYSTACK_SECRET_KEY, PAYPAL_*): in production the shop will not take TEST MODE payments unless PAYMENTS_TEST_MODE=on',
    );
  }

  return {
    shopUrl,
    testMode,
    paystack: paystackKey === null ? null : { secretKey: paystackKey, baseUrl: httpUrl('PAYSTACK_BASE_URL', PAYSTACK_API) },
    paypal:
      paypalSet === 3
        ? {
            clientId: paypalKeys.clientId!,
            clientSecret: paypalKeys.clientSecret!,
            webhookId: paypalKeys.webhookId!,
            baseUrl: httpUrl('PAYPAL_BASE_URL', PAYPAL_API),
            ghsPerUsd: rate!,
          }
        : null,
    testModeGhsPerUsd: rate ?? TEST_MODE_GHS_PER_USD,
    holdMinutes: positive('PAYMENT_HOLD_MINUTES', '30'),
    reconcileSeconds: positive('PAYMENT_RECONCILE_SECONDS', '60'),
  };
}

/** For the scripts that boot the shop without serving shoppers (create-admin, write-openapi): no payment is ever taken. */
export function scriptPaymentsConfig(): PaymentsConfig {
  return loadPaymentsConfig({}, false, 'http://localhost');
}
