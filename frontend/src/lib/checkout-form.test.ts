import type { PaymentOptionsDto } from '../api/generated/model';
import { chosenPaymentMethod, isMethodAvailable } from './checkout-form';

function options(available: Record<'momo' | 'card' | 'paypal', boolean>): PaymentOptionsDto {
  return {
    holdMinutes: 30,
    paypalGhsPerUsd: available.paypal ? '15.00' : null,
    testMode: false,
    methods: (['momo', 'card', 'paypal'] as const).map((method) => ({ method, available: available[method] })),
  };
}

describe('the payment method a checkout places', () => {
  it('keeps the shopper’s choice while the options are still loading', () => {
    expect(isMethodAvailable('paypal', undefined)).toBe(true);
    expect(chosenPaymentMethod('paypal', undefined)).toBe('paypal');
  });

  it('keeps an available choice', () => {
    expect(chosenPaymentMethod('card', options({ momo: true, card: true, paypal: false }))).toBe('card');
  });

  it('moves off a method the shop cannot take to the first one it can', () => {
    const onlyPaypal = options({ momo: false, card: false, paypal: true });
    expect(isMethodAvailable('momo', onlyPaypal)).toBe(false);
    expect(chosenPaymentMethod('momo', onlyPaypal)).toBe('paypal');
    expect(chosenPaymentMethod('paypal', options({ momo: true, card: true, paypal: false }))).toBe('momo');
  });

  it('leaves the choice alone when nothing is offered (the server will say why)', () => {
    expect(chosenPaymentMethod('card', options({ momo: false, card: false, paypal: false }))).toBe('card');
  });
});
