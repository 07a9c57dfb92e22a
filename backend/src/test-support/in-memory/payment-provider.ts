import type { PaymentMethod } from '@shop/rules';
import type { PaymentProviders } from '../../modules/payments/payment-providers';
import type { PaymentProvider, ProviderAttempt, VerifiedPayment } from '../../modules/payments/providers/payment-provider';
import { ProviderUnavailableError } from '../../modules/payments/providers/provider-unavailable.error';

/**
 * Paystack as settlement asks it: what it says of each attempt (pending until told otherwise), or
 * that it cannot be reached. Starting, refunding and webhooks belong to other specs.
 */
export class FakeProvider implements PaymentProvider {
  readonly name = 'paystack' as const;
  readonly methods: readonly PaymentMethod[] = ['momo', 'card'];
  readonly currency = 'GHS' as const;
  /** True while Paystack cannot be reached. */
  down = false;
  readonly asked: string[] = [];
  /** Runs while Paystack is being asked: what happens elsewhere meanwhile (staff, another instance). */
  meanwhile: (reference: string) => void = () => {};
  private readonly answers = new Map<string, VerifiedPayment>();
  private readonly unreachableFor = new Set<string>();

  /** Paystack took `amount` (the attempt's own by default) in `currency`. */
  paid(reference: string, taken: { amount?: number; currency?: string } = {}): void {
    this.answers.set(reference, { outcome: 'paid', amount: taken.amount ?? null, currency: taken.currency ?? null, providerPaymentId: `txn-${reference}`, detail: 'Paystack: Approved' });
  }

  /** Asking about this attempt fails as an outage would (the others still answer). */
  unreachable(reference: string): void {
    this.unreachableFor.add(reference);
  }

  declined(reference: string): void {
    this.answers.set(reference, { outcome: 'failed', amount: null, currency: null, detail: 'Paystack: Declined by the issuer' });
  }

  async verify(attempt: ProviderAttempt): Promise<VerifiedPayment> {
    this.asked.push(attempt.reference);
    this.meanwhile(attempt.reference);
    if (this.down || this.unreachableFor.has(attempt.reference)) throw new ProviderUnavailableError(this.name, 'could not reach api.paystack.co');
    const answer = this.answers.get(attempt.reference) ?? { outcome: 'pending', amount: null, currency: null, detail: 'Paystack: ongoing' };
    return answer.outcome === 'paid' ? { ...answer, amount: answer.amount ?? attempt.amount, currency: answer.currency ?? attempt.currency } : answer;
  }

  start(): never {
    throw new Error('Settlement never starts a payment');
  }

  refund(): never {
    throw new Error('Settlement leaves refunds to SendRefunds');
  }

  readWebhook(): never {
    throw new Error('Settlement reads no webhook');
  }

  /** PaymentProviders with this provider alone. */
  asProviders(): Pick<PaymentProviders, 'byName'> {
    return { byName: (name: string) => (name === this.name ? this : null) };
  }
}
