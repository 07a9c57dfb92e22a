import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ignoreScrollbarMeasuring, order } from '../test/fixtures';
import { apiError, fakeApi, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { useRefreshAfterChange } from './admin-queries';
import { OrderStatusControl } from './order-status-control';

jest.mock('./admin-queries', () => ({ ...jest.requireActual('./admin-queries'), useRefreshAfterChange: jest.fn() }));

// antd screens render slowly in jsdom while the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });
ignoreScrollbarMeasuring();
const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });

const CONFIRMED = order({ orderStatus: 'confirmed', orderedAt: '2024-05-01T10:00:00.000Z', confirmedAt: '2024-05-01T14:30:00.000Z' });

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

  it('sends any other status at once and toasts', async () => {
    fakeApi.on('PATCH', '/api/admin/orders/:id/status', ok({ ...CONFIRMED, orderStatus: 'delivered' }));
    renderWithProviders(<OrderStatusControl order={CONFIRMED} />);
    await choose('Delivered');
    expect(await screen.findByText('Order status updated!')).toBeInTheDocument();
    expect(fakeApi.sent('PATCH', '/api/admin/orders/:id/status').map(({ path, body }) => ({ path, body }))).toEqual([{ path: `/api/admin/orders/${CONFIRMED.id}/status`, body: { status: 'delivered' } }]);
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
    await choose('Cancelled');
    expect(await screen.findByText('Error updating order')).toBeInTheDocument();
    expect(screen.getByText('Order not found')).toBeInTheDocument();
  });

  it('refreshes the orders and stats, and not the products, when no stock moves', async () => {
    fakeApi.on('PATCH', '/api/admin/orders/:id/status', ok({ ...CONFIRMED, orderStatus: 'delivered' }));
    renderWithProviders(<OrderStatusControl order={CONFIRMED} />);
    await choose('Delivered');
    await screen.findByText('Order status updated!');
    expect(refresh.mock.calls).toEqual([['orders']]);
  });

  it('also refreshes the products when cancelling puts the units back in stock', async () => {
    fakeApi.on('PATCH', '/api/admin/orders/:id/status', ok({ ...CONFIRMED, orderStatus: 'cancelled' }));
    renderWithProviders(<OrderStatusControl order={CONFIRMED} />);
    await choose('Cancelled');
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
});
