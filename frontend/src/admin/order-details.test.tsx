import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDto } from '../api/generated/model';
import { ignoreScrollbarMeasuring, order } from '../test/fixtures';
import { fakeApi, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { OrdersTab } from './orders-tab';

ignoreScrollbarMeasuring();
const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });

const STATUS = '/api/admin/orders/:id/status';
const PAID = order({ orderStatus: 'confirmed', paymentStatus: 'paid', confirmedAt: '2024-05-01T14:30:00.000Z' });

function listing(...orders: OrderDto[]) {
  fakeApi.on('GET', '/api/admin/orders', ok(orders));
  fakeApi.on('GET', '/api/admin/orders/:id/payments', ok({ needsAttention: false, attempts: [], entries: [] }));
  fakeApi.on('GET', '/api/admin/messages', ok([]));
  fakeApi.on('GET', '/api/admin/riders', ok([]));
  fakeApi.on('GET', '/api/admin/orders/:id/rider', ok({ assignment: null }));
}

async function openDrawer(of: OrderDto = PAID) {
  renderWithProviders(<OrdersTab />);
  await user.click(await screen.findByLabelText(`View order ${of.orderNumber}`));
  const dialog = await screen.findByRole('dialog');
  return within(dialog.querySelector('.admin-order__actions') as HTMLElement);
}

describe('the order drawer on a phone (issue 40)', () => {
  it('holds the status selector, Ship and Cancel Order', async () => {
    listing(PAID);
    const actions = await openDrawer();
    expect(actions.getByLabelText(`Status of order ${PAID.orderNumber}`, { selector: 'input' })).toBeInTheDocument();
    expect(actions.getByText('Ship…').closest('button')).toHaveClass('admin-prompt-button');
    expect(actions.getByText('Cancel Order…').closest('button')).toHaveClass('admin-prompt-button');
  });

  it('ships from the drawer through the tracking prompt', async () => {
    listing(PAID);
    fakeApi.on('PATCH', STATUS, ok({ ...PAID, orderStatus: 'shipped', trackingNumber: 'GHPOST-9' }));
    const actions = await openDrawer();
    await user.click(actions.getByText('Ship…').closest('button') as HTMLButtonElement);
    fireEvent.change(await screen.findByLabelText(/Tracking number/), { target: { value: 'GHPOST-9' } });
    await user.click(screen.getByText('Mark as Shipped').closest('button') as HTMLButtonElement);
    await waitFor(() => expect(fakeApi.sent('PATCH', STATUS).map(({ body }) => body)).toEqual([{ status: 'shipped', trackingNumber: 'GHPOST-9' }]));
  });

  it('cancels a paid order from the drawer only after the refund is confirmed with a reason', async () => {
    listing(PAID);
    fakeApi.on('PATCH', STATUS, ok({ ...PAID, orderStatus: 'cancelled' }));
    const actions = await openDrawer();
    await user.click(actions.getByText('Cancel Order…').closest('button') as HTMLButtonElement);
    expect(await screen.findByText(`Cancel ${PAID.orderNumber} and refund ₵388.50?`)).toBeInTheDocument();
    expect(fakeApi.sent('PATCH', STATUS)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Out of stock at the supplier' } });
    await user.click(screen.getByText('Cancel and Refund').closest('button') as HTMLButtonElement);
    await waitFor(() => expect(fakeApi.sent('PATCH', STATUS).map(({ body }) => body)).toEqual([{ status: 'cancelled', reason: 'Out of stock at the supplier' }]));
    // The payment history is read again: it now holds the reason and the refund asked for.
    await waitFor(() => expect(fakeApi.sent('GET', '/api/admin/orders/:id/payments')).toHaveLength(2));
  });

  it('offers no action on a refunded order, only its status and the way forward', async () => {
    const refunded = order({ orderStatus: 'cancelled', paymentStatus: 'refunded' });
    listing(refunded);
    const actions = await openDrawer(refunded);
    expect(actions.queryByRole('button')).not.toBeInTheDocument();
    expect(actions.queryByLabelText(`Status of order ${refunded.orderNumber}`)).not.toBeInTheDocument();
    expect(actions.getByText(/A new order is the way forward/)).toBeInTheDocument();
  });
});

describe('where the order goes', () => {
  it('shows the digital address, the landmark and a link that opens the address in Maps', async () => {
    listing(PAID);
    await openDrawer();
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('NT-045-1234')).toBeInTheDocument();
    expect(dialog.getByText('opposite the Total filling station')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=NT-045-1234');
  });
});
