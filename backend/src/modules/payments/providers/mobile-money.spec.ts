import { maskedAccount, momoNetworksToTry, momoNumber } from './mobile-money';

describe('Ghana Mobile Money numbers, as Paystack transfers take them', () => {
  it.each([
    ['024 123 4567', '0241234567'],
    ['+233 24 123 4567', '0241234567'],
    ['233201234567', '0201234567'],
    ['(055) 123-4567', '0551234567'],
  ])('reads %s as %s', (typed, local) => expect(momoNumber(typed)).toBe(local));

  it.each(['24 123 4567', '+234 801 234 5678', '0241234567 ext 2', ''])('refuses %p', (typed) => expect(momoNumber(typed)).toBeNull());

  it('asks the network a prefix was given first, then the others, for numbers moved between networks', () => {
    expect(momoNetworksToTry('0241234567')).toEqual(['MTN', 'VOD', 'ATL']);
    expect(momoNetworksToTry('0501234567')).toEqual(['VOD', 'MTN', 'ATL']);
    expect(momoNetworksToTry('0571234567')).toEqual(['ATL', 'MTN', 'VOD']);
    expect(momoNetworksToTry('0311234567')).toEqual(['MTN', 'VOD', 'ATL']);
  });

  it('masks all but the prefix and the last four digits', () => {
    expect(maskedAccount('0241234567')).toBe('024•••4567');
    expect(maskedAccount('1234567')).toBe('1234567');
  });
});
