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
  /** PUBLIC_URL's origin: return and webhook URLs; null means the checkout request's own origin. */
  publicUrl: string | null;
  /** No provider keys at all: every provider runs against the shop's built-in sandbox. */
  testMode: boolean;
  paystack: PaystackSettings | null;
  paypal: PaypalSettings | null;
  /** TEST MODE PayPal rate (PAYPAL_GHS_PER_USD or 15.00). */
  testModeGhsPerUsd: string;
  holdMinutes: number;
  reconcileSeconds: number;
}
