import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentHistoryDto } from '../api/generated/model';
import { ignoreScrollbarMeasuring, order, orderPayment } from '../test/fixtures';
import { apiError, fakeApi, never, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { OrdersTab } from './orders-tab';

const ORDERS = '/api/admin/orders';
const PAYMENTS = '/api/admin/orders/:id/payments';
beforeEach(() => {
  fakeApi.on('GET', '/api/admin/messages', ok([]));
  // The drawer's rider control; its own tests are order-rider.test.tsx.
  fakeApi.on('GET', '/api/admin/riders', ok([]));
  fakeApi.on('GET', '/api/admin/orders/:id/rider', ok({ assignment: null }));
});

const HISTORY: PaymentHistoryDto = {
  needsAttention: false,
  attempts: [
    orderPayment({ status: 'failed', redirectUrl: null }),
    orderPayment({ provider: 'paypal', method: 'paypal', reference: 'GH7KQ2M9XD4TRB-2', status: 'paid', amount: 2590, currency: 'USD', ghsPerUsd: '15.00', createdAt: '2024-05-01T10:20:00.000Z' }),
  ],
  entries: [
    { at: '2024-05-01T10:00:00.000Z', kind: 'attempt-started', reference: 'GH7KQ2M9XD4TRB-1', detail: 'Mobile Money payment started with Paystack' },
    { at: '2024-05-01T10:05:00.000Z', kind: 'failed', reference: 'GH7KQ2M9XD4TRB-1', detail: 'Paystack says the payment was declined' },
    { at: '2024-05-01T10:21:30.000Z', kind: 'paid', reference: 'GH7KQ2M9XD4TRB-2', detail: 'PayPal captured US$25.90' },
  ],
};

async function openOrder() {
  await user.click(await screen.findByLabelText('View order GH-7KQ2-M9XD-4TRB'));
  return screen.findByRole('dialog');
}

const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
const twentyOrders = Array.from({ length: 20 }, (_, index) => order({ id: `o-${index}`, orderNumber: `GH-${index}` }));

ignoreScrollbarMeasuring();

describe('the orders tab', () => {
  beforeEach(() => {
    fakeApi.on('GET', ORDERS, ok([order({ trackingNumber: null })]));
    fakeApi.on('GET', PAYMENTS, ok(HISTORY));
  });

  it("says 'No orders yet' without orders", async () => {
    fakeApi.on('GET', ORDERS, ok([]));
    renderWithProviders(<OrdersTab />);
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });

  it('shows number, customer name and e-mail, total, status selector and created date', async () => {
    renderWithProviders(<OrdersTab />);
    expect(await screen.findByText('GH-7KQ2-M9XD-4TRB', { selector: '.admin-mono' })).toBeInTheDocument();
    expect(screen.getByText('Efua Owusu')).toBeInTheDocument();
    expect(screen.getByText('efua@example.com')).toHaveAttribute('href', 'mailto:efua@example.com');
    expect(screen.getByText('₵388.50')).toBeInTheDocument();
    expect(screen.getByLabelText('Status of order GH-7KQ2-M9XD-4TRB', { selector: 'input' })).toBeInTheDocument();
    expect(screen.getAllByText('1 May 2024, 10:00').length).toBeGreaterThan(0);
  });

  it('opens a read-only view with the items, address and totals', async () => {
    renderWithProviders(<OrdersTab />);
    const dialog = await openOrder();
    expect(within(dialog).getByText('Order GH-7KQ2-M9XD-4TRB')).toBeInTheDocument();
    expect(within(dialog).getByText('Royal Kente Stole')).toBeInTheDocument();
    expect(within(dialog).getByText('Size M · Yellow')).toBeInTheDocument();
    expect(within(dialog).getByText('₵370.00', { selector: 'td' })).toBeInTheDocument();
    expect(within(dialog).getByText(/12 Bank Road/)).toBeInTheDocument();
    expect(within(dialog).getByText('Awaiting payment', { selector: '.admin-tag' }).parentElement).toHaveTextContent('Mobile Money Awaiting payment');
    expect(within(dialog).getByText('Free')).toBeInTheDocument();
    expect(within(dialog).getByText('₵388.50', { selector: 'dd' })).toBeInTheDocument();
  });

  it('asks the server for the first 20 orders and counts every order, not the page', async () => {
    fakeApi.on('GET', ORDERS, ok(twentyOrders, { 'x-total-count': '645' }));
    renderWithProviders(<OrdersTab />);
    expect(await screen.findByText('645', { selector: '.admin-count' })).toBeInTheDocument();
    expect(fakeApi.last('GET', ORDERS).query).toEqual({ limit: '20', offset: '0' });
    expect(screen.getByTitle('33')).toBeInTheDocument(); // the last of 645 / 20 pages
  });

  it('asks the server for the page chosen in the pager', async () => {
    fakeApi.on('GET', ORDERS, ok(twentyOrders, { 'x-total-count': '45' }));
    renderWithProviders(<OrdersTab />);
    await user.click(await screen.findByTitle('3'));
    await waitFor(() => expect(fakeApi.last('GET', ORDERS).query).toEqual({ limit: '20', offset: '40' }));
  });

  it('searches on the server by number, name or e-mail, from page 1, and shows what it answers', async () => {
    fakeApi.on('GET', ORDERS, ok(twentyOrders, { 'x-total-count': '45' }));
    renderWithProviders(<OrdersTab />);
    await user.click(await screen.findByTitle('2'));
    await waitFor(() => expect(fakeApi.last('GET', ORDERS).query).toEqual({ limit: '20', offset: '20' }));

    fakeApi.on('GET', ORDERS, ok([order({ id: 'o-2', orderNumber: 'GH-ZZZZ', firstName: 'Kwame', lastName: 'Nkrumah', email: 'kwame@example.com' })], { 'x-total-count': '1' }));
    await user.type(screen.getByLabelText('Search orders'), ' kwame ');
    await waitFor(() => expect(fakeApi.last('GET', ORDERS).query).toEqual({ limit: '20', offset: '0', search: 'kwame' }));
    expect(await screen.findByText('Kwame Nkrumah')).toBeInTheDocument();
    expect(screen.queryByText('Efua Owusu')).not.toBeInTheDocument();
  });

  it("says 'No orders match' rather than 'No orders yet' when a search finds nothing", async () => {
    renderWithProviders(<OrdersTab />);
    await screen.findByText('Efua Owusu');
    fakeApi.on('GET', ORDERS, ok([], { 'x-total-count': '0' }));
    await user.type(screen.getByLabelText('Search orders'), 'nobody');
    expect(await screen.findByText('No orders match')).toBeInTheDocument();
    expect(screen.queryByText('No orders yet')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search orders')).toHaveValue('nobody');
  });
  it('shows each order’s payment state and method', async () => {
    fakeApi.on(
      'GET',
      ORDERS,
      ok([
        order(),
        order({ id: 'o-2', orderNumber: 'GH-PAID-0000-0001', paymentMethod: 'paypal', paymentStatus: 'paid', payment: orderPayment({ provider: 'paypal', method: 'paypal', status: 'paid', currency: 'USD', amount: 2590 }) }),
      ]),
    );
    renderWithProviders(<OrdersTab />);
    await screen.findByText('GH-PAID-0000-0001', { selector: '.admin-mono' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Mobile Money')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[1]).getByText('PayPal')).toBeInTheDocument();
  });

  it('filters by payment status on the server, from page 1', async () => {
    // The server answers a filtered list apart from the whole one.
    fakeApi.on('GET', ORDERS, (request) => (request.query.paymentStatus ? ok([order({ id: 'o-failed', orderNumber: 'GH-FAILED', paymentStatus: 'failed' })], { 'x-total-count': '1' }) : ok(twentyOrders, { 'x-total-count': '45' })));
    renderWithProviders(<OrdersTab />);
    await user.click(await screen.findByTitle('2'));
    await waitFor(() => expect(fakeApi.last('GET', ORDERS).query).toEqual({ limit: '20', offset: '20' }));

    fireEvent.mouseDown(screen.getByLabelText('Payment status', { selector: 'input' }));
    for (const label of ['All payments', 'Paid', 'Awaiting payment', 'Failed', 'Expired', 'Refunded']) expect((await screen.findAllByTitle(label)).length).toBeGreaterThan(0);
    await user.click(screen.getByTitle('Failed'));
    await waitFor(() => expect(fakeApi.last('GET', ORDERS).query).toEqual({ limit: '20', offset: '0', paymentStatus: 'failed' }));

    fireEvent.mouseDown(screen.getByLabelText('Payment status', { selector: 'input' }));
    await user.click(await screen.findByTitle('All payments'));
    // Page 1 of every order again: the answer to { limit: 20, offset: 0 }, asked for at the start and kept while fresh.
    await waitFor(() => expect(screen.getByText('45', { selector: '.admin-count' })).toBeInTheDocument());
    expect(screen.getByTitle('1')).toHaveClass('ant-pagination-item-active');
  });

  it("says 'No orders match' when no order has the chosen payment status", async () => {
    renderWithProviders(<OrdersTab />);
    await screen.findByText('Efua Owusu');
    fakeApi.on('GET', ORDERS, ok([], { 'x-total-count': '0' }));
    fireEvent.mouseDown(screen.getByLabelText('Payment status', { selector: 'input' }));
    await user.click(await screen.findByTitle('Refunded'));
    expect(await screen.findByText('No orders match')).toBeInTheDocument();
    expect(screen.queryByText('No orders yet')).not.toBeInTheDocument();
  });

  it('lists the order’s payment attempts, PayPal’s dollars and rate, and its history in Ghana time', async () => {
    renderWithProviders(<OrdersTab />);
    const dialog = await openOrder();
    const attempts = await within(dialog).findByRole('table', { name: 'Payment attempts' });
    expect(fakeApi.last('GET', PAYMENTS).path).toBe('/api/admin/orders/o-1/payments');
    const [, momo, paypal] = within(attempts).getAllByRole('row');
    expect(momo).toHaveTextContent('GH7KQ2M9XD4TRB-1');
    expect(momo).toHaveTextContent('Mobile MoneyPaystack');
    expect(momo).toHaveTextContent('₵388.50');
    expect(within(momo).getByText('Failed')).toBeInTheDocument();
    expect(paypal).toHaveTextContent('US$25.90');
    expect(paypal).toHaveTextContent('₵388.50 at ₵15.00 per US$1');
    expect(within(paypal).getByText('Paid')).toBeInTheDocument();

    const history = within(dialog).getByRole('list', { name: 'Payment history' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '1 May 2024, 10:00Mobile Money payment started with Paystack · GH7KQ2M9XD4TRB-1',
      '1 May 2024, 10:05Paystack says the payment was declined · GH7KQ2M9XD4TRB-1',
      '1 May 2024, 10:21PayPal captured US$25.90 · GH7KQ2M9XD4TRB-2',
    ]);
    expect(within(dialog).queryByText('This payment needs attention')).not.toBeInTheDocument();
  });

  it('warns when the payment needs attention', async () => {
    fakeApi.on(
      'GET',
      PAYMENTS,
      ok({
        needsAttention: true,
        attempts: [orderPayment({ status: 'mismatch', redirectUrl: null })],
        entries: [{ at: '2024-05-01T10:06:00.000Z', kind: 'mismatch', reference: 'GH7KQ2M9XD4TRB-1', detail: 'Paystack says ₵209.00 was paid, the attempt is for ₵388.50' }],
      }),
    );
    renderWithProviders(<OrdersTab />);
    const dialog = await openOrder();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This payment needs attention');
    expect(within(dialog).getByText('Amount mismatch')).toBeInTheDocument();
    expect(within(dialog).getByText(/Paystack says ₵209.00 was paid, the attempt is for ₵388.50/).closest('li')).toHaveClass('admin-payments__entry--flag');
  });

  it('shows the payments loading, and a retry when they could not be loaded', async () => {
    fakeApi.on('GET', PAYMENTS, never());
    const { unmount } = renderWithProviders(<OrdersTab />);
    let dialog = await openOrder();
    expect(dialog.querySelector('.admin-payments .ant-skeleton')).not.toBeNull();
    unmount();

    fakeApi.on('GET', PAYMENTS, apiError(403, { message: 'Forbidden' }));
    renderWithProviders(<OrdersTab />);
    dialog = await openOrder();
    expect(await within(dialog).findByText('The payment history could not be loaded.')).toBeInTheDocument();
    const asked = fakeApi.sent('GET', PAYMENTS).length;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fakeApi.sent('GET', PAYMENTS).length).toBeGreaterThan(asked));
  });

  it("lists the order's messages with kind, channel, status and time, each linking to the Messages tab", async () => {
    fakeApi.on('GET', PAYMENTS, ok(HISTORY));
    fakeApi.on(
      'GET',
      '/api/admin/messages',
      ok([
        { id: 'm-9', kind: 'order-shipped', channel: 'sms', audience: 'shopper', recipient: '+233241234567', reference: 'GH-7KQ2-M9XD-4TRB', subject: null, status: 'sent', attempts: 1, lastError: null, transport: 'arkesel', providerMessageId: 'ark-1', orderId: 'o-1', createdAt: '2024-05-03T08:00:00.000Z', nextAttemptAt: '2024-05-03T08:00:00.000Z', sentAt: '2024-05-03T08:00:05.000Z' },
      ]),
    );
    renderWithProviders(<OrdersTab />);
    const dialog = await openOrder();
    const section = within(dialog).getByRole('region', { name: 'Messages about this order' });
    expect(await within(section).findByRole('link', { name: 'Order shipped' })).toHaveAttribute('href', '/?tab=messages&message=m-9');
    expect(within(section).getByLabelText('SMS')).toBeInTheDocument();
    expect(within(section).getByText('Sent', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(section).getByText('3 May 2024, 08:00')).toBeInTheDocument();
    expect(fakeApi.last('GET', '/api/admin/messages').query).toEqual({ orderId: 'o-1', limit: '50' });
  });
});
