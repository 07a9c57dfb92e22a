import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi, ok, reply, SIGNED_OUT } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { BACK_IN_STOCK_KEY, BackInStock } from './back-in-stock';

const DRESS = {
  id: '0f6f3c52-5d8e-4a57-8d44-3a7b1d2c9e10',
  name: 'Kaba Dress',
  variants: [
    { id: '11111111-1111-4111-8111-111111111111', size: 'M', color: 'Red', stock: 0, sku: null },
    { id: '22222222-2222-4222-8222-222222222222', size: 'L', color: 'Red', stock: 4, sku: null },
  ],
};

describe('Tell me when it’s back (issue 35)', () => {
  beforeEach(() => {
    localStorage.clear();
    fakeApi.on('GET', '/api/auth/user', SIGNED_OUT);
  });

  it('asks nothing of the server without a phone and the consent ticked, naming each', async () => {
    renderWithProviders(<BackInStock product={DRESS} chosen={{ size: null, color: null }} />);
    expect(await screen.findByText('M / Red is sold out.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tell me when it’s back' }));

    expect(screen.getByText('Please enter your phone number, e.g. 024 123 4567')).toBeInTheDocument();
    expect(screen.getByText('Please tick the box: we text only with your consent')).toBeInTheDocument();
    expect(fakeApi.requests.filter((request) => request.path === '/api/back-in-stock')).toEqual([]);
  });

  it('sends the sold-out size, the phone and the consent, says where the one text will go, and can cancel it', async () => {
    fakeApi.on('POST', '/api/back-in-stock', reply(201, { id: '33333333-3333-4333-8333-333333333333', productId: DRESS.id, variantId: DRESS.variants[0].id, size: 'M', color: 'Red', sendTo: '+233 24 ••• 0101', status: 'open' }));
    fakeApi.on('DELETE', '/api/back-in-stock/:id', reply(204));
    renderWithProviders(<BackInStock product={DRESS} chosen={{ size: null, color: null }} />);

    await userEvent.type(await screen.findByLabelText('Phone number'), '024 555 0101');
    await userEvent.click(screen.getByRole('checkbox', { name: /Text me once by SMS when M \/ Red is back in stock/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Tell me when it’s back' }));

    expect(await screen.findByText('We’ll text +233 24 ••• 0101 once when M / Red is back. That one text is all.')).toBeInTheDocument();
    expect(fakeApi.last('POST', '/api/back-in-stock').body).toEqual({ productId: DRESS.id, variantId: DRESS.variants[0].id, consent: true, phone: '024 555 0101' });
    expect(JSON.parse(localStorage.getItem(BACK_IN_STOCK_KEY)!)).toEqual({ [DRESS.variants[0].id]: { id: '33333333-3333-4333-8333-333333333333', sendTo: '+233 24 ••• 0101' } });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel this alert' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tell me when it’s back' })).toBeInTheDocument());
    expect(fakeApi.last('DELETE', '/api/back-in-stock/:id').path).toBe('/api/back-in-stock/33333333-3333-4333-8333-333333333333');
  });

  it('shows the server’s reason beside the field it names', async () => {
    fakeApi.on('POST', '/api/back-in-stock', apiError(400, { message: 'Invalid input', fields: { phone: ['phone must be a phone number we can text, e.g. 024 123 4567'] } }));
    renderWithProviders(<BackInStock product={DRESS} chosen={{ size: 'M', color: 'Red' }} />);
    await userEvent.type(await screen.findByLabelText('Phone number'), '+1 202 555 0101');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Tell me when it’s back' }));
    expect(await screen.findByText('phone must be a phone number we can text, e.g. 024 123 4567')).toBeInTheDocument();
  });

  it('is not shown when every size and colour is in stock', async () => {
    renderWithProviders(<BackInStock product={{ ...DRESS, variants: [DRESS.variants[1]] }} chosen={{ size: null, color: null }} />);
    await waitFor(() => expect(fakeApi.requests.some((request) => request.path === '/api/auth/user')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Tell me when it’s back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
