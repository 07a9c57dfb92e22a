import { CHECKOUT_DRAFT_KEY, clearCheckoutDraft, loadCheckoutDraft, saveCheckoutDraft } from './checkout-draft';
import { EMPTY_CHECKOUT_FORM } from './checkout-form';

describe('the checkout draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives back what was saved, and nothing once cleared', () => {
    saveCheckoutDraft({ ...EMPTY_CHECKOUT_FORM, firstName: 'Ama', region: 'Northern', deliveryType: 'same-day' });
    expect(loadCheckoutDraft()).toMatchObject({ firstName: 'Ama', region: 'Northern', deliveryType: 'same-day', country: 'Ghana' });
    clearCheckoutDraft();
    expect(loadCheckoutDraft()).toEqual({});
  });

  it('keeps only known fields holding strings, and choices the form offers', () => {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ firstName: 'Ama', lastName: 7, password: 'x', region: 'Atlantis', paymentMethod: 'cash', deliveryType: 'next-day' }));
    expect(loadCheckoutDraft()).toEqual({ firstName: 'Ama', deliveryType: 'next-day' });
  });

  it('keeps the landmark, the digital address and the pin, and reads an older page\'s Brong Ahafo as Bono', () => {
    saveCheckoutDraft({ ...EMPTY_CHECKOUT_FORM, landmark: 'opposite Star Oil', digitalAddress: 'ga1838164', lat: '5.6037', lng: '-0.187' });
    expect(loadCheckoutDraft()).toMatchObject({ landmark: 'opposite Star Oil', digitalAddress: 'ga1838164', lat: '5.6037', lng: '-0.187' });
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ region: 'Brong Ahafo' }));
    expect(loadCheckoutDraft()).toEqual({ region: 'Bono' });
  });

  it('reads a garbled entry as no draft', () => {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, '{not json');
    expect(loadCheckoutDraft()).toEqual({});
  });
});
