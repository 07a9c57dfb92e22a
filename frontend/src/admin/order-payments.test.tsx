import { act, screen } from '@testing-library/react';
import type { OrderPaymentDto } from '../api/generated/model';
import { order, orderPayment } from '../test/fixtures';
import { fakeApi, ok, type Answer } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { useRefreshAfterChange } from './admin-queries';
import { OrderPayments, REFUND_REFETCH_MS } from './order-payments';

jest.mock('./admin-queries', () => ({ ...jest.requireActual('./admin-queries'), useRefreshAfterChange: jest.fn() }));

const PAYMENTS = '/api/admin/orders/:id/payments';
/** Staff cancelled it while paid: the order reads paid until its refund lands (ADR 043). */
const CANCELLED_PAID = order({ orderStatus: 'cancelled', paymentStatus: 'paid', payment: orderPayment({ status: 'paid' }) });

/** The shop's answers to the history, in turn (the last one repeats): one attempt in each state. */
function historyAnswers(...states: OrderPaymentDto['status'][]) {
  fakeApi.on('GET', PAYMENTS, ...(states.map((status) => ok({ needsAttention: false, attempts: [orderPayment({ status })], entries: [] })) as [Answer, ...Answer[]]));
}

async function elapse(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

async function readsSent() {
  await act(async () => undefined);
  return fakeApi.sent('GET', PAYMENTS).length;
}

describe("an order's payment history in the drawer", () => {
  let refresh: jest.Mock;
  beforeEach(() => {
    refresh = jest.fn().mockResolvedValue(undefined);
    (useRefreshAfterChange as jest.Mock).mockReturnValue(refresh);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is read again while a cancelled order is being refunded, until the refund settles, and then the order list is too', async () => {
    jest.useFakeTimers();
    // The refund is asked for just after the cancel is answered, then the provider answers.
    historyAnswers('paid', 'refund_pending', 'refunded');
    renderWithProviders(<OrderPayments order={CANCELLED_PAID} />);
    expect(await readsSent()).toBe(1);

    await elapse(REFUND_REFETCH_MS);
    expect(await readsSent()).toBe(2);
    expect(await screen.findByText('Refund pending')).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();

    await elapse(REFUND_REFETCH_MS);
    expect(await readsSent()).toBe(3);
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(refresh.mock.calls).toEqual([['orders']]);

    await elapse(3 * REFUND_REFETCH_MS);
    expect(await readsSent()).toBe(3);
  });

  it('is read once for an order with no refund under way', async () => {
    jest.useFakeTimers();
    historyAnswers('paid');
    renderWithProviders(<OrderPayments order={order({ orderStatus: 'confirmed', paymentStatus: 'paid', payment: orderPayment({ status: 'paid' }) })} />);
    expect(await readsSent()).toBe(1);
    await elapse(3 * REFUND_REFETCH_MS);
    expect(await readsSent()).toBe(1);
    expect(refresh).not.toHaveBeenCalled();
  });
});
