import { asOrderNumber, newOrderNumber, normaliseOrderNumber, ORDER_NUMBER } from './order-number';

describe('reading a typed order number', () => {
  it.each([
    ['GH-YRF1-8SDH-ZZYH', 'GH-YRF1-8SDH-ZZYH'],
    ['GHYRF18SDHZZYH', 'GH-YRF1-8SDH-ZZYH'],
    ['gh yrf1 8sdh zzyh', 'GH-YRF1-8SDH-ZZYH'],
    ['GH-YRFI-8SDH-ZZYH', 'GH-YRF1-8SDH-ZZYH'],
    ['gh-yrfl-8sdh-zzyh', 'GH-YRF1-8SDH-ZZYH'],
    ['YRF18SDHZZYH', 'GH-YRF1-8SDH-ZZYH'],
    [' GH.7KQ2_M9XD-4TRB ', 'GH-7KQ2-M9XD-4TRB'],
    ['GH-O0O0-0000-0000', 'GH-0000-0000-0000'],
    ['GHAB-CDEF-GH12', 'GH-GHAB-CDEF-GH12'], // twelve characters that happen to start with GH
  ])('%s is %s', (typed, stored) => {
    expect(normaliseOrderNumber(typed)).toBe(stored);
    expect(asOrderNumber(typed)).toBe(stored);
    expect(stored).toMatch(ORDER_NUMBER);
  });

  it.each(['GH-YRF1-8SDH', 'GH-YRF1-8SDH-ZZYH-1', "' OR 1=1 --", ''])('leaves %p matching no order number', (typed) => {
    expect(asOrderNumber(typed)).toBeNull();
  });

  it('reads a new order number back as itself', () => {
    const orderNumber = newOrderNumber();
    expect(normaliseOrderNumber(orderNumber.toLowerCase().replace(/-/g, ' '))).toBe(orderNumber);
  });
});
