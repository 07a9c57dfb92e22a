import { cancelRefusedBecause } from '@shop/rules';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ignoreScrollbarMeasuring, order, orderPayment } from '../test/fixtures';
import { apiError, fakeApi, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { useRefreshAfterChange } from './admin-queries';
import { OrderStatusControl } from './order-status-control';

jest.mock('./admin-queries', () => ({ ...jest.requireActual('./admin-queries'), useRefreshAfterChange: jest.fn() }));

ignoreScrollbarMeasuring();
const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });

// Pay on delivery: moving it on needs no payment first.
const CONFIRMED = order({ orderStatus: 'confirmed', paymentMethod: 'cod', orderedAt: '2024-05-01T10:00:00.000Z', confirmedAt: '2024-05-01T14:30:00.000Z' });

async function choose(status: string) {
  fireEvent.mouseDown(screen.getByLabelText(`Status of order ${CONFIRMED.orderNumber}`, { selector: 'input' }));
  await user.click(await screen.findByTitle(status));
}

describe('the order status selector', () => {
  let refresh: jest.Mock;
  beforeEach(() => {
    refresh = jest.fn().mockResolvedValue(undefined);
    (useRefreshAfterChange as jest.Mock).mockReturnValue(refresh);
  });

  it('offers every status and shows the stage dates that are set, in Ghana time', async () => {
    renderWithProviders(<OrderStatusControl order={CONFIRMED} />);
    expect(screen.getByText('Order Placed')).toBeInTheDocument();
    expect(screen.getByText('1 May 2024, 10:00')).toBeInTheDocument();
    expect(screen.getByText('Confirmed', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('1 May 2024, 14:30')).toBeInTheDocument();
    expect(screen.queryByText('Delivered', { selector: 'dt' })).not.toBeInTheDocument();

    fireEvent.mouseDown(screen.getByLabelText(`Status of order ${CONFIRMED.orderNumber}`, { selector: 'input' }));
    for (const label of ['Ordered', 'Confirmed', 'Processing', 'Shipped', 'Out for Delivery', 'Delivered', 'Cancelled']) {
      expect((await screen.findAllByTitle(label)).length).toBeGreaterThan(0);
    }
  });

  it('shows the tracking number once there is one', () => {
    renderWithProviders(<OrderStatusControl order={order({ orderStatus: 'shipped', shippedAt: '2024-05-02T08:00:00.000Z', trackingNumber: 'GHPOST-42' })} />);
    expect(screen.getByText('Tracking')).toBeInTheDocument();
    expect(screen.getByText('GHPOST-42')).toBeInTheDocument();
  });

  it('sends a move on to the next stage at once and toasts', async () => {
    fakeApi.on('PATCH', '/api/admin/orders/:id/status', ok({ ...CONFIRMED, orderStatus: 'processing' }));
    renderWithProviders(<OrderStatusControl order={CONFIRMED} />);
    await choose('Processing');
    expect(await screen.findByText('Order status updated!')).toBeInTheDocument();
    expect(fakeApi.sent('PATCH', '/api/admin/orders/:id/status').map(({ path, body }) => ({ path, body }))).toEqual([{ path: `/api/admin/orders/${CONFIRMED.id}/status`, body: { status: 'processing' } }]);
  });

  it('asks before a move on that skips stages, naming them, and sends nothing until confirmed', async () => {
    const ordered = order({ orderStatus: 'ordered', paymentMethod: 'cod' });
    fakeApi.on('PATCH', '/api/admin/orders/:id/status', ok({ ...ordered, orderStatus: 'delivered' }));
    renderWithProviders(<OrderStatusControl order={ordered} />);
    await choose('Delivered');
    expect(await screen.findByText(`Move ${ordered.orderNumber} on to Delivered?`)).toBeInTheDocument();
    expect(screen.getByText(/This skips/).textContent).toBe('It is Ordered now. This skips Confirmed, Processing, Shipped and Out for Delivery. Those stages get no date.');
    expect(fakeApi.sent('PATCH', '/api/admin/orders/:id/status')).toHaveLength(0);

    await user.click(screen.getByText('Cancel').closest('button') as HTMLButtonElement);
    expect(fakeApi.sent('PATCH', '/api/admin/orders/:id/status')).toHaveLength(0);

    await choose('Delivered');
    await user.click((await screen.findByText('Mark as Delivered')).closest('button') as HTMLButtonElement);
    await waitFor(() => expect(fakeApi.sent('PATCH', '/api/admin/orders/:id/status').map(({ body }) => body)).toEqual([{ status: 'delivered' }]));
  });

  it('names the one stage a move on skips', async () => {
    renderWithProviders(<OrderStatusControl order={CONFIRMED} />);
    await choose('Out for Delivery');
    expect(await screen.findByText(`Move ${CONFIRMED.orderNumber} on to Out for Delivery?`)).toBeInTheDocument();
    expect(screen.getByText(/This skips/).textContent).toBe('It is Confirmed now. This skips Processing and Shipped. Those stages get no date.');
  });

  it('names the stages a ship skips in its tracking prompt', async () => {
    const ordered = order({ orderStatus: 'ordered', paymentMethod: 'cod' });
    renderWithProviders(<OrderStatusControl order={ordered} />);
    await choose('Shipped');
    expect(await screen.findByText(`Mark ${ordered.orderNumber} as shipped`)).toBeInTheDocument();
    expect(screen.getByText('This skips Confirmed and Processing.')).toBeInTheDocument();
  });

  it('asks for an optional tracking number when shipped is chosen and sends it', async () => {
    fakeApi.on('PATCH', '/api/admin/orders/:id/status', ok({ ...CONFIRMED, orderStatus: 'shipped', trackingNumber: 'GHPOST-123456' }));
    renderWithProviders(<OrderStatusControl order={CONFIRMED} />);
    await choose('Shipped');
    expect(fakeApi.sent('PATCH', '/api/admin/orders/:id/status')).toHaveLength(0);
    expect(await screen.findByText(`Mark ${CONFIRMED.orderNumber} as shipped`)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Tracking number/), '  GHPOST-123456 ');
    await user.click(screen.getByText('Mark as Shipped').closest('button') as HTMLButtonElement);
    await waitFor(() => expect(fakeApi.sent('PATCH', '/api/admin/orders/:id/status').map(({ path, body }) => ({ path, body }))).toEqual([{ path: `/api/admin/orders/${CONFIRMED.id}/status`, body: { status: 'shipped', trackingNumber: 'GHPOST-123456' } }]));
    await screen.findByText('Order status updated!');
  });

  it('ships without a tracking number when it is left empty, and changes nothing on Cancel', async () => {
    fakeApi.on('PATCH', '/api/admin/orders/:id/status', ok({ ...CONFIRMED, orderStatus: 'shipped' }));
    renderWithProviders(<OrderStatusControl order={CONFIRMED} />);
    await choose('Shipped');
    await user.click((await screen.findByText('Cancel')).closest('button') as HTMLButtonElement);
    expect(fakeApi.sent('PATCH', '/api/admin/orders/:id/status')).toHaveLength(0);

    await choose('Shipped');
    await user.click((await screen.findByText('Mark as Shipped')).closest('button') as HTMLButtonElement);
    await waitFor(() => expect(fakeApi.sent('PATCH', '/api/admin/orders/:id/status').map(({ path, body }) => ({ path, body }))).toEqual([{ path: `/api/admin/orders/${CONFIRMED.id}/status`, body: { status: 'shipped' } }]));
    await screen.findByText('Order status updated!');
  });

  it("toasts 'Error updating order' with the server's message", async () => {
    fakeApi.on('PATCH', '/api/admin/orders/:id/status', apiError(404, { message: 'Order not found' }));
    renderWithProviders(<OrderStatusControl order={CONFIRMED} />);
    await choose('Processing');
    expect(await screen.findByText('Error updating order')).toBeInTheDocument();
    expect(screen.getByText('Order not found')).toBeInTheDocument();
  });

  it('refreshes the orders and stats, and not the products, when no stock moves', async () => {
    fakeApi.on('PATCH', '/api/admin/orders/:id/status', ok({ ...CONFIRMED, orderStatus: 'processing' }));
    renderWithProviders(<OrderStatusControl order={CONFIRMED} />);
    await choose('Processing');
    await screen.findByText('Order status updated!');
    expect(refresh.mock.calls).toEqual([['orders']]);
  });

  it('also refreshes the products when cancelling puts the units back in stock', async () => {
    fakeApi.on('PATCH', '/api/admin/orders/:id/status', ok({ ...CONFIRMED, orderStatus: 'cancelled' }));
    renderWithProviders(<OrderStatusControl order={CONFIRMED} />);
    await choose('Cancelled');
    await user.click((await screen.findByText('Cancel Order')).closest('button') as HTMLButtonElement);
    await screen.findByText('Order status updated!');
    expect(refresh.mock.calls).toEqual([['orders'], ['products']]);
  });

  it('also refreshes the products when reopening a cancelled order takes the units again', async () => {
    const cancelled = { ...CONFIRMED, orderStatus: 'cancelled' as const };
    fakeApi.on('PATCH', '/api/admin/orders/:id/status', ok({ ...CONFIRMED, orderStatus: 'confirmed' }));
    renderWithProviders(<OrderStatusControl order={cancelled} />);
    await choose('Confirmed');
    await screen.findByText('Order status updated!');
    expect(refresh.mock.calls).toEqual([['orders'], ['products']]);
  });

  it('asks before moving on an order paid online whose money has not arrived, and sends nothing until confirmed', async () => {
    const unpaid = order({ orderStatus: 'ordered', paymentMethod: 'momo', paymentStatus: 'pending', total: '388.50' });
    fakeApi.on('PATCH', '/api/admin/orders/:id/status', ok({ ...unpaid, orderStatus: 'delivered' }));
    renderWithProviders(<OrderStatusControl order={unpaid} />);
    await choose('Delivered');
    expect(await screen.findByText(`${unpaid.orderNumber} is not paid yet`)).toBeInTheDocument();
    expect(screen.getByText(/Marked Delivered, the customer is told so, though its ₵388.50 has not arrived/)).toBeInTheDocument();
    expect(fakeApi.sent('PATCH', '/api/admin/orders/:id/status')).toHaveLength(0);
    await user.click(screen.getByText('Mark as Delivered').closest('button') as HTMLButtonElement);
    await waitFor(() => expect(fakeApi.sent('PATCH', '/api/admin/orders/:id/status').map(({ body }) => body)).toEqual([{ status: 'delivered' }]));
  });

  it('asks before moving an order back to an earlier stage; Cancel leaves it', async () => {
    const delivered = order({ orderStatus: 'delivered', paymentStatus: 'paid' });
    renderWithProviders(<OrderStatusControl order={delivered} />);
    fireEvent.mouseDown(screen.getByLabelText(`Status of order ${delivered.orderNumber}`, { selector: 'input' }));
    await user.click(await screen.findByTitle('Confirmed'));
    expect(await screen.findByText(`Move ${delivered.orderNumber} back to Confirmed?`)).toBeInTheDocument();
    await user.click(screen.getByText('Cancel').closest('button') as HTMLButtonElement);
    expect(fakeApi.sent('PATCH', '/api/admin/orders/:id/status')).toHaveLength(0);
  });

  // antd marks the element its popover is placed from, the one its arrow points at, with this class.
  const promptAnchor = () => document.querySelector('.ant-popover-open');
  const statusSelector = (of: typeof CONFIRMED) => screen.getByLabelText(`Status of order ${of.orderNumber}`, { selector: 'input' }).closest('.admin-status-control__select');

  it.each([
    ['Ship…', 'Mark as Shipped'],
    ['Cancel Order…', 'Keep Order'],
  ])('in the drawer, points the prompt of %s at the status selector, not at the buttons beside it', async (action, promptButton) => {
    renderWithProviders(<OrderStatusControl order={CONFIRMED} actions />);
    await user.click(screen.getByText(action).closest('button') as HTMLButtonElement);
    await screen.findByText(promptButton);
    expect(promptAnchor()).toBe(statusSelector(CONFIRMED));
    expect(promptAnchor()).not.toContainElement(screen.getByText('Ship…').closest('button'));
  });

  it('in the drawer, points the prompt of a move made with the selector at the selector', async () => {
    renderWithProviders(<OrderStatusControl order={CONFIRMED} actions />);
    await choose('Out for Delivery');
    await screen.findByText(`Move ${CONFIRMED.orderNumber} on to Out for Delivery?`);
    expect(promptAnchor()).toBe(statusSelector(CONFIRMED));
  });

  it("gives the ship prompt's buttons thumb-sized targets", async () => {
    renderWithProviders(<OrderStatusControl order={CONFIRMED} />);
    await choose('Shipped');
    for (const label of ['Mark as Shipped', 'Cancel']) {
      expect((await screen.findByText(label)).closest('button')).toHaveClass('admin-prompt-button');
    }
  });
});

describe('cancelling an order with the status selector (ADR 043)', () => {
  const PAID = order({ orderStatus: 'confirmed', paymentStatus: 'paid', total: '388.50' });
  const cancelTitle = `Cancel ${PAID.orderNumber} and refund ₵388.50?`;

  beforeEach(() => {
    (useRefreshAfterChange as jest.Mock).mockReturnValue(jest.fn().mockResolvedValue(undefined));
  });

  async function chooseCancelled(of = PAID) {
    fireEvent.mouseDown(screen.getByLabelText(`Status of order ${of.orderNumber}`, { selector: 'input' }));
    await user.click(await screen.findByTitle('Cancelled'));
  }
  const button = (name: string) => screen.getByText(name).closest('button') as HTMLButtonElement;

  it('asks first on a paid order, naming the amount and how it goes back, and needs a reason', async () => {
    fakeApi.on('PATCH', '/api/admin/orders/:id/status', ok({ ...PAID, orderStatus: 'cancelled' }));
    renderWithProviders(<OrderStatusControl order={PAID} />);
    await chooseCancelled();

    expect(await screen.findByText(cancelTitle)).toBeInTheDocument();
    expect(screen.getByText(/goes back to the customer by/).textContent).toBe(
      '₵388.50 goes back to the customer by Mobile Money. The order is then closed: its status can no longer change. The items go back in stock.',
    );
    expect(screen.getByText(/The customer never sees it/)).toBeInTheDocument();
    expect(fakeApi.sent('PATCH', '/api/admin/orders/:id/status')).toHaveLength(0);
    expect(button('Cancel and Refund')).toBeDisabled();

    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: '   ' } });
    expect(button('Cancel and Refund')).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: '   Customer phoned: wrong size ' } });
    await user.click(button('Cancel and Refund'));

    await waitFor(() =>
      expect(fakeApi.sent('PATCH', '/api/admin/orders/:id/status').map(({ body }) => body)).toEqual([{ status: 'cancelled', reason: 'Customer phoned: wrong size' }]),
    );
    await screen.findByText('Order status updated!');
  });

  it('changes nothing when staff keep the order', async () => {
    renderWithProviders(<OrderStatusControl order={PAID} />);
    await chooseCancelled();
    await user.click((await screen.findByText('Keep Order')).closest('button') as HTMLButtonElement);
    expect(fakeApi.sent('PATCH', '/api/admin/orders/:id/status')).toHaveLength(0);
    expect(document.querySelector('.ant-select-selection-item')).toHaveTextContent('Confirmed');
  });

  it('names a PayPal refund in dollars and cedis', async () => {
    const paypal = order({ ...PAID, paymentMethod: 'paypal', payment: orderPayment({ provider: 'paypal', method: 'paypal', status: 'paid', amount: 2590, currency: 'USD', ghsPerUsd: '15.00' }) });
    renderWithProviders(<OrderStatusControl order={paypal} />);
    await chooseCancelled(paypal);
    expect(await screen.findByText(`Cancel ${PAID.orderNumber} and refund US$25.90 (₵388.50)?`)).toBeInTheDocument();
    expect(screen.getByText(/goes back to the customer by/)).toHaveTextContent(/^US\$25\.90 \(₵388\.50\) goes back to the customer by PayPal\./);
  });

  it('asks on an unpaid order too, with the reason optional', async () => {
    fakeApi.on('PATCH', '/api/admin/orders/:id/status', ok({ ...CONFIRMED, orderStatus: 'cancelled' }));
    renderWithProviders(<OrderStatusControl order={CONFIRMED} />);
    await chooseCancelled(CONFIRMED);
    expect(await screen.findByText(`Cancel ${CONFIRMED.orderNumber}?`)).toBeInTheDocument();
    expect(screen.getByText(/Nothing has been paid, so nothing is refunded/)).toBeInTheDocument();
    await user.click(button('Cancel Order'));
    await waitFor(() => expect(fakeApi.sent('PATCH', '/api/admin/orders/:id/status').map(({ body }) => body)).toEqual([{ status: 'cancelled' }]));
  });

  it('offers no cancel for a delivered order: its items are with the customer, and a return brings them back', async () => {
    const delivered = order({ orderStatus: 'delivered', paymentStatus: 'paid' });
    renderWithProviders(<OrderStatusControl order={delivered} actions />);
    expect(screen.queryByText('Cancel Order…')).not.toBeInTheDocument();
    fireEvent.mouseDown(screen.getByLabelText(`Status of order ${delivered.orderNumber}`, { selector: 'input' }));
    const option = await screen.findByTitle(/^This order was delivered: its items are with the customer\. A return brings them back/);
    expect(option).toHaveTextContent('Cancelled (after delivery, by a return)');
    expect(option).toHaveClass('ant-select-item-option-disabled');
    await user.click(option);
    expect(screen.queryByText(/Cancel .* and refund/)).not.toBeInTheDocument();
    expect(fakeApi.sent('PATCH', '/api/admin/orders/:id/status')).toHaveLength(0);
  });

  it('says in the drawer, in words beside the selector, why a delivered order has no cancel', () => {
    const delivered = order({ orderStatus: 'delivered', paymentStatus: 'paid' });
    renderWithProviders(<OrderStatusControl order={delivered} actions />);
    const note = screen.getByText(cancelRefusedBecause(delivered) as string);
    expect(note).toBeVisible();
    expect(screen.getByLabelText(`Status of order ${delivered.orderNumber}`, { selector: 'input' })).toHaveAttribute('aria-describedby', note.id);
  });

  it('says nothing of the kind for an order not yet delivered', () => {
    renderWithProviders(<OrderStatusControl order={PAID} actions />);
    expect(screen.queryByText(/This order was delivered/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(`Status of order ${PAID.orderNumber}`, { selector: 'input' })).not.toHaveAttribute('aria-describedby');
  });

  it.each([
    ['refunded', 'cancelled', 'Closed (refunded)'],
    ['refunded', 'confirmed', 'Closed (refunded)'],
    ['expired', 'cancelled', 'Closed (not paid in time)'],
    ['paid', 'cancelled', 'Closed (cancelled, refund under way)'],
    // Pay on delivery turned away: no money was taken, so none goes back.
    ['refused', 'cancelled', 'Closed (refused at the door)'],
  ] as const)('shows a closed order (payment %s, status %s) without a selector, saying a new order is the way forward', (paymentStatus, orderStatus, said) => {
    const closed = order({ paymentStatus, orderStatus });
    renderWithProviders(<OrderStatusControl order={closed} />);
    expect(screen.queryByLabelText(`Status of order ${closed.orderNumber}`)).not.toBeInTheDocument();
    expect(screen.getByText(/A new order is the way forward/).textContent).toBe(`${said}: its status can no longer change. A new order is the way forward.`);
    expect(screen.getByText(orderStatus === 'cancelled' ? 'Cancelled' : 'Confirmed', { selector: '.admin-tag' })).toBeInTheDocument();
  });

  it('says a refund the provider refused has failed, for staff to settle by hand, not that it is under way', () => {
    const stuck = order({ paymentStatus: 'paid', orderStatus: 'cancelled', payment: orderPayment({ status: 'refund_failed' }) });
    renderWithProviders(<OrderStatusControl order={stuck} />);
    expect(screen.getByText(/A new order is the way forward/).textContent).toBe(
      'Closed (cancelled, refund failed: refund the customer at the provider): its status can no longer change. A new order is the way forward.',
    );
  });
});
