import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../lib/router';
import { useApproveTestCheckout, useDeclineTestCheckout, useGetTestCheckout } from '../api/generated/endpoints/payments/payments';
import type { TestCheckoutDto } from '../api/generated/model';
import { goToPaymentPage } from '../lib/browser-location';
import { answered, apiError, failed, mutation, pending } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import TestPaymentPage from './test-payment.page';

jest.mock('../api/generated/endpoints/payments/payments', () => ({
  useGetTestCheckout: jest.fn(),
  useApproveTestCheckout: jest.fn(),
  useDeclineTestCheckout: jest.fn(),
}));
jest.mock('../lib/browser-location', () => ({ ...jest.requireActual('../lib/browser-location'), goToPaymentPage: jest.fn() }));

const useGetTestCheckoutMock = useGetTestCheckout as unknown as jest.Mock;
const useApproveMock = useApproveTestCheckout as unknown as jest.Mock;
const useDeclineMock = useDeclineTestCheckout as unknown as jest.Mock;
const goToPaymentPageMock = goToPaymentPage as unknown as jest.Mock;

const RETURN_URL = 'http://127.0.0.1:4431/track?order=GH-7KQ2-M9XD-4TRB';

function checkout(overrides: Partial<TestCheckoutDto> = {}): TestCheckoutDto {
  return { id: 'acc_t3st0001', provider: 'paystack', method: 'momo', amount: 20955, currency: 'GHS', orderNumber: 'GH-7KQ2-M9XD-4TRB', status: 'open', ...overrides };
}

/** A mutation whose mutate answers like the server: the callbacks given to the hook run. */
function answering(hook: jest.Mock, outcome: { returnUrl: string } | Error) {
  const mutate = jest.fn();
  hook.mockImplementation(({ mutation: callbacks }) => {
    mutate.mockImplementation(() => (outcome instanceof Error ? callbacks.onError(outcome) : callbacks.onSuccess({ data: outcome })));
    return mutation(mutate);
  });
  return mutate;
}

function renderPage(id = 'acc_t3st0001') {
  return renderWithProviders(
    <Routes>
      <Route path="/test-payment/:id" element={<TestPaymentPage />} />
    </Routes>,
    { route: `/test-payment/${id}` },
  );
}

describe('the TEST MODE payment page', () => {
  beforeEach(() => {
    useGetTestCheckoutMock.mockReset().mockReturnValue(answered(checkout()));
    useApproveMock.mockReset().mockReturnValue(mutation());
    useDeclineMock.mockReset().mockReturnValue(mutation());
    goToPaymentPageMock.mockReset();
  });

  it('is marked TEST MODE and shows the order number and the amount in cedis', () => {
    renderPage();
    expect(screen.getByRole('note')).toHaveTextContent('TEST MODE No real money moves');
    expect(useGetTestCheckoutMock).toHaveBeenCalledWith('acc_t3st0001', expect.anything());
    expect(screen.getByText('GH-7KQ2-M9XD-4TRB')).toBeInTheDocument();
    expect(screen.getByText('₵209.55')).toBeInTheDocument();
    expect(screen.getByText('Mobile Money')).toBeInTheDocument();
  });

  it('for Mobile Money sends the prompt, then the shopper approves it on the phone and goes back to the shop', async () => {
    const approve = answering(useApproveMock, { returnUrl: RETURN_URL });
    renderPage();
    expect(screen.queryByRole('group', { name: 'Payment request' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send prompt' }));

    expect(screen.getByRole('heading', { name: 'Approve the prompt on your phone' })).toBeInTheDocument();
    const phone = screen.getByRole('group', { name: 'Payment request' });
    expect(phone).toHaveTextContent('Kente & Co. requests ₵209.55 for order GH-7KQ2-M9XD-4TRB. Approve?');
    await userEvent.click(within(phone).getByRole('button', { name: 'Approve' }));

    expect(approve).toHaveBeenCalledWith({ id: 'acc_t3st0001' });
    expect(goToPaymentPageMock).toHaveBeenCalledWith(RETURN_URL);
    expect(screen.getByRole('status')).toHaveTextContent('Taking you back to the shop…');
    expect(screen.getByRole('link', { name: 'see your order' })).toHaveAttribute('href', RETURN_URL);
  });

  it('for Mobile Money lets the shopper decline the prompt', async () => {
    const decline = answering(useDeclineMock, { returnUrl: RETURN_URL });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Send prompt' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Payment request' })).getByRole('button', { name: 'Decline' }));
    expect(decline).toHaveBeenCalledWith({ id: 'acc_t3st0001' });
    expect(goToPaymentPageMock).toHaveBeenCalledWith(RETURN_URL);
  });

  it('for a card offers Approve and Decline at once', async () => {
    useGetTestCheckoutMock.mockReturnValue(answered(checkout({ method: 'card' })));
    const decline = answering(useDeclineMock, { returnUrl: RETURN_URL });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Pay ₵209.55 by card' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(decline).toHaveBeenCalledWith({ id: 'acc_t3st0001' });
  });

  it('for PayPal shows the amount in US dollars', () => {
    useGetTestCheckoutMock.mockReturnValue(answered(checkout({ provider: 'paypal', method: 'paypal', amount: 1397, currency: 'USD', id: '5O190127TN364715T' })));
    renderPage('5O190127TN364715T');
    expect(screen.getByText('US$13.97', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pay US$13.97 with PayPal' })).toBeInTheDocument();
    expect(screen.getByText(/PayPal charges in US dollars/)).toBeInTheDocument();
  });

  it('says a payment already decided is decided, and links to the order', () => {
    useGetTestCheckoutMock.mockReturnValue(answered(checkout({ status: 'approved' })));
    renderPage();
    expect(screen.getByText('This payment was already approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send prompt' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your order' })).toHaveAttribute('href', '/track?order=GH-7KQ2-M9XD-4TRB');
  });

  it('looks again when the answer was decided elsewhere meanwhile (409), rather than showing an error', async () => {
    const query = answered(checkout({ method: 'card' }));
    useGetTestCheckoutMock.mockReturnValue(query);
    answering(useApproveMock, apiError(409, { message: 'Already approved or declined' }));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(query.refetch).toHaveBeenCalled();
    expect(goToPaymentPageMock).not.toHaveBeenCalled();
  });

  it('says what went wrong when the answer could not be sent', () => {
    useGetTestCheckoutMock.mockReturnValue(answered(checkout({ method: 'card' })));
    useApproveMock.mockReturnValue({ ...mutation(), error: apiError(429, { message: 'Too many requests, please try again in 60 seconds' }) });
    renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests, please try again in 60 seconds');
  });

  it('shows that it is loading', () => {
    useGetTestCheckoutMock.mockReturnValue(pending());
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the payment…');
  });

  it('says an unknown payment cannot be found, with a link home', () => {
    useGetTestCheckoutMock.mockReturnValue(failed(apiError(404, { message: 'Not Found' })));
    renderPage('nope');
    expect(screen.getByRole('alert')).toHaveTextContent("We can't find this payment");
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the shop could not be reached', async () => {
    const query = failed(apiError(429, { message: 'Too many requests, please try again in 60 seconds' }));
    useGetTestCheckoutMock.mockReturnValue(query);
    renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load this payment");
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(query.refetch).toHaveBeenCalled();
  });
});
