import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { PayOnDeliveryConfirmationDto } from '../api/generated/model';
import { apiError, fakeApi, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import ConfirmOrderPage from './confirm-order.page';

const CONFIRMATION = '/api/orders/confirmations/:token';
const TOKEN = 'Zq3k9VbW2yX0cLmN5pR7tU1eA4sD6fG8hJ0kL2mN4pQ';

function confirmation(overrides: Partial<PayOnDeliveryConfirmationDto> = {}): PayOnDeliveryConfirmationDto {
  return {
    orderNumber: 'GH-7KQ2-M9XD-4TRB',
    firstName: 'Ama',
    items: [{ productId: '5b0b2c1e-0d47-4c55-9d0a-111111111111', name: 'Bonwire Kente Stole', price: '85.50', quantity: 2, size: 'M', color: 'Gold', variantId: null, image: null }],
    subtotal: '171.00',
    shipping: '30.00',
    tax: '8.55',
    total: '209.55',
    deliveryType: 'standard',
    city: 'Tamale',
    region: 'Northern',
    orderStatus: 'ordered',
    paymentStatus: 'pending',
    confirmBy: '2026-11-30T10:00:00.000Z',
    confirmedAt: null,
    ...overrides,
  };
}

function renderPage(token = TOKEN) {
  return renderWithProviders(
    <Routes>
      <Route path="/confirm-order/:token" element={<ConfirmOrderPage />} />
    </Routes>,
    { route: `/confirm-order/${token}` },
  );
}

describe('Confirm your order (pay on delivery)', () => {
  it('shows the order summary and what is paid at the door, and confirms with one tap', async () => {
    const user = userEvent.setup();
    fakeApi.on('GET', CONFIRMATION, ok(confirmation()));
    fakeApi.on('POST', CONFIRMATION, ok(confirmation({ orderStatus: 'confirmed', confirmedAt: '2026-11-29T11:05:00.000Z' })));
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Order GH-7KQ2-M9XD-4TRB' })).toBeInTheDocument();
    expect(screen.getByText(/2 × Bonwire Kente Stole/)).toBeInTheDocument();
    expect(screen.getByText('To pay the rider').nextElementSibling).toHaveTextContent('₵209.55');
    expect(screen.getByText('Hello Ama, is this your order?')).toBeInTheDocument();
    expect(screen.getByText(/Confirm it by 30 Nov 2026.*in cash or Mobile Money at the door/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Your order is confirmed')).toBeInTheDocument();
    expect(fakeApi.last('POST', CONFIRMATION).path).toBe(`/api/orders/confirmations/${TOKEN}`);
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/track?order=GH-7KQ2-M9XD-4TRB');
  });

  it('opened again after confirming, says it is confirmed and offers no button', async () => {
    fakeApi.on('GET', CONFIRMATION, ok(confirmation({ orderStatus: 'confirmed', confirmedAt: '2026-11-29T11:05:00.000Z' })));
    renderPage();
    expect(await screen.findByText('Your order is confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('says an order not confirmed in time was cancelled', async () => {
    fakeApi.on('GET', CONFIRMATION, ok(confirmation({ orderStatus: 'cancelled', paymentStatus: 'expired' })));
    renderPage();
    expect(await screen.findByText('This order was cancelled')).toBeInTheDocument();
    expect(screen.getByText(/not confirmed in time/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('says the server’s reason when confirming fails (cancelled meanwhile)', async () => {
    const user = userEvent.setup();
    fakeApi.on('GET', CONFIRMATION, ok(confirmation()));
    fakeApi.on('POST', CONFIRMATION, apiError(409, { message: 'This order is cancelled: it was not confirmed in time. Please place a new order if you still want the items.' }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is cancelled: it was not confirmed in time.');
  });

  it('says a link no order has is not valid', async () => {
    fakeApi.on('GET', CONFIRMATION, apiError(404, { message: 'This confirmation link is not valid.' }));
    renderPage('made-up');
    expect(await screen.findByText('This link is not valid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track an order' })).toHaveAttribute('href', '/track');
  });
});
