import type { PaymentProviderRegistration } from './payment-provider';
import { paystackRegistration } from './paystack.provider';

/** Every provider the shop knows; a new one (PayPal, Hubtel, Flutterwave) is one line here and its own file. */
export const PAYMENT_PROVIDER_REGISTRATIONS: readonly PaymentProviderRegistration[] = [paystackRegistration];
