import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import type { OrderPaymentDto, TrackedOrderDto } from '../../api/generated/model';
import { goToPaymentPage } from '../../lib/browser-location';
import { order, orderPayment } from '../../test/fixtures';
import { apiError, fakeApi, ok, reply, type Answer } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { PaymentPanel } from './payment-panel';
import { PAYMENT_POLL_FOR_MS, PAYMENT_POLL_MS } from './use-payment-watch';

jest.mock('../../lib/browser-location', () => ({ ...jest.requireActual('../../lib/browser-location'), goToPaymentPage: jest.fn() }));

const goToPaymentPageMock = goToPaymentPage as unknown as jest.Mock;
const CHECK = '/api/payments/:orderNumber/check';
const START = '/api/payments/:orderNumber/attempts';

function attempt(overrides: Partial<OrderPaymentDto> = {}): OrderPaymentDto {
  return orderPayment({ redirectUrl: 'http://127.0.0.1:4431/test-payment/acc_1', ...overrides });
}

/** `order()` as the tracking page reads it (no contact details), with a Mobile Money attempt pending. */
function anOrder(overrides: Partial<TrackedOrderDto> = {}): TrackedOrderDto {
  const { email: _email, phone: _phone, notes: _notes, ...tracked } = order();
  return { ...tracked, payment: attempt(), ...overrides };
}

/** The shop's answers to the payment checks, in turn (the last one repeats). */
function checkAnswers(...answers: OrderPaymentDto[]) {
  fakeApi.on('POST', CHECK, ...(answers.map((answer) => ok(answer)) as [Answer, ...Answer[]]));
}

/** The shop's answer to starting a new attempt: the attempt made, or a refusal. */
function startAnswers(outcome: Answer) {
  fakeApi.on('POST', START, outcome);
}

/** How many checks have been sent, once those the page started have gone out. */
async function checksSent() {
  await act(async () => undefined);
  return fakeApi.sent('POST', CHECK).length;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

async function elapse(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

describe('the payment block of the tracking page', () => {
  beforeEach(() => {
    // A pending attempt, unless a test answers otherwise.
    checkAnswers(attempt());
    // The shop takes Mobile Money only, unless a test answers otherwise.
    fakeApi.on('GET', '/api/payments/options', ok({ holdMinutes: 30, paypalGhsPerUsd: null, testMode: false, methods: [{ method: 'momo', available: true }, { method: 'card', available: false }, { method: 'paypal', available: false }] }));
    goToPaymentPageMock.mockReset();
    setVisibility('visible');
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('says paid, with the amount and the method', () => {
    renderWithProviders(<PaymentPanel order={anOrder({ paymentStatus: 'paid', payment: attempt({ status: 'paid' }) })} />);
    expect(screen.getByRole('heading', { name: 'Paid' })).toBeInTheDocument();
    expect(screen.getByText('₵388.50 paid with Mobile Money. Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a pay-on-delivery order was paid to the rider once the rider collected it', () => {
    const payOnDelivery = { toCollect: null, confirmBy: '2024-05-02T10:00:00.000Z', confirmedAt: '2024-05-01T11:00:00.000Z', collectedAt: '2024-05-03T09:30:00.000Z' };
    renderWithProviders(<PaymentPanel order={anOrder({ paymentMethod: 'cod', paymentStatus: 'paid', orderStatus: 'delivered', payment: null, payOnDelivery })} />);
    expect(screen.getByRole('heading', { name: 'Paid' })).toBeInTheDocument();
    expect(screen.getByText('₵388.50 paid to the rider at delivery. Thank you!')).toBeInTheDocument();
  });

  it('says what PayPal took in dollars, and marks a test payment', () => {
    const payment = attempt({ provider: 'paypal', method: 'paypal', status: 'paid', amount: 2590, currency: 'USD', ghsPerUsd: '15.00', testMode: true });
    renderWithProviders(<PaymentPanel order={anOrder({ paymentMethod: 'paypal', paymentStatus: 'paid', payment })} />);
    expect(screen.getByText('US$25.90 (₵388.50) paid with PayPal. Thank you!')).toBeInTheDocument();
    expect(screen.getByText('TEST MODE: no real money moved.')).toBeInTheDocument();
  });

  it('says refunded, and how long it takes to show', () => {
    renderWithProviders(<PaymentPanel order={anOrder({ paymentStatus: 'refunded', orderStatus: 'cancelled', payment: attempt({ status: 'refunded' }) })} />);
    expect(screen.getByRole('heading', { name: 'Refunded' })).toBeInTheDocument();
    expect(screen.getByText('We refunded ₵388.50 to your Mobile Money. It can take a few days to show.')).toBeInTheDocument();
  });

  it('offers Try again on a failed payment: a new attempt, and off to its payment page', async () => {
    startAnswers(reply(201, attempt({ reference: 'GH7KQ2M9XD4TRB-2', redirectUrl: 'https://checkout.paystack.com/new' })));
    renderWithProviders(<PaymentPanel order={anOrder({ paymentStatus: 'failed', payment: attempt({ status: 'failed' }) })} />);
    expect(screen.getByRole('heading', { name: 'Your payment did not go through' })).toBeInTheDocument();
    expect(await checksSent()).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(goToPaymentPageMock).toHaveBeenCalledWith('https://checkout.paystack.com/new'));
    expect(fakeApi.sent('POST', START).map(({ path, body }) => ({ path, body }))).toEqual([{ path: '/api/payments/GH-7KQ2-M9XD-4TRB/attempts', body: {} }]);
  });

  it('after a decline offers every method the shop takes, says until when the items are held in Ghana time, and pays with the one chosen', async () => {
    fakeApi.on('GET', '/api/payments/options', ok({ holdMinutes: 30, paypalGhsPerUsd: '15.00', testMode: false, methods: [{ method: 'momo', available: true }, { method: 'card', available: true }, { method: 'paypal', available: true }] }));
    startAnswers(reply(201, attempt({ reference: 'GH7KQ2M9XD4TRB-2', method: 'card', redirectUrl: 'https://checkout.paystack.com/card' })));
    renderWithProviders(<PaymentPanel order={anOrder({ paymentStatus: 'failed', heldUntil: '2024-05-01T14:35:00.000Z', payment: attempt({ status: 'failed' }) })} />);

    expect(screen.getByText('No money was taken. Your items are held for you until 14:35 (Ghana time).')).toBeInTheDocument();
    const methods = await screen.findByRole('group', { name: 'Try again with' });
    expect(within(methods).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['momo', 'card', 'paypal']);
    expect(within(methods).getByRole('radio', { name: /Mobile Money/ })).toBeChecked();
    expect(within(methods).getByRole('radio', { name: /Mobile Money/ })).toHaveAccessibleName(/MTN, Telecel, AirtelTigo/);

    await userEvent.click(within(methods).getByRole('radio', { name: /Card/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(goToPaymentPageMock).toHaveBeenCalledWith('https://checkout.paystack.com/card'));
    expect(fakeApi.last('POST', START).body).toEqual({ method: 'card' });
  });

  it('says an expired order was cancelled and its items went back on sale, and sends the shopper to shop again', async () => {
    renderWithProviders(<PaymentPanel order={anOrder({ paymentStatus: 'expired', orderStatus: 'cancelled', payment: attempt({ status: 'expired' }) })} />);
    expect(screen.getByRole('heading', { name: 'The time to pay ran out' })).toBeInTheDocument();
    expect(screen.getByText(/the order was cancelled and its items went back on sale/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop again' })).toHaveAttribute('href', '/products');
    expect(await checksSent()).toBe(0);
  });

  it('offers nothing to pay on a failed order that was cancelled', () => {
    renderWithProviders(<PaymentPanel order={anOrder({ paymentStatus: 'failed', orderStatus: 'cancelled' })} />);
    expect(screen.getByRole('heading', { name: 'Not paid' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says why a new attempt was refused', async () => {
    startAnswers(apiError(409, { message: 'This order can no longer be paid' }));
    renderWithProviders(<PaymentPanel order={anOrder({ paymentStatus: 'failed' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Payment could not be started')).toBeInTheDocument();
    expect(screen.getByText('This order can no longer be paid')).toBeInTheDocument();
    expect(goToPaymentPageMock).not.toHaveBeenCalled();
  });

  it('on a waiting order offers Complete payment, which starts an attempt and goes to its page', async () => {
    checkAnswers(attempt());
    startAnswers(reply(201, attempt({ reference: 'GH7KQ2M9XD4TRB-2', redirectUrl: 'http://127.0.0.1:4431/test-payment/acc_2' })));
    renderWithProviders(<PaymentPanel order={anOrder()} />);
    expect(screen.getByRole('heading', { name: 'Waiting for your payment' })).toBeInTheDocument();
    expect(screen.getByText('If a payment prompt is on your phone, approve it with your Mobile Money PIN. This page updates by itself.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Complete payment' }));
    await waitFor(() => expect(goToPaymentPageMock).toHaveBeenCalledWith('http://127.0.0.1:4431/test-payment/acc_2'));
    expect(fakeApi.sent('POST', START).map(({ path, body }) => ({ path, body }))).toEqual([{ path: '/api/payments/GH-7KQ2-M9XD-4TRB/attempts', body: {} }]);
  });

  it("opens TEST MODE's payment page, the shop's own, on the address the shopper is using, whatever address the shop names itself by", async () => {
    checkAnswers(attempt({ testMode: true }));
    startAnswers(reply(201, attempt({ reference: 'GH7KQ2M9XD4TRB-2', testMode: true, redirectUrl: 'http://localhost:3000/test-payment/acc_2' })));
    renderWithProviders(<PaymentPanel order={anOrder({ payment: attempt({ testMode: true }) })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Complete payment' }));
    await waitFor(() => expect(goToPaymentPageMock).toHaveBeenCalledWith('/test-payment/acc_2'));
  });

  it('offers Complete payment without checking when no attempt was started (the provider was down)', async () => {
    renderWithProviders(<PaymentPanel order={anOrder({ payment: null })} />);
    expect(screen.getByRole('button', { name: 'Complete payment' })).toBeEnabled();
    expect(await checksSent()).toBe(0);
  });

  it('asks the shop to check once on arrival, and refreshes the order when the provider says paid', async () => {
    const invalidate = jest.spyOn(QueryClient.prototype, 'invalidateQueries');
    checkAnswers(attempt({ status: 'paid' }));
    renderWithProviders(<PaymentPanel order={anOrder()} />);
    expect(await checksSent()).toBe(1);
    expect(fakeApi.last('POST', CHECK).path).toBe('/api/payments/GH-7KQ2-M9XD-4TRB/check');
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
    const { predicate } = invalidate.mock.calls[0][0] as { predicate: (query: { queryKey: readonly unknown[] }) => boolean };
    expect(predicate({ queryKey: ['/api/orders/track/gh-7kq2-m9xd-4trb'] })).toBe(true);
    expect(predicate({ queryKey: ['/api/orders/track/GH-7KQ2-M9XD-4TRB'] })).toBe(true);
    expect(predicate({ queryKey: ['/api/cart/abc'] })).toBe(false);
  });

  it('polls every 5 s while pending, and stops after 3 minutes with a Check again button', async () => {
    jest.useFakeTimers();
    checkAnswers(attempt());
    renderWithProviders(<PaymentPanel order={anOrder()} />);
    expect(await checksSent()).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('Checking for your payment…');

    await elapse(PAYMENT_POLL_MS);
    expect(await checksSent()).toBe(2);
    await elapse(PAYMENT_POLL_MS);
    expect(await checksSent()).toBe(3);

    await elapse(PAYMENT_POLL_FOR_MS);
    const asked = await checksSent();
    // One ask every 5 s for 3 minutes, the first on arrival.
    expect(asked).toBe(PAYMENT_POLL_FOR_MS / PAYMENT_POLL_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Still no word from the payment service.');
    await elapse(10 * PAYMENT_POLL_MS);
    expect(await checksSent()).toBe(asked);

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await checksSent()).toBe(asked + 1);
    expect(screen.getByRole('status')).toHaveTextContent('Checking for your payment…');
    expect(screen.queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
  });

  it('does not ask while the tab is hidden', async () => {
    jest.useFakeTimers();
    checkAnswers(attempt());
    renderWithProviders(<PaymentPanel order={anOrder()} />);
    expect(await checksSent()).toBe(1);
    setVisibility('hidden');
    await elapse(6 * PAYMENT_POLL_MS);
    expect(await checksSent()).toBe(1);
    setVisibility('visible');
    await elapse(PAYMENT_POLL_MS);
    expect(await checksSent()).toBe(2);
  });

  it('stops polling once the provider has decided, and refreshes the order', async () => {
    jest.useFakeTimers();
    const invalidate = jest.spyOn(QueryClient.prototype, 'invalidateQueries');
    checkAnswers(attempt(), attempt({ status: 'failed' }));
    renderWithProviders(<PaymentPanel order={anOrder()} />);
    await checksSent();
    await elapse(PAYMENT_POLL_MS);
    expect(await checksSent()).toBe(2);
    expect(invalidate).toHaveBeenCalledTimes(1);
    await elapse(5 * PAYMENT_POLL_MS);
    expect(await checksSent()).toBe(2);
    expect(screen.queryByText('Checking for your payment…')).not.toBeInTheDocument();
  });

  it('says so when the provider reported an amount other than the order’s, and stops asking', async () => {
    jest.useFakeTimers();
    checkAnswers(attempt({ status: 'mismatch' }));
    renderWithProviders(<PaymentPanel order={anOrder()} />);
    await checksSent();
    await elapse(0); // the answer noted
    expect(screen.getByText(/reported an amount that does not match this order/)).toBeInTheDocument();
    await elapse(3 * PAYMENT_POLL_MS);
    expect(await checksSent()).toBe(1);
  });

  it('shows nothing to pay on an order cancelled before it was paid', async () => {
    renderWithProviders(<PaymentPanel order={anOrder({ orderStatus: 'cancelled' })} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(await checksSent()).toBe(0);
  });
});
