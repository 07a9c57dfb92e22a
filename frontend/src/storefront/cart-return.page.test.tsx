import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { apiError, fakeApi, ok, reply } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { SESSION_ID_KEY } from '../lib/session-id';
import CartReturnPage from './cart-return.page';

const TOKEN = 'Zq3k9VbW2yX0cLmN5pR7tU1eA4sD6fG8hJ0kL2mN4pQ';
const REMINDED = '/api/cart-reminders/:token';
const RESTORE = '/api/cart-reminders/:token/restore';
const STOP = '/api/cart-reminders/:token/stop';

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/cart/return/:token" element={<CartReturnPage />} />
    </Routes>,
    { route: `/cart/return/${TOKEN}` },
  );
}

describe('Your cart, from a reminder (ADR 071)', () => {
  beforeEach(() => sessionStorage.setItem(SESSION_ID_KEY, 'this-tab-cart'));

  it("puts the cart back in this tab's cart, says what could not come back, and stops the reminders on request", async () => {
    const user = userEvent.setup();
    fakeApi.on('GET', REMINDED, ok({ units: 3, active: true, sendTo: '+233 24 ••• 0206' }), ok({ units: 3, active: false, sendTo: '+233 24 ••• 0206' }));
    fakeApi.on('POST', RESTORE, ok({ sessionId: 'this-tab-cart', restored: 2, unavailable: ['Batik Scarf (M, Blue) is out of stock'] }));
    fakeApi.on('POST', STOP, reply(204));
    renderPage();

    expect(await screen.findByText('2 items back in your cart')).toBeInTheDocument();
    expect(fakeApi.last('POST', RESTORE).body).toEqual({ sessionId: 'this-tab-cart' });
    expect(screen.getByRole('list', { name: 'Not available any more' })).toHaveTextContent('Batik Scarf (M, Blue) is out of stock');
    expect(screen.getByRole('link', { name: 'Go to my cart' })).toHaveAttribute('href', '/cart');

    await user.click(screen.getByRole('button', { name: 'Stop cart reminders' }));
    expect(await screen.findByText(/No more cart reminders will be sent to \+233 24 ••• 0206\./)).toBeInTheDocument();
    expect(fakeApi.last('POST', STOP).path).toBe(`/api/cart-reminders/${TOKEN}/stop`);
  });

  it('takes up the cart this browser already holds under another id', async () => {
    fakeApi.on('GET', REMINDED, ok({ units: 1, active: true, sendTo: '+233 24 ••• 0206' }));
    fakeApi.on('POST', RESTORE, ok({ sessionId: 'first-tab-cart', restored: 1, unavailable: [] }));
    renderPage();

    expect(await screen.findByText('1 item back in your cart')).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBe('first-tab-cart');
  });

  it("starts a new cart when this tab's id belongs to another browser, and tries once more", async () => {
    fakeApi.on('GET', REMINDED, ok({ units: 1, active: true, sendTo: '+233 24 ••• 0206' }));
    fakeApi.on('POST', RESTORE, apiError(404, { message: 'Cart not found' }), ok({ sessionId: 'renewed', restored: 1, unavailable: [] }));
    renderPage();

    expect(await screen.findByText('1 item back in your cart')).toBeInTheDocument();
    const [refused, retried] = fakeApi.sent('POST', RESTORE).map((request) => (request.body as { sessionId: string }).sessionId);
    expect(refused).toBe('this-tab-cart');
    expect(retried).toMatch(/^[A-Za-z0-9_-]{9}$/);
    await waitFor(() => expect(sessionStorage.getItem(SESSION_ID_KEY)).toBe('renewed'));
  });

  it('says when the link is not known, and restores nothing', async () => {
    fakeApi.on('GET', REMINDED, apiError(404, { message: 'This reminder link is not known' }));
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid');
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
    expect(fakeApi.sent('POST', RESTORE)).toHaveLength(0);
  });
});
