import { attemptStatusLabel, formatPaymentAmount, paymentStatusLabel, paypalQuote, rateText } from './payments';

describe('payment wording', () => {
  it('quotes PayPal the dollars the server will charge for the total, with the rate', () => {
    expect(paypalQuote(20955, '15.00')).toBe('US$13.97 at ₵15.00 per US$1; PayPal charges in US dollars');
    // 259.55 / 15.20 = 17.0756... -> 17.08, rounded half up as the server does.
    expect(paypalQuote(25955, '15.20')).toBe('US$17.08 at ₵15.20 per US$1; PayPal charges in US dollars');
  });

  it('shows a rate with four decimals as staff wrote it', () => {
    expect(rateText('15.2025')).toBe('₵15.2025 per US$1');
  });

  it.each([
    [20955, 'GHS', '₵209.55'],
    [1397, 'USD', 'US$13.97'],
    [123456, 'GHS', '₵1,234.56'],
  ])('formats %i %s as %s', (amount, currency, text) => {
    expect(formatPaymentAmount(amount, currency)).toBe(text);
  });

  it('names the order and attempt states, and passes an unknown one through', () => {
    expect(paymentStatusLabel('pending')).toBe('Awaiting payment');
    expect(paymentStatusLabel('paid')).toBe('Paid');
    expect(attemptStatusLabel('mismatch')).toBe('Amount mismatch');
    expect(attemptStatusLabel('refund_failed')).toBe('Refund failed');
    expect(paymentStatusLabel('on-hold')).toBe('on-hold');
  });
});
