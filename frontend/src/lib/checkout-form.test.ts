import type { PaymentOptionsDto } from '../api/generated/model';
import { checkoutPin, chosenPaymentMethod, EMPTY_CHECKOUT_FORM, isMethodAvailable, serverFieldErrors, validateCheckout } from './checkout-form';

function options(available: Record<'momo' | 'card' | 'paypal', boolean>): PaymentOptionsDto {
  return {
    holdMinutes: 30,
    payOnDeliveryMaxTotal: '1000.00',
    payOnDeliveryConfirmHours: 24,
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

describe("the shopper's name", () => {
  it.each([
    ['', 'First name is required'],
    ['Ama', undefined],
    ['A'.repeat(100), undefined],
    [`  ${'A'.repeat(100)}  `, undefined], // sent trimmed
    ['A'.repeat(101), 'First name must be at most 100 characters'],
  ])('judges the first name %p: %p', (firstName, message) => {
    expect(validateCheckout({ ...EMPTY_CHECKOUT_FORM, firstName }).firstName).toBe(message);
  });

  it('judges the last name the same way', () => {
    expect(validateCheckout({ ...EMPTY_CHECKOUT_FORM, lastName: 'M'.repeat(101) }).lastName).toBe('Last name must be at most 100 characters');
  });
});

describe('the address a rider finds', () => {
  it.each([
    ['', 'Landmark is required, e.g. opposite Star Oil, Kasoa toll booth'],
    ['  ab  ', 'Landmark must be at least 3 characters'],
    ['x'.repeat(121), 'Landmark must be at most 120 characters'],
    ['opposite Star Oil', undefined],
  ])('judges the landmark %p: %p', (landmark, message) => {
    expect(validateCheckout({ ...EMPTY_CHECKOUT_FORM, landmark }).landmark).toBe(message);
  });

  it.each([
    ['', undefined], // optional
    ['ga 183 8164', undefined],
    ['Kasoa', 'Enter a GhanaPostGPS digital address like GA-183-8164'],
  ])('judges the digital address %p: %p', (digitalAddress, message) => {
    expect(validateCheckout({ ...EMPTY_CHECKOUT_FORM, digitalAddress }).digitalAddress).toBe(message);
  });

  it.each([
    [{ lat: '5.6037', lng: '-0.187' }, { lat: 5.6037, lng: -0.187 }],
    [{ lat: '', lng: '' }, null],
    [{ lat: '5.6', lng: '' }, null],
    [{ lat: '51.5', lng: '-0.12' }, null], // outside Ghana
    [{ lat: 'north', lng: '-0.187' }, null],
  ])('reads the pin %j as %j', (pin, expected) => {
    expect(checkoutPin(pin)).toEqual(expected);
  });

  it("puts the server's messages on the new fields", () => {
    expect(serverFieldErrors({ 'shippingAddress.digitalAddress': ['bad code'], 'shippingAddress.landmark': ['too short'], 'shippingAddress.lat': ['outside'] })).toEqual({
      digitalAddress: 'bad code',
      landmark: 'too short',
      lat: 'outside',
    });
  });
});
