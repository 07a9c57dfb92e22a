import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { TestCheckoutDto } from '../api/generated/model';
import { goToPaymentPage } from '../lib/browser-location';
import { apiError, fakeApi, never, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import TestPaymentPage from './test-payment.page';

jest.mock('../lib/browser-location', () => ({ ...jest.requireActual('../lib/browser-location'), goToPaymentPage: jest.fn() }));

const goToPaymentPageMock = goToPaymentPage as unknown as jest.Mock;
const CHECKOUT = '/api/test-payments/checkouts/:id';
const APPROVE = '/api/test-payments/checkouts/:id/approve';
const DECLINE = '/api/test-payments/checkouts/:id/decline';

/** The way back as the API names it: on the shop's configured address (in development http://localhost:PORT). */
const RETURN_URL = 'http://localhost:3000/track?order=GH-7KQ2-M9XD-4TRB&reference=GH7KQ2M9XD4TRB-1';
/** Where the page sends the shopper: the same page on the address they opened this one at. */
const BACK = '/track?order=GH-7KQ2-M9XD-4TRB&reference=GH7KQ2M9XD4TRB-1';

function checkout(overrides: Partial<TestCheckoutDto> = {}): TestCheckoutDto {
  return { id: 'acc_t3st0001', provider: 'paystack', method: 'momo', amount: 20955, currency: 'GHS', orderNumber: 'GH-7KQ2-M9XD-4TRB', status: 'open', ...overrides };
}

function renderPage(id = 'acc_t3st0001') {
  return renderWithProviders(
    <Routes>
      <Route path="/test-payment/:id" element={<TestPaymentPage />} />
    </Routes>,
    { route: `/test-payment/${id}` },
  );
}

/** The page once the payment has arrived. */
async function showPage(id?: string) {
  const rendered = renderPage(id);
  await waitFor(() => expect(screen.queryByText('Loading the payment…')).not.toBeInTheDocument());
  return rendered;
}

describe('the TEST MODE payment page', () => {
  beforeEach(() => {
    fakeApi.on('GET', CHECKOUT, ok(checkout()));
    goToPaymentPageMock.mockReset();
  });

  it('is marked TEST MODE and shows the order number and the amount in cedis', async () => {
    await showPage();
    expect(screen.getByRole('note')).toHaveTextContent('TEST MODE No real money moves');
    expect(fakeApi.last('GET', CHECKOUT).path).toBe('/api/test-payments/checkouts/acc_t3st0001');
    expect(screen.getByText('GH-7KQ2-M9XD-4TRB')).toBeInTheDocument();
    expect(screen.getByText('₵209.55')).toBeInTheDocument();
    expect(screen.getByText('Mobile Money')).toBeInTheDocument();
  });

  it('for Mobile Money sends the prompt, then the shopper approves it on the phone and goes back to the shop', async () => {
    fakeApi.on('POST', APPROVE, ok({ returnUrl: RETURN_URL }));
    await showPage();
    expect(screen.queryByRole('group', { name: 'Payment request' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send prompt' }));

    expect(screen.getByRole('heading', { name: 'Approve the prompt on your phone' })).toBeInTheDocument();
    const phone = screen.getByRole('group', { name: 'Payment request' });
    expect(phone).toHaveTextContent('Kente & Co. requests ₵209.55 for order GH-7KQ2-M9XD-4TRB. Approve?');
    await userEvent.click(within(phone).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(goToPaymentPageMock).toHaveBeenCalledWith(BACK));
    expect(fakeApi.sent('POST', APPROVE).map((request) => request.path)).toEqual(['/api/test-payments/checkouts/acc_t3st0001/approve']);
    expect(screen.getByRole('status')).toHaveTextContent('Taking you back to the shop…');
    expect(screen.getByRole('link', { name: 'see your order' })).toHaveAttribute('href', BACK);
  });

  it('for Mobile Money lets the shopper decline the prompt', async () => {
    fakeApi.on('POST', DECLINE, ok({ returnUrl: RETURN_URL }));
    await showPage();
    await userEvent.click(screen.getByRole('button', { name: 'Send prompt' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Payment request' })).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(goToPaymentPageMock).toHaveBeenCalledWith(BACK));
    expect(fakeApi.sent('POST', DECLINE).map((request) => request.path)).toEqual(['/api/test-payments/checkouts/acc_t3st0001/decline']);
  });

  it('for a card offers Approve and Decline at once', async () => {
    fakeApi.on('GET', CHECKOUT, ok(checkout({ method: 'card' })));
    fakeApi.on('POST', DECLINE, ok({ returnUrl: RETURN_URL }));
    await showPage();
    expect(screen.getByRole('heading', { name: 'Pay ₵209.55 by card' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(fakeApi.sent('POST', DECLINE).map((request) => request.path)).toEqual(['/api/test-payments/checkouts/acc_t3st0001/decline']));
    await waitFor(() => expect(goToPaymentPageMock).toHaveBeenCalledWith(BACK));
  });

  it('goes back on the address the page was opened at (127.0.0.1, a LAN address), never to another host, however the way back is written', async () => {
    for (const [returnUrl, back] of [
      ['http://localhost:3000/track?order=GH-7KQ2-M9XD-4TRB&token=5O190127TN364715T&PayerID=QYR5Z8XDVJNXQ', '/track?order=GH-7KQ2-M9XD-4TRB&token=5O190127TN364715T&PayerID=QYR5Z8XDVJNXQ'],
      ['https://elsewhere.example/track?order=GH-7KQ2-M9XD-4TRB', '/track?order=GH-7KQ2-M9XD-4TRB'],
      // A path starting '//' would name another host.
      ['http://localhost:3000//elsewhere.example/track', '/elsewhere.example/track'],
    ]) {
      goToPaymentPageMock.mockReset();
      fakeApi.on('GET', CHECKOUT, ok(checkout({ method: 'card' })));
      fakeApi.on('POST', APPROVE, ok({ returnUrl }));
      const { unmount } = await showPage();
      await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
      await waitFor(() => expect(goToPaymentPageMock).toHaveBeenCalledWith(back));
      expect(screen.getByRole('link', { name: 'see your order' })).toHaveAttribute('href', back);
      unmount();
    }
  });

  it('for PayPal shows the amount in US dollars', async () => {
    fakeApi.on('GET', CHECKOUT, ok(checkout({ provider: 'paypal', method: 'paypal', amount: 1397, currency: 'USD', id: '5O190127TN364715T' })));
    await showPage('5O190127TN364715T');
    expect(screen.getByText('US$13.97', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pay US$13.97 with PayPal' })).toBeInTheDocument();
    expect(screen.getByText(/PayPal charges in US dollars/)).toBeInTheDocument();
  });

  it('says a payment already decided is decided, and links to the order', async () => {
    fakeApi.on('GET', CHECKOUT, ok(checkout({ status: 'approved' })));
    await showPage();
    expect(screen.getByText('This payment was already approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send prompt' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your order' })).toHaveAttribute('href', '/track?order=GH-7KQ2-M9XD-4TRB');
  });

  it('looks again when the answer was decided elsewhere meanwhile (409), rather than showing an error', async () => {
    fakeApi.on('GET', CHECKOUT, ok(checkout({ method: 'card' })), ok(checkout({ method: 'card', status: 'approved' })));
    fakeApi.on('POST', APPROVE, apiError(409, { message: 'Already approved or declined' }));
    await showPage();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(fakeApi.sent('GET', CHECKOUT)).toHaveLength(2));
    expect(await screen.findByText('This payment was already approved')).toBeInTheDocument();
    expect(goToPaymentPageMock).not.toHaveBeenCalled();
  });

  it('says what went wrong when the answer could not be sent', async () => {
    fakeApi.on('GET', CHECKOUT, ok(checkout({ method: 'card' })));
    fakeApi.on('POST', APPROVE, apiError(429, { message: 'Too many requests, please try again in 60 seconds' }));
    await showPage();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again in 60 seconds');
  });

  it('shows that it is loading', () => {
    fakeApi.on('GET', CHECKOUT, never());
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the payment…');
  });

  it('says an unknown payment cannot be found, with a link home', async () => {
    fakeApi.on('GET', CHECKOUT, apiError(404, { message: 'Not Found' }));
    renderPage('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent("We can't find this payment");
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the shop could not be reached', async () => {
    fakeApi.on('GET', CHECKOUT, apiError(429, { message: 'Too many requests, please try again in 60 seconds' }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this payment");
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(fakeApi.sent('GET', CHECKOUT)).toHaveLength(2));
  });
});
